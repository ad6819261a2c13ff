/**
 * CPU time per redaction rule and per phrase rule on the text of each audit benchmark payload,
 * as the audit runs them (keyword hits from the gate, then each rule's own search), so a rule
 * that costs more than its share stands out. Run: deno run -A scripts/bench/audit_rules.ts [payload]
 */
import { buildGate, gateHits } from "../../src/audit/keyword_gate.ts";
import { GATE as PHRASE_GATE, phraseHits } from "../../src/audit/phrase_scan.ts";
import { TEXT_GATE_ENTRIES, TEXT_RULES } from "../../src/audit/text_scan.ts";
import { workloads } from "./audit.ts";
import { micros as microsOver, textOf } from "./audit_timing.ts";

const ROUNDS = 60;
const micros = (fn: () => unknown) => Math.round(microsOver(fn, ROUNDS));

function report(name: string, text: string): void {
  const gate = buildGate(TEXT_GATE_ENTRIES);
  const hits = gateHits(gate, text);
  const rows: Array<[string, number]> = [];
  for (const rule of TEXT_RULES) {
    if (rule.keywords.length > 0 && !hits.has(rule)) continue;
    if (rule.keywords.length === 0 && !rule.hint!.test(text)) continue;
    const at = rule.keywords.length > 0 ? hits.get(rule)! : null;
    rows.push([
      `text ${rule.id} (${at === null ? "whole" : at.length + " hits"})`,
      micros(() => rule.find(text, at)),
    ]);
  }
  rows.push(["phrase gate", micros(() => gateHits(PHRASE_GATE, text))]);
  rows.push(["phraseHits (all)", micros(() => phraseHits(text, "r"))]);
  rows.sort((a, b) => b[1] - a[1]);
  console.log(`== ${name} (${text.length} chars), µs per call`);
  for (const [n, us] of rows.slice(0, 25)) console.log(`${String(us).padStart(7)}  ${n}`);
}

const all = workloads();
for (
  const name of Deno.args.length ? Deno.args : ["prose", "proseWithSecrets", "proseWithAttacks"]
) {
  report(name, textOf(all[name]));
}

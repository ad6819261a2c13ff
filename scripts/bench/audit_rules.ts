/**
 * CPU time per redaction rule and per phrase pass on the text of each audit benchmark payload,
 * as the audit runs them (keyword hits from the gate, then each rule's own search), so a rule
 * that costs more than its share stands out. Run: deno run -A scripts/bench/audit_rules.ts [payload]
 * With AUDIT_BASELINE_ROOT (a checkout's root, as for audit.ts), each row also times the same
 * rule of that checkout, alternating call by call (medians), and gives after / before.
 */
import { buildGate, gateHits } from "../../src/audit/keyword_gate.ts";
import { GATE as PHRASE_GATE, phraseHits } from "../../src/audit/phrase_scan.ts";
import { findSecretSpans, TEXT_GATE_ENTRIES, TEXT_RULES } from "../../src/audit/text_scan.ts";
import { holdsAny } from "../../src/audit/char_census.ts";
import { workloads } from "./audit.ts";
import { micros as microsOver, textOf } from "./audit_timing.ts";

const ROUNDS = 60;
const micros = (fn: () => unknown) => Math.round(microsOver(fn, ROUNDS));

type Row = { name: string; now: () => unknown; before?: () => unknown };

const median = (xs: number[]) => Math.round(xs.sort((a, b) => a - b)[xs.length >> 1] * 1000);

/** Mean µs of the current version per row; with a baseline, medians of alternate calls. */
function timeRow(row: Row): [number, number | undefined] {
  if (!row.before) return [micros(row.now), undefined];
  const now: number[] = [];
  const before: number[] = [];
  for (let i = 0; i < 5; i++) (row.now(), row.before());
  for (let i = 0; i < ROUNDS; i++) {
    let t0 = performance.now();
    row.now();
    now.push(performance.now() - t0);
    t0 = performance.now();
    row.before();
    before.push(performance.now() - t0);
  }
  return [median(now), median(before)];
}

type Mods = {
  text: typeof import("../../src/audit/text_scan.ts");
  gate: typeof import("../../src/audit/keyword_gate.ts");
  phrase: typeof import("../../src/audit/phrase_scan.ts");
  census: typeof import("../../src/audit/char_census.ts");
};

async function baseline(): Promise<Mods | undefined> {
  const root = Deno.env.get("AUDIT_BASELINE_ROOT");
  if (!root) return undefined;
  return {
    text: await import(`${root}/src/audit/text_scan.ts`),
    gate: await import(`${root}/src/audit/keyword_gate.ts`),
    phrase: await import(`${root}/src/audit/phrase_scan.ts`),
    census: await import(`${root}/src/audit/char_census.ts`),
  };
}

function rows(text: string, base?: Mods): Row[] {
  const hits = gateHits(buildGate(TEXT_GATE_ENTRIES), text);
  const baseHits = base &&
    base.gate.gateHits(base.gate.buildGate(base.text.TEXT_GATE_ENTRIES), text);
  const out: Row[] = [];
  for (const rule of TEXT_RULES) {
    if (rule.keywords.length > 0 && !hits.has(rule)) continue;
    if (rule.keywords.length === 0 && !rule.hint!.test(text)) continue;
    const at = rule.keywords.length > 0 ? hits.get(rule)! : null;
    // Several rules may share an id: the one in the same place among them.
    const nth = TEXT_RULES.filter((r) => r.id === rule.id).indexOf(rule);
    const old = base?.text.TEXT_RULES.filter((r) => r.id === rule.id)[nth];
    const oldAt = old && old.keywords.length > 0 ? baseHits!.get(old) : null;
    out.push({
      name: `text ${rule.id} (${at === null ? "whole" : at.length + " hits"})`,
      now: () => rule.find(text, at),
      before: old && oldAt !== undefined ? () => old.find(text, oldAt) : undefined,
    });
  }
  const hints = (rules: typeof TEXT_RULES, holds: typeof holdsAny) => () =>
    rules.forEach((r) => r.keywords.length === 0 && holds(r.hint!, text));
  out.push({
    name: "hints of the keyword-less rules",
    now: hints(TEXT_RULES, holdsAny),
    before: base && hints(base.text.TEXT_RULES, base.census.holdsAny),
  });
  out.push({
    name: "phrase gate",
    now: () => gateHits(PHRASE_GATE, text),
    before: base && (() => base.gate.gateHits(base.phrase.GATE, text)),
  });
  out.push({
    name: "phraseHits (all)",
    now: () => phraseHits(text, "r"),
    before: base && (() => base.phrase.phraseHits(text, "r")),
  });
  return out;
}

function report(name: string, text: string, base?: Mods): void {
  // As in the audit, the text indexes exist before the rules run (a first call registers the
  // regexes, which clears the indexes; the second builds them).
  for (let i = 0; i < 2; i++) {
    (findSecretSpans(text), phraseHits(text, "r"));
    if (base) (base.text.findSecretSpans(text), base.phrase.phraseHits(text, "r"));
  }
  const timed = rows(text, base).map((r) => [r.name, ...timeRow(r)] as const);
  timed.sort((a, b) => b[1] - a[1]);
  console.log(`== ${name} (${text.length} chars), µs per call${base ? " (now / before)" : ""}`);
  for (const [n, now, before] of timed.slice(0, 25)) {
    const versus = before === undefined ? "" : ` / ${String(before).padStart(5)}  ` +
      (now / Math.max(before, 1)).toFixed(2).padStart(5);
    console.log(`${String(now).padStart(7)}${versus}  ${n}`);
  }
}

const all = workloads();
const base = await baseline();
for (
  const name of Deno.args.length ? Deno.args : ["prose", "proseWithSecrets", "proseWithAttacks"]
) {
  if (!(name in all)) {
    console.error(`unknown payload ${name}; one of: ${Object.keys(all).join(", ")}`);
    Deno.exit(2);
  }
  report(name, textOf(all[name]), base);
}

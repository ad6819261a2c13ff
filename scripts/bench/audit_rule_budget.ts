/**
 * A cost budget per audit rule (issue 13: redaction plus findings of a 60 KB result under 3 ms
 * p99). On the prose and attack payloads, times each redaction rule's search (its keyword hits,
 * then `find`, as the audit runs it) and each phrase rule's (`phraseHits` given only that rule's
 * gate hits), and flags every rule over the budget, so a round sees what the rules it adds cost.
 * The sentence scorers and the Latin-script override phrases share their per-sentence work, so
 * they are timed as two groups. Medians of ROUNDS calls; the texts' indexes are built first. A
 * phrase row is net of the per-call pass every `phraseHits` call makes (its own row).
 * Run: deno run -A scripts/bench/audit_rule_budget.ts [payload...] [--check]
 * With --check the script exits 1 when a rule is over budget (a bench check, not a test).
 */
import { buildGate, gateHits } from "../../src/audit/keyword_gate.ts";
import { GATE, type GateRule, phraseHits } from "../../src/audit/phrase_scan.ts";
import { findSecretSpans, TEXT_GATE_ENTRIES, TEXT_RULES } from "../../src/audit/text_scan.ts";
import { withinScan } from "../../src/audit/value_memo.ts";
import { workloads } from "./audit.ts";
import { textOf } from "./audit_timing.ts";

// 3 ms at p99 leaves ~1.5 ms at p50 here (p99 / p50 ran at 1.4–2.6 in round 11); the fixed
// passes (keyword gate, index walk, census, classifier) take ~0.8 ms of a 60 KB text, and a
// payload wakes 10–15 rules over the whole text: 150 µs each is loose, not a guarantee.
export const RULE_BUDGET_US = 150;
/** A group of rules sharing their work (sentence scorers, Latin override phrases). */
export const GROUP_BUDGET_US = 400;
const ROUNDS = 41;

type Row = { name: string; us: number; budget: number };

function median(fn: () => unknown): number {
  for (let i = 0; i < 3; i++) fn();
  const xs: number[] = [];
  for (let i = 0; i < ROUNDS; i++) {
    const t0 = performance.now();
    fn();
    xs.push(performance.now() - t0);
  }
  return xs.sort((a, b) => a - b)[xs.length >> 1] * 1000;
}

function redactionRows(text: string): Row[] {
  const hits = gateHits(buildGate(TEXT_GATE_ENTRIES), text);
  const rows: Row[] = [];
  for (const rule of TEXT_RULES) {
    const keyless = rule.keywords.length === 0;
    if (keyless ? !rule.hint!.test(text) : !hits.has(rule)) continue;
    const at = keyless ? null : hits.get(rule)!;
    // Inside one scan, as findSecretSpans runs it (its per-value judgements, value_memo.ts).
    const us = median(() => withinScan(() => rule.find(text, at)));
    rows.push({ name: `redaction ${rule.id}`, us, budget: RULE_BUDGET_US });
  }
  return rows;
}

/** Gate entries by the row they are timed in: one per phrase rule, two shared groups. */
function phraseGroups(text: string): Map<string, Map<GateRule, number[] | null>> {
  const groups = new Map<string, Map<GateRule, number[] | null>>();
  for (const [rule, at] of gateHits(GATE, text)) {
    if (typeof rule === "string") continue;
    const name = "intent" in rule
      ? "sentence scorers (all)"
      : "lang" in rule
      ? "Latin override phrases (all)"
      : `phrase ${rule.id}`;
    if (!groups.has(name)) groups.set(name, new Map());
    groups.get(name)!.set(rule, at);
  }
  return groups;
}

/**
 * Each phrase row is net of what every `phraseHits` call pays with no rule to run: the script
 * gate's scan around the non-ASCII runs (`withScriptHits`, ~50 µs on the prose payload). The
 * audit pays it once per text; charged to every row (cost round 27) it was half of most rows.
 */
function phraseRows(text: string): Row[] {
  const none = new Map<GateRule, number[] | null>();
  const fixed = median(() => phraseHits(text, "r", none));
  const rows: Row[] = [{
    name: "phrase pass, once per text (script gate)",
    us: fixed,
    budget: RULE_BUDGET_US,
  }];
  for (const [name, only] of phraseGroups(text)) {
    const us = Math.max(0, median(() => phraseHits(text, "r", only)) - fixed);
    const budget = name.endsWith("(all)") ? GROUP_BUDGET_US : RULE_BUDGET_US;
    rows.push({ name, us, budget });
  }
  return rows;
}

function report(name: string, text: string): number {
  for (let i = 0; i < 2; i++) (findSecretSpans(text), phraseHits(text, "r"));
  const rows = [...redactionRows(text), ...phraseRows(text)].sort((a, b) => b.us - a.us);
  const over = rows.filter((r) => r.us > r.budget);
  const sum = rows.reduce((a, r) => a + r.us, 0);
  console.log(`== ${name} (${text.length} chars): ${rows.length} rules, ${sum.toFixed(0)} µs`);
  console.log(`   budget ${RULE_BUDGET_US} µs a rule, ${GROUP_BUDGET_US} µs a shared group`);
  for (const r of rows) {
    const flag = r.us > r.budget ? "  OVER BUDGET" : "";
    console.log(`${r.us.toFixed(0).padStart(7)}  ${r.name}${flag}`);
  }
  return over.length;
}

if (import.meta.main) {
  const check = Deno.args.includes("--check");
  const names = Deno.args.filter((a) => !a.startsWith("--"));
  const all = workloads();
  let over = 0;
  for (const name of names.length ? names : ["prose", "proseWithAttacks"]) {
    if (!(name in all)) throw new Error(`unknown payload ${name}`);
    over += report(name, textOf(all[name]));
  }
  console.log(`${over} rule(s) over budget`);
  if (check && over > 0) Deno.exit(1);
}

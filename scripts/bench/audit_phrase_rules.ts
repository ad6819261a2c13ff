/**
 * CPU time per phrase rule on the text of each audit benchmark payload: the keyword gate's hits
 * for the rule, then that rule's own work (regex near its keywords, context checks), timed by
 * handing `phraseHits` a gate result that holds only that rule. The rows add up to about
 * `phraseHits (all)` of audit_rules.ts minus the gate.
 * With AUDIT_BASELINE_ROOT (a checkout's root, as for audit.ts), also times all phrase rules of
 * both versions alternately on the gate hits of a shared pass (median of 500 calls each).
 * Run: deno run -A scripts/bench/audit_phrase_rules.ts [payload...] [--where=r|d]
 */
import { gateHits } from "../../src/audit/keyword_gate.ts";
import { GATE, type GateRule, phraseHits } from "../../src/audit/phrase_scan.ts";
import type { Where } from "../../src/audit/phrase_rule.ts";
import { workloads } from "./audit.ts";
import { micros as microsOver, textOf } from "./audit_timing.ts";

const ROUNDS = 300;
const micros = (fn: () => unknown) => microsOver(fn, ROUNDS);

function nameOf(rule: GateRule): string {
  if (typeof rule === "string") return rule;
  if ("intent" in rule) return `structure ${rule.intent}`;
  return "lang" in rule ? `latin ${rule.lang}` : rule.id;
}

function report(name: string, text: string, where: Where): void {
  const hits = gateHits(GATE, text);
  const rows: Array<[string, number]> = [];
  let sum = 0;
  for (const [rule, at] of hits) {
    const only = new Map<GateRule, number[] | null>([[rule, at]]);
    const us = micros(() => phraseHits(text, where, only));
    sum += us;
    const found = phraseHits(text, where, only).length > 0 ? " found" : "";
    rows.push([`${nameOf(rule)} (${at === null ? "whole" : at.length + " hits"}${found})`, us]);
  }
  rows.sort((a, b) => b[1] - a[1]);
  const all = micros(() => phraseHits(text, where));
  const gate = micros(() => gateHits(GATE, text));
  console.log(`== ${name} (${text.length} chars, where=${where}), µs per call`);
  console.log(`${all.toFixed(0).padStart(7)}  phraseHits (all, gate included)`);
  console.log(`${gate.toFixed(0).padStart(7)}  phrase gate`);
  console.log(`${sum.toFixed(0).padStart(7)}  sum of the ${rows.length} rules below`);
  for (const [n, us] of rows.slice(0, 20)) console.log(`${us.toFixed(1).padStart(7)}  ${n}`);
}

type Scan = typeof phraseHits;
type Hits = (gate: unknown, text: string) => Map<GateRule, number[] | null>;

function median(xs: number[]): number {
  return xs.slice().sort((a, b) => a - b)[xs.length >> 1];
}

/** Current and baseline phrase rules, called alternately on the same gate hits. */
async function versus(root: string, name: string, text: string, where: Where): Promise<void> {
  const base = await import(`${root}/src/audit/phrase_scan.ts`);
  const baseGate = await import(`${root}/src/audit/keyword_gate.ts`);
  const hitsNow = gateHits(GATE, text);
  const hitsBase = (baseGate.gateHits as Hits)(base.GATE, text);
  const now: number[] = [];
  const before: number[] = [];
  for (let i = 0; i < 600; i++) {
    let t0 = performance.now();
    phraseHits(text, where, hitsNow);
    if (i >= 100) now.push(performance.now() - t0);
    t0 = performance.now();
    (base.phraseHits as Scan)(text, where, hitsBase);
    if (i >= 100) before.push(performance.now() - t0);
  }
  const [a, b] = [median(now) * 1000, median(before) * 1000];
  console.log(
    `== ${name}: phrase rules on given gate hits, median µs: before ${b.toFixed(0)}, ` +
      `after ${a.toFixed(0)}, after/before ${(a / b).toFixed(2)}`,
  );
}

const args = Deno.args.filter((a) => !a.startsWith("--where="));
const where = (Deno.args.find((a) => a.startsWith("--where="))?.slice(8) ?? "r") as Where;
const all = workloads();
for (const name of args.length ? args : ["prose", "proseWithSecrets", "proseWithAttacks"]) {
  report(name, textOf(all[name]), where);
  const root = Deno.env.get("AUDIT_BASELINE_ROOT");
  if (root) await versus(root, name, textOf(all[name]), where);
}

/**
 * CPU time per phrase rule on the text of each audit benchmark payload: the keyword gate's hits
 * for the rule, then that rule's own work (regex near its keywords, context checks), timed by
 * handing `phraseHits` a gate result that holds only that rule. The rows add up to about
 * `phraseHits (all)` of audit_rules.ts minus the gate.
 * Run: deno run -A scripts/bench/audit_phrase_rules.ts [payload...] [--where=r|d]
 */
import { gateHits } from "../../src/audit/keyword_gate.ts";
import { GATE, type GateRule, phraseHits } from "../../src/audit/phrase_scan.ts";
import type { Where } from "../../src/audit/phrase_rule.ts";
import { workloads } from "./audit.ts";

const ROUNDS = 300;

function textOf(value: unknown): string {
  const v = value as { content: Array<{ text: string }> };
  return v.content[0].text;
}

function micros(fn: () => unknown): number {
  for (let i = 0; i < 5; i++) fn();
  const t0 = performance.now();
  for (let i = 0; i < ROUNDS; i++) fn();
  return ((performance.now() - t0) / ROUNDS) * 1000;
}

function nameOf(rule: GateRule): string {
  if (typeof rule === "string") return rule;
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

const args = Deno.args.filter((a) => !a.startsWith("--where="));
const where = (Deno.args.find((a) => a.startsWith("--where="))?.slice(8) ?? "r") as Where;
const all = workloads();
for (const name of args.length ? args : ["prose", "proseWithSecrets", "proseWithAttacks"]) {
  report(name, textOf(all[name]), where);
}

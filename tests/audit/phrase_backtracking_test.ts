// Every phrase rule reads a long run of one marker character once: a nested run such as
// `(?:(?:#+|;+)[ \t]*)*` splits 40 "#" every possible way and held a scan for hours (rounds 9 and
// 10's label starts did). A hang here fails the suite by its time limit; the counts show the rules
// ran to the end over every run.
import assert from "node:assert/strict";
import { PHRASE_RULES } from "../../src/audit/injection_rules.ts";

const MARKERS = ["#", "*", ";", "/", "-", ">", " ", "\t", ".", "<!--", "=", "_", "~", "|"];

Deno.test("phrase rules: a long run of one marker at a line start is read in one pass", () => {
  let runs = 0;
  for (const rule of PHRASE_RULES) {
    const re = new RegExp(rule.re.source, rule.re.flags.replace("g", "") + "g");
    for (const ch of MARKERS) {
      const text = `\n${ch.repeat(300)} x\n"${ch.repeat(300)}y`;
      re.lastIndex = 0;
      for (let m = re.exec(text); m; m = re.exec(text)) if (m[0].length === 0) re.lastIndex++;
      runs++;
    }
  }
  assert.equal(runs, PHRASE_RULES.length * MARKERS.length);
  assert.ok(PHRASE_RULES.length > 50);
});

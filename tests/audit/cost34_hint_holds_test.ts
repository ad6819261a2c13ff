// Cost round 34: a phrase rule's hint leaves out alternatives whose literal characters the text
// lacks, and tries lead-opened alternatives only at their leads; the answer must be hint.test's.
import assert from "node:assert/strict";
import { hintHolds, planOf, readAlternative } from "../../src/audit/hint_holds.ts";
import { PHRASE_RULES } from "../../src/audit/injection_rules.ts";
import { phraseHits } from "../../src/audit/phrase_scan.ts";
import { residueOf } from "../../src/audit/regex_index.ts";
import { REALISTIC_BENIGN } from "./fixtures/realistic.ts";
import { ALL_POSITIVES } from "./fixtures/quality.ts";

Deno.test("readAlternative: unquantified literals are needed, optional or unsure ones are not", () => {
  const read = (src: string, flags = "i") => {
    const a = readAlternative(src, flags);
    return [a.needs.join(""), a.lead ?? ""];
  };
  assert.deepEqual(read(String.raw`\][ \t]*(?:\r?\n|\\n)x`), ["]", "]"]);
  assert.deepEqual(read("błagam"), ["ł", ""]); // ASCII letters fold: never needed
  assert.deepEqual(read(String.raw`s['’]il\s+te`), ["", ""]);
  assert.deepEqual(read("ł?x"), ["", ""]);
  assert.deepEqual(read("ł*:"), [":", ""]);
  assert.deepEqual(read("ł{0,2}:"), [":", ""]);
  assert.deepEqual(read("ł{1,2}:"), ["ł:", ""]);
  assert.deepEqual(read("ł+?:"), ["ł:", ""]);
  assert.deepEqual(read(String.raw`\x60{3}:`), ["", ""]); // an escape it does not read ends it
  assert.deepEqual(read(String.raw`(?:<)sys>`), ["<>", "<"]);
  assert.deepEqual(read(String.raw`(?:<)?sys>`), [">", ""]);
  assert.deepEqual(read(String.raw`(?=<)x`), ["", ""]); // a lookahead is not read inside
  assert.deepEqual(read(String.raw`(?:<|\[)x`), ["", ""]); // nor a group that alternates
  assert.deepEqual(read(String.raw`(?:система)\s*[:：]`), ["система", ""]);
  assert.deepEqual(read(String.raw`\bé`), ["é", ""]);
  // Long s equals "s" under /iu: it proves nothing there, but does without /i.
  assert.deepEqual(read("ſ#", "iu"), ["#", ""]);
  assert.deepEqual(read("ſ#", ""), ["ſ#", ""]);
});

Deno.test("planOf: no plan for a regex with backreferences or nothing to leave out", () => {
  assert.equal(planOf(/(a)é|\1/), null);
  assert.equal(planOf(/abc|def/i), null);
  assert.notEqual(planOf(/abc|dé/i), null);
  assert.equal(planOf(/[[a]é]|dé/v), null); // nested classes under /v are not read
});

// Long texts (the phrase index starts at 2,048 characters) with and without what hints look for.
function texts(): string[] {
  const prose = REALISTIC_BENIGN.join("\n\n").repeat(2);
  const attacks = ALL_POSITIVES.map((c) => c.text);
  const out = [prose, prose.replaceAll("-", "—")];
  for (const a of attacks.slice(0, 150)) {
    out.push(`${prose.slice(0, 3000)}\n${a}\n${prose.slice(3000, 6000)}`);
  }
  const inserts = [
    "błagam",
    "読む",
    "]\n\nsystem:",
    "] \\n user:",
    "<system>",
    "[system]",
    "新任务",
    "lütfen",
    "s'il te plaît",
    "système:",
    "ſystem",
    "\n SYSTEM: x",
    "[ admin",
    "READ",
    "пожалуйста",
  ];
  for (const s of inserts) out.push(prose.slice(0, 4000) + s + prose.slice(4000, 9000));
  return out;
}

Deno.test("hintHolds answers as hint.test for every phrase hint, indexed or not", () => {
  const hints = [...new Set(PHRASE_RULES.flatMap((r) => (r.hint ? [r.hint] : [])))];
  assert.ok(hints.some((h) => planOf(residueOf(h) ?? h) !== null));
  let agreed = 0, trues = 0;
  for (const text of texts()) {
    assert.ok(text.length >= 2048);
    for (const round of [0, 1]) {
      if (round === 1) phraseHits(text, "r"); // indexes the text for the phrase group
      for (const hint of hints) {
        const want = hint.test(text);
        assert.equal(hintHolds(hint, text), want, `${hint.source.slice(0, 40)} round ${round}`);
        agreed++;
        if (want) trues++;
      }
    }
  }
  assert.ok(trues > 100 && agreed - trues > 100, `${trues} of ${agreed}`);
});

Deno.test("hintHolds: lead-opened alternatives are tried at every lead, not only the first", () => {
  const hint = /\]x|<y|é/u;
  const filler = "a] b] c< d".repeat(400);
  assert.equal(hintHolds(hint, filler), false);
  assert.equal(hintHolds(hint, filler + "]x"), true);
  assert.equal(hintHolds(hint, "<y" + filler), true);
  assert.equal(hintHolds(hint, filler + "É"), false); // no /i
  assert.equal(hintHolds(/\]x|<y|é/iu, filler + "É"), true);
});

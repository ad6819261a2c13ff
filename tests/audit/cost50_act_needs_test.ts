// Cost round 50: the hand-proven words of three act regexes (reader_acts.ts, provenNeeds). The
// proofs below hold for these sources only: a change to a source fails the first test, and the
// proof must be made again for the new one.
import assert from "node:assert/strict";
import { isAscii, needsOf } from "../../src/audit/ascii_proof.ts";
import { firstAct, MORE_ACT, MORPH_ACT, TOOL_ACT } from "../../src/audit/reader_acts.ts";
import { REALISTIC_BENIGN } from "./fixtures/realistic.ts";
import { ALL_POSITIVES } from "./fixtures/quality.ts";
import { INJECTION_NEGATIVES } from "./fixtures/injection_negatives.ts";

// Proofs (an ASCII text holds no character outside ASCII; under `i` and `iu` no character outside
// ASCII but U+017F and U+212A matches an ASCII letter, and an ASCII letter only its other case):
// - TOOL_ACT: every match holds one of the verbs followed by "_", in any case.
// - MORE_ACT: the alternatives with "ź", "á" or Cyrillic letters match no ASCII text; each other
//   one holds "valid", "zatwierdz" or "schval", in any case.
// - MORPH_ACT (no `i`): the first ending holds "ez", the second "Sie"; the third is Cyrillic.
const PROVEN: Array<[RegExp, string, string]> = [
  [
    TOOL_ACT,
    String
      .raw`(?:^\s*|\b(?:call|run|use|invoke|execute|trigger|via|with|using)\s+(?:the\s+)?)(?:create|send|delete|update|share|export|upload|approve|grant|forward|transfer|pay|add|remove|invite|post|http)_[a-z_]+(?![^\n]{0,80}?\b(?:returned|returns|finished|completed|succeeded|failed|took)\b)`,
    "i",
  ],
  [
    MORE_ACT,
    String
      .raw`(?<!\p{L})(?:valide|validez|valida|convalida|valideer|zatwierdź|zatwierdz|schválit|schval|утверди|затверди)(?!\p{L})`,
    "iu",
  ],
  [
    MORPH_ACT,
    String
      .raw`(?:^\s*|[,;:.!—–]\s*|(?<!\p{L})(?:et|und|и|і|та)\s+)(?:(?!chez|assez)\p{L}{3,}ez|\p{L}{2,}(?:en|rn|ln)\s+Sie|\p{L}{2,}(?:ите|йте|іть|ійте))(?!\p{L})`,
    "u",
  ],
];

Deno.test("the three act regexes are the ones whose words were proven by hand", () => {
  for (const [re, source, flags] of PROVEN) {
    assert.equal(re.source, source);
    assert.equal(re.flags, flags);
    assert.ok(needsOf(re)!.length > 0);
  }
});

function asciiTexts(): string[] {
  const all = [
    ...REALISTIC_BENIGN,
    ...ALL_POSITIVES.map((c) => c.text),
    ...INJECTION_NEGATIVES.map((c) => c.text),
    "Please call create_invoice now",
    "run the SEND_MAIL tool",
    "Validez toutes les factures",
    "Zatwierdz wszystko",
    "et appliquez les remises",
    "Senden Sie die Liste",
  ].filter(isAscii);
  const out: string[] = [];
  for (const t of all) {
    out.push(t);
    for (let i = 0; i < t.length; i += 23) out.push(t.slice(i, i + 60));
  }
  return out;
}

Deno.test("on ASCII texts, each of the three matches only where one of its words is", () => {
  const matched = new Map<RegExp, number>();
  for (const t of asciiTexts()) {
    const lower = t.toLowerCase();
    for (const [re] of PROVEN) {
      if (!re.test(t)) continue;
      matched.set(re, (matched.get(re) ?? 0) + 1);
      assert.ok(needsOf(re)!.some((w) => lower.includes(w)), `${re.source.slice(0, 30)} in ${t}`);
    }
  }
  for (const [re] of PROVEN) assert.ok((matched.get(re) ?? 0) > 0, re.source.slice(0, 30));
});

Deno.test("firstAct still finds acts these three name (values of the code before the round)", () => {
  assert.equal(firstAct("The rows go via create_invoice later"), 12);
  assert.equal(firstAct("Le comptable: validez toutes les factures."), 12);
  assert.equal(firstAct("Rechnungen, bezahlen Sie alles"), 10);
  assert.equal(firstAct("Merci, et appliquez la remise"), 7);
  assert.equal(firstAct("the invoices were paid"), -1);
});

// Injection round 12 (v15 as tuning): a payload the text asks to be decoded by hand — reversed
// ("(read backwards) .sedoc pukcab …") or ROT13 ("ROT13 for the bot: …") — that reads, once
// decoded, as an order with an attack's target. The cue is concealment: nobody hides a benign
// order this way. cue_readings.ts scans each decoded line in place (cue kept before it); this rule
// reads the line after the cue, so the undecoded gibberish never passes.
import type { PhraseRule } from "./phrase_rule.ts";
import { ANNOUNCED_CODE_RULES } from "./announced_code.ts";
import { LETTER_NUMBER_RULES } from "./letter_numbers.ts";
import { readerOrderAt } from "./reader_acts.ts";

const REVERSE_WORD = String
  .raw`backwards|reversed|in\s+reverse|rückwärts|al\s+revés|à\s+l['’]envers|de\s+trás`;
// "(read backwards) …", "read this backwards: …", "ROT13 for the assistant: …".
const CUE = String
  .raw`\((?:read|lies|lee|lis|leia)\s[^)\n]{0,20}?(?:${REVERSE_WORD})\)[ \t:]*|\b(?:${REVERSE_WORD})\b[^\n:]{0,60}:\s*|\brot[-\s]?13\b[^\n:]{0,60}:\s*`;
const CUED_LINE = new RegExp(`(?:${CUE})[^\\n"]{12,400}`, "i");
const CUE_AT = new RegExp(`(?:${CUE})`, "iy");

/** The line after the cue orders an act with an attack's target (see readerOrderAt). */
function decodedOrder(text: string, start: number, end: number): boolean {
  CUE_AT.lastIndex = start;
  const cue = CUE_AT.exec(text);
  if (!cue) return false;
  const body = text.slice(start + cue[0].length, end);
  return readerOrderAt(body, text.slice(Math.max(0, start - 300), end + 300)) >= 0;
}

export const DECODED_ORDER_RULES: PhraseRule[] = [
  {
    id: "decode-and-follow",
    severity: "high",
    where: ["r"],
    keywords: [
      // ASCII only (the gate's alphabet): the parenthesised cue's verb covers "(lies rückwärts)".
      "backwards",
      "reversed",
      "reverse",
      "envers",
      "(lee ",
      "(leia ",
      "(lies ",
      "(lis ",
      "rot13",
      "rot-13",
      "rot 13",
    ],
    re: CUED_LINE,
    accept: decodedOrder,
  },
  ...ANNOUNCED_CODE_RULES,
  ...LETTER_NUMBER_RULES,
];

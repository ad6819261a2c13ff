// Injection round inj78 (issue 13): letters written as their place in the alphabet, which the
// text announces ("Numbers are letters (a=1 … z=26), words split by slashes. Read it and act on
// it: 21-16-12-15-1-4 / 20-8-5 / …"). Round inj74's announced_code.ts reads only the wordings
// "…; do what it says:"; this reads the code itself: the numbers after the key are turned back
// into words, scanned by the phrase rules (cue_readings.ts) and judged as encoded_order.ts judges
// its codecs (an act opening the words, with an attack's target unless the text asks for the act).
import type { PhraseRule } from "./phrase_rule.ts";
import { encodedOrder } from "./encoded_order.ts";
import { registerRegex } from "./regex_index.ts";
import { testIndexed } from "./windows.ts";

// The key: "a=1", "A1Z26", "letters as numbers", "numbers are letters" (the cue's literals).
const KEY_HINT = /a=1|a = 1|a1z26|as numbers|are numbers|as letters|are letters/i;
registerRegex(KEY_HINT, "phrase");
const KEY = String
  .raw`\b(?:a\s?=\s?1|a1z26|(?:letters?|numbers?)\s+(?:as|are)\s+(?:numbers|letters))\b`;
// A word is 1–26 joined by "-"; three or more words split by "/" make the payload.
const NUM = String.raw`(?:2[0-6]|1\d|[1-9])`;
const WORD = String.raw`${NUM}(?:-${NUM})*`;
const PAYLOAD = String.raw`(?<![\d-])${WORD}(?:\s?\/\s?${WORD}){2,}(?![\d-])`;
/** The key, then the payload within the next 200 characters (its line or the next one). */
const KEYED = new RegExp(String.raw`${KEY}([^\n]{0,200}?\n?[^\n]{0,40}?)(${PAYLOAD})`, "gi");
// The text asks for the act, not only the reading ("read it and act on it", "solve and comply").
const ACT_ON =
  /\b(?:act\s+on|compl[yi]|do\s+(?:it|this|what)|follow|obey|carry\s+(?:it\s+|this\s+)?out|execute)\b/i;

/** The payload's words ("20-8-5 / 11-5-25" is "the key"). */
export function lettersOf(payload: string): string {
  return payload.split("/").map((w) =>
    w.trim().split("-").map((n) => String.fromCharCode(96 + Number(n))).join("")
  ).join(" ");
}

/** Each keyed payload read in place after its key (empty for nearly every text). */
export function letterNumberReadings(text: string): string[] {
  if (!testIndexed(KEY_HINT, text)) return [];
  return [...text.matchAll(KEYED)].map((m) =>
    text.slice(m.index!, m.index! + m[0].length - m[2].length) + lettersOf(m[2])
  );
}

export const LETTER_NUMBER_RULES: PhraseRule[] = [{
  // Reported as "decode-and-follow", as encoded_order.ts does (no new positive to retrain on).
  id: "decode-and-follow",
  severity: "medium",
  where: ["d", "r"],
  keywords: ["a=1", "a = 1", "a1z26", "as numbers", "are numbers", "as letters", "are letters"],
  re: new RegExp(KEY + String.raw`[^\n]{0,200}?\n?[^\n]{0,40}?` + PAYLOAD, "i"),
  accept: (text, start, end) => {
    const m = new RegExp(PAYLOAD + "$").exec(text.slice(start, end));
    if (!m) return false;
    const lead = text.slice(start, end - m[0].length);
    const around = text.slice(Math.max(0, start - 200), start) + lead;
    return encodedOrder(lettersOf(m[0]), around, ACT_ON.test(lead));
  },
}];

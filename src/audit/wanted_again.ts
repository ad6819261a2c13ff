// Redaction round red77 (issue 13): "sorted out <system> …, it wanted V again". A system that
// "wanted" (asked for, needed) one token "again" asked the writer to enter it once more: a login
// or a key that fell out, not a reference, which is looked up rather than re-entered. The frame
// also carries delivery numbers, idempotency keys and placeholders (v58, v59), so the token must
// have a key's or a password's shape (for_system_rules.ts), not bare hex, or be written in both
// cases inside its run (mixed_case_run.ts). Tuning sets: v58, v59 (two writers). red83: or words
// with a digit group and a mark (`Name_word1234*`, colon_end_password.ts; v60, v61).
import { keyShaped } from "./for_system_rules.ts";
import { hitWindows } from "./hit_windows.ts";
import { colonEndPassword } from "./colon_end_password.ts";
import type { Span, TextRule } from "./rule_kit.ts";

// "it wanted", "it asked for", "it needed" (the subject is the thing, not a person), one token,
// then "again" ending the clause.
const WANTED_AGAIN =
  /(?<!\p{L})it[ \t]+(?:wanted|wants|asked[ \t]+for|asks[ \t]+for|needed|needs)[ \t]+([^\s,;]{8,200}?)[ \t]+again(?=[ \t]*(?:[.,;!]|$))/gimu;
const HEX = /^[0-9a-f]+$/i;

function findWantedAgain(text: string, at: number[] | null): Span[] {
  const spans: Span[] = [];
  for (const [ws, we] of hitWindows(text, at, 8, 240)) {
    for (const m of text.slice(ws, we).matchAll(WANTED_AGAIN)) {
      const v = m[1];
      if (!(colonEndPassword(v) || (!HEX.test(v) && keyShaped(v)))) continue;
      const start = ws + m.index + m[0].search(/[ \t]+again$/i) - v.length;
      spans.push({ start, end: start + v.length, rule: "wanted-again-value", category: "secret" });
    }
  }
  return spans;
}

export const WANTED_AGAIN_RULES: TextRule[] = [{
  id: "wanted-again-value",
  category: "secret",
  keywords: ["wanted", "wants", "asked for", "asks for", "needed", "needs"],
  find: findWantedAgain,
}];

// Redaction round red94 (issue 13): a credential said to have been changed, then what it is now
// ("the password had been changed. It's now V", "the router admin password changed after the
// upgrade, new one is V"). Telling a team that a login changed and what it is now is how a new
// password is passed on; round 44's changed_to_rules.ts reads the value only after a preposition
// ("changed it to V"). The value needs letters with a digit, so a word or a place is left, and a
// version, a link or an e-mail address is left too. Tuning sets: v34, v66.
import { hitWindows } from "./hit_windows.ts";
import { isTemplateOrMask, looksFake } from "./placeholders.ts";
import type { Span, TextRule } from "./rule_kit.ts";

const NOUN = String
  .raw`password|passcode|passphrase|pin|api\s+token|api\s+key|keystring|token|secret|key`;
const CHANGE = String.raw`changed|reset|rotated`;
const NOW = String
  .raw`it['’]s\s+now|it\s+is\s+now|now\s+it['’]s|(?:the\s+)?new\s+one(?:['’]s|\s+is)`;
// The noun and the change in one clause, what it is now within the next 120 characters.
const CHANGED_NOW = new RegExp(
  String.raw`(?<!\p{L})(?:${NOUN})s?(?!\p{L})[^\n.!?]{0,60}?(?<!\p{L})(?:${CHANGE})(?!\p{L})` +
    String.raw`[^\n]{0,120}?(?<!\p{L})(?:${NOW})[ \t]+([^\s,;]{8,128}?)(?=[.!]?(?:[,;\s]|$))`,
  "giu",
);
const VERSION = /^v?\d+(?:\.\d+)+$/i;
const EMAIL = /^[^@\s]+@[^@\s]+\.[a-z]{2,}$/i;

function nowShaped(v: string): boolean {
  if (!/\p{L}/u.test(v) || !/\d/.test(v) || VERSION.test(v) || EMAIL.test(v)) return false;
  return !v.includes("://") && !looksFake(v) && !isTemplateOrMask(v);
}

function findNowValues(text: string, at: number[] | null): Span[] {
  const spans: Span[] = [];
  for (const [ws, we] of hitWindows(text, at, 200, 300)) {
    for (const m of text.slice(ws, we).matchAll(CHANGED_NOW)) {
      if (!nowShaped(m[1])) continue;
      const start = ws + m.index + m[0].length - m[1].length;
      spans.push({
        start,
        end: start + m[1].length,
        rule: "changed-now-value",
        category: "secret",
      });
    }
  }
  return spans;
}

export const NOW_VALUE_RULES: TextRule[] = [{
  id: "changed-now-value",
  category: "secret",
  keywords: ["changed", "reset", "rotated"],
  find: findNowValues,
}];

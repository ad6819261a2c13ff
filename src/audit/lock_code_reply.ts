// Redaction round red94 (issue 13): a lock's code asked for in a chat ("what's the login for the
// key safe again?", "anyone got the motor room key safe code?") and given as digits in the reply
// turn. Standing at a lock and asking the room is how a colleague gets its code; red87's and
// red90's reply readers leave all-digit replies (counts, references), and the lock named with a
// word for what opens it is what says these digits open something. Tuning sets: v52, v56, v66.
import { lineBelow } from "./below_value_rules.ts";
import { TURN } from "./entry_question.ts";
import type { Span, TextRule } from "./rule_kit.ts";

// A lock's name and a word for what opens it, in one line that asks (a question mark after both).
export const LOCK =
  /(?<!\p{L})(?:key[ -]?safe|safe|padlock|keypad|alarm|gate|door|lock|locker)s?(?!\p{L})/iu;
const OPENER_WORD = /(?<!\p{L})(?:code|login|combination|combo|pin|passcode|password)s?(?!\p{L})/iu;
// A keypad code: 4–12 digits in at most three groups, a keypad's `*` or `#` at either end.
const KEYPAD = /^[*#]?\d{2,12}(?:[-# ]\d{2,8}){0,2}[*#]?$/;
const YEARS = /^(?:19|20)\d\d(?:-(?:19|20)\d\d)?$/;

/** The line asks for a lock's code: a lock and an opener word before its question mark. */
function asksLockCode(line: string): boolean {
  const q = line.search(/[?？]/);
  if (q < 0 || line.length > 240) return false;
  const asked = line.slice(0, q);
  return LOCK.test(asked) && OPENER_WORD.test(asked);
}

/** The keypad code that is a reply turn's whole content at [s, e], or null. */
function codeReply(text: string, s: number, e: number): Span | null {
  const line = text.slice(s, e).replace(/\r$/, "");
  const head = TURN.exec(line)?.[0].length ?? 0;
  const v = line.slice(head).trim();
  const digits = v.replace(/\D/g, "").length;
  if (!KEYPAD.test(v) || digits < 4 || digits > 12 || YEARS.test(v)) return null;
  const start = s + line.indexOf(v, head);
  return { start, end: start + v.length, rule: "lock-code-reply", category: "secret" };
}

function findLockCodeReplies(text: string): Span[] {
  const spans: Span[] = [];
  let s = 0;
  while (s < text.length) {
    const nl = text.indexOf("\n", s);
    if (nl < 0) break;
    if (asksLockCode(text.slice(s, nl))) {
      let at = nl;
      for (let n = 0; n < 2; n++) {
        const below = lineBelow(text, at);
        if (below === null) break;
        const got = codeReply(text, below[0], below[1]);
        if (got) {
          spans.push(got);
          break;
        }
        at = below[1];
      }
    }
    s = nl + 1;
  }
  return spans;
}

export const LOCK_CODE_REPLY_RULES: TextRule[] = [{
  id: "lock-code-reply",
  category: "secret",
  keywords: ["?", "？"],
  find: findLockCodeReplies,
}];

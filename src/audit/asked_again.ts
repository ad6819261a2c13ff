// Redaction round red90 (issue 13): "<who> asked for / about <thing> again, it's V". A thing asked
// for again and given again is one a colleague must type and keeps losing: a login, a key or a
// code. Ids, digests and references are looked up, so the value needs a login's shape (keyShaped,
// mixedCaseRun, enteredShape), not bare hex or a UUID; where the thing is named a password, PIN,
// code, key or secret, a code's digits, a key's hex or a UUID too. An id kind is left (v33, v65).
import { keyShaped } from "./for_system_rules.ts";
import { enteredShape } from "./entry_question.ts";
import { hitWindows } from "./hit_windows.ts";
import { mixedCaseRun } from "./mixed_case_run.ts";
import { ID_LABEL } from "./system_value_rules.ts";
import type { Span, TextRule } from "./rule_kit.ts";

// "asked (me) for / about <up to twelve words> again, it's V", V ending its clause. red94: the
// asking may come by phone or message ("rang about", "texted about"), and a service's name may be
// its domain ("Transistor.fm"), a dot inside one word (v65, v66).
const ASKED_AGAIN =
  /(?<!\p{L})(?:asked|asking|asks|rang|rung|rings|called|phoned|texted|messaged|emailed)(?:[ \t]+(?:me|us))?[ \t]+(?:for|about)((?:[ \t]+[^\s,;.!?]+(?:\.[^\s,;.!?]+)*){1,12}?)[ \t]+again[,;]?[ \t]+it(?:['’]s|[ \t]+is)[ \t]+([^\s,;]{4,200}?)(?=[.!]?(?:[,;]|[ \t]+[-–—]|[ \t]*$))/gimu;
const SECRET_NOUN =
  /(?<!\p{L})(?:password|passcode|passphrase|pin|code|key|secret|token|login)s?(?!\p{L})/iu;
const HEX = /^[0-9a-f]+$/i;
const DIGITS = /^[*#]?\d{4,12}[*#]?$/;
// red90 P3b: a UUID is an id's published shape too (a call's, a request's); read only when the
// thing asked for is named a secret.
const UUID = /^[0-9a-f]{8}(?:-[0-9a-f]{4}){3}-[0-9a-f]{12}$/i;

function givenAgain(thing: string, v: string): boolean {
  if (ID_LABEL.test(thing)) return false;
  const secret = SECRET_NOUN.test(thing);
  if (secret && (DIGITS.test(v) || (HEX.test(v) && v.length >= 16) || UUID.test(v))) return true;
  if (HEX.test(v) || UUID.test(v)) return false;
  return keyShaped(v) || mixedCaseRun(v) || enteredShape(v);
}

function findAskedAgain(text: string, at: number[] | null): Span[] {
  const spans: Span[] = [];
  for (const [ws, we] of hitWindows(text, at, 8, 400)) {
    for (const m of text.slice(ws, we).matchAll(ASKED_AGAIN)) {
      if (!givenAgain(m[1], m[2])) continue;
      const start = ws + m.index + m[0].length - m[2].length;
      spans.push({
        start,
        end: start + m[2].length,
        rule: "asked-again-value",
        category: "secret",
      });
    }
  }
  return spans;
}

export const ASKED_AGAIN_RULES: TextRule[] = [{
  id: "asked-again-value",
  category: "secret",
  keywords: [
    "asked",
    "asking",
    "asks",
    "rang",
    "rung",
    "rings",
    "called",
    "phoned",
    "texted",
    "messaged",
    "emailed",
  ],
  find: findAskedAgain,
}];

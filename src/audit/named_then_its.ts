// Redaction round red97 (issue 13): a credential named, then "it's V" ("Re the gym admin password
// — it's V", "reset the API secret, it's V now", "lost the API key for Algolia … It's V — put it
// back in"). English names the thing and gives it with the pronoun that refers back to it. The
// value still needs a login's or a key's shape, so "it's on the card" or "it's in the vault" is
// left; digits only where the noun is a PIN or a lock's code, a UUID only where it is a key, a
// token or a secret. Tuning sets: v64, v67, rtr3.
import { colonEndPassword } from "./colon_end_password.ts";
import { UUID_ONLY } from "./credential_shape.ts";
import { keyShaped, memorable } from "./for_system_rules.ts";
import { hitWindows } from "./hit_windows.ts";
import { isTemplateOrMask, looksFake } from "./placeholders.ts";
import { referenceWords } from "./system_colon_end.ts";
import { ID_LABEL } from "./system_value_rules.ts";
import type { Span, TextRule } from "./rule_kit.ts";

const CODE_NOUN = String
  .raw`pin|passcode|(?:access|alarm|door|gate|safe|lock|entry|keypad|unlock|master|security)\s+code`;
const KEY_NOUN = String.raw`password|passphrase|secret|token|api\s+key|key`;
// The noun, then up to 160 characters of its line (one sentence end allowed), "it's" / "it is",
// one token ending its clause.
const NAMED_THEN_ITS = new RegExp(
  String
    .raw`(?<!\p{L})(${CODE_NOUN}|${KEY_NOUN})(?!\p{L})([^\n.!?]{0,160}?(?:[.!?][ \t]+[^\n.!?]{0,100}?)?)` +
    String.raw`(?<!\p{L})it(?:['’]s|[ \t]+is)[ \t]+([^\s,;]{4,128}?)(?=[.!]?(?:[ \t,;]|$))`,
  "gidmu",
);
const HEX_KEY =
  /^(?:[0-9a-f]{32}|[0-9a-f]{40}|[0-9a-f]{64}|[0-9A-F]{32}|[0-9A-F]{40}|[0-9A-F]{64})$/;
const DIGITS = /^\d{4,10}$/;
const CODE = new RegExp(String.raw`^(?:${CODE_NOUN})$`, "iu");
// The noun heading a compound about the credential's rules or tools ("password policy. It's
// Min12-Chars#Upper", "key format"): what follows is a rule or an example, not the credential.
const ABOUT =
  /^\s*(?:policy|policies|format|formats|rules?|requirements?|pattern|length|strength|hint|manager|field|prompt|example|sample)(?!\p{L})/iu;

function givenAsIt(noun: string, between: string, v: string): boolean {
  if (ID_LABEL.test(noun + between) || referenceWords(noun + between)) return false;
  if (ABOUT.test(between)) return false;
  if (looksFake(v) || isTemplateOrMask(v)) return false;
  if (CODE.test(noun)) return DIGITS.test(v) || memorable(v) || colonEndPassword(v);
  if (HEX_KEY.test(v) || UUID_ONLY.test(v)) return !/^password|^passphrase/i.test(noun);
  return memorable(v) || colonEndPassword(v) || keyShaped(v);
}

function findNamedThenIts(text: string, at: number[] | null): Span[] {
  const spans: Span[] = [];
  for (const [ws, we] of hitWindows(text, at, 300, 160)) {
    const part = text.slice(ws, we);
    // Each noun is tried in turn (a "key" in "key safe code" must not hide the "safe code").
    const re = new RegExp(NAMED_THEN_ITS);
    for (let m = re.exec(part); m !== null; m = re.exec(part)) {
      re.lastIndex = m.index + m[1].length;
      if (!givenAsIt(m[1], m[2], m[3])) continue;
      const [start, end] = m.indices![3]!;
      spans.push({
        start: ws + start,
        end: ws + end,
        rule: "named-then-its-value",
        category: "secret",
      });
    }
  }
  return spans;
}

export const NAMED_THEN_ITS_RULES: TextRule[] = [{
  id: "named-then-its-value",
  category: "secret",
  keywords: ["it's", "it’s", "it is"],
  find: findNamedThenIts,
}];

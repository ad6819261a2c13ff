// Redaction round 15: a credential's name, then an aside, then the colon and the value: "Niagara
// station admin password, as set on the configuration screen: <value>", "copied from the Tuya
// local key settings page: <value>", "TACACS+ key (shared, all PoPs): <value>". The rules that
// read `name: value` need the colon next to the name; here up to 60 characters of one clause
// stand between. Only a value that a person would not write as prose counts (three character
// classes or random material) that ends its clause, never after an identifier or a public key's
// name.
import {
  credentialShaped,
  FILE_NAME,
  isPublicValue,
  randomMaterial,
  wordish,
} from "./credential_shape.ts";
import { isTemplateOrMask, looksFake } from "./placeholders.ts";
import { registerRegex } from "./regex_index.ts";
import { hitLines, type Span, type TextRule } from "./rule_kit.ts";
import { execWindows } from "./windows.ts";

const NOUN = String
  .raw`[Pp]ass(?:word|phrase|code)|PASSWORD|[Kk]ey|KEY|[Ss]ecret|SECRET|[Tt]oken|TOKEN|PIN|OTP`;
// The name's last word, an aside of one clause (no colon, quote, sentence end or `=`), the value.
const ASIDE_LABEL = new RegExp(
  String
    .raw`(${NOUN})(?![\p{L}\d_])([ ,(][^:\n<>"'\x60=.;!?[\]{}]{1,60}?):[ \t]+([^\s"'<>]{8,200}?)[.,;]?(?=$|[ \t]*(?:[—–|"'\]þ]|<[\/!-]|-[ \t]|[ \t]{2}))`,
  "gmu",
);
// Registered with the text index: with more hits than the gate lists, its nouns come from the
// index's shared pass, not from a scan of its own.
registerRegex(ASIDE_LABEL, "text");
// An identifier, a checksum or a public value is named the same way ("key id, from the console:").
const NOT_SECRET =
  /\b(?:id|ids|ID|request|trace|correlation|commit|build|hash|checksum|fingerprint|public|publishable|site|primary|foreign|partition|sort|order|ticket|case|run|job|length|size|format|type|policy|rotation|expiry|expires|version)\b/;
const NOT_SECRET_NAME =
  /(?:public|publishable|site|primary|foreign|sort|partition|license)[ _-]?key$/i;

function classes(v: string): number {
  return Number(/[a-z]/.test(v)) + Number(/[A-Z]/.test(v)) + Number(/\d/.test(v)) +
    Number(/[^A-Za-z0-9]/.test(v));
}

function asideValue(v: string): boolean {
  if (isTemplateOrMask(v) || looksFake(v) || isPublicValue(v) || FILE_NAME.test(v)) return false;
  if (/^[$\/~\\<(\[{]|^%\w+%$|:\/\/|^[\w.+-]+@[\w-]+\.[\w.]+$/.test(v)) return false;
  if (credentialShaped(v, true) || randomMaterial(v, 12)) return true;
  // A typed password: three classes, with a digit or long enough not to be a phrase.
  return classes(v) >= 3 && (v.length >= 10 && /\d/.test(v) || v.length >= 16 && !wordish(v));
}

/** A sticky `re` tried at each keyword hit (the name starts there), so the cost is the hits', not
 * the lines'. With too many hits for the gate to list (`at` null), at each match of `starts` (a
 * cheap search), moved to the name's start by `startOf`; `worth` skips a place before the regex. */
export function atHits(
  re: RegExp,
  starts: RegExp,
  text: string,
  at: number[] | null,
  visit: (m: RegExpExecArray) => void,
  worth: (p: number) => boolean = () => true,
  startOf: (m: RegExpExecArray) => number = (m) => m.index,
) {
  const places = at ?? Array.from(text.matchAll(starts), startOf);
  let last = -1;
  for (const p of places) {
    if (p === last || !worth(p)) continue;
    last = p;
    re.lastIndex = p;
    const m = re.exec(text);
    if (m) visit(m);
  }
}

const ASIDE_KEYWORDS = ["pass", "key", "secret", "token", "pin", "otp"];

function findAsideLabels(text: string, at: number[] | null): Span[] {
  const spans: Span[] = [];
  execWindows(ASIDE_LABEL, text, at, 0, 320, (m, offset) => {
    const from = offset + m.index;
    const before = text.slice(Math.max(0, from - 24), from) + m[1];
    if (NOT_SECRET.test(m[2]) || NOT_SECRET_NAME.test(before)) return;
    // A type or a call (`value: Json7Type[Key]`, `(bytes: Uint8Array)`) is code, not a value.
    const value = m[3];
    if (/[()[\]{}]/.test(value) || !asideValue(value)) return;
    const start = from + m[0].indexOf(value, m[1].length + m[2].length);
    spans.push({ start, end: start + value.length, rule: "aside-label", category: "secret" });
  });
  return spans;
}

// The value first, then an arrow pointing back at it and the name (`<value>   <- Accela app
// secret`), as people annotate a pasted line: up to six words that end in a credential noun and
// end the clause.
const ARROW_NOUN = String
  .raw`[\p{L}\d]*(?:[Pp]ass(?:word|wort|phrase|code)|[Kk]ey|KEY|[Ss]ecret|SECRET|[Tt]oken|TOKEN|PIN|PAT)`;
const ARROW_LABEL = new RegExp(
  String
    .raw`(?<![^\s"'>:(\[,=])([^\s"'<>]{8,200})[ \t]+<-{1,2}[ \t]*((?:[^\s<>"]+[ \t]+){0,6}?)${ARROW_NOUN}(?=[ \t]*(?:$|["'<\]þ)]|[—–-][ \t]))`,
  "gu",
);

function findArrowLabels(text: string, at: number[] | null): Span[] {
  const spans: Span[] = [];
  hitLines(text, at, (s, e) => {
    const line = text.slice(s, e);
    ARROW_LABEL.lastIndex = 0;
    for (let m = ARROW_LABEL.exec(line); m; m = ARROW_LABEL.exec(line)) {
      // "<- not a password", "<- public key", "<- key id": the arrow says what it is not.
      if (/\b(?:not|no|never)\b/i.test(m[2]) || NOT_SECRET.test(m[2])) continue;
      if (/[()[\]{}]/.test(m[1]) || !asideValue(m[1])) continue;
      spans.push({
        start: s + m.index,
        end: s + m.index + m[1].length,
        rule: "aside-label",
        category: "secret",
      });
    }
  });
  return spans;
}

export const ASIDE_LABEL_RULES: TextRule[] = [
  {
    id: "aside-label",
    category: "secret",
    keywords: ["<-"],
    find: findArrowLabels,
  },
  {
    id: "aside-label",
    category: "secret",
    keywords: ASIDE_KEYWORDS,
    find: findAsideLabels,
  },
];

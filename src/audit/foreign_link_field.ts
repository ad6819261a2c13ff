// Redaction round 34 (issue 13): a ticket's or form's record written as two lines, the field's
// name holding the credential noun and the next line its value —
//   Field: le mot de passe          Field: 密码          Setting: Wi-Fi パスワード
//   Value: V                        Value: V             Value: V
// The noun's line is a field label and a short name (no word about the secret, "password
// policy"); the next line is a value label and one value the noun's kind accepts.
import { valueAt, valueFits } from "./foreign_link_value.ts";
import { ABOUT_WORDS, type NounKind } from "./foreign_link_words.ts";

const ABOUT = new Set(ABOUT_WORDS);
const FIELD_LINE = /^[ \t]*(?:field|name|key|item|setting|parameter|attribute)[ \t]*[:=][ \t]*/i;
const VALUE_LINE = /^[ \t]*(?:value|val|content)[ \t]*[:=][ \t]*/i;

/** The value on the line after a `Field: … <noun> …` line, or undefined. */
export function valueBelowField(
  text: string,
  start: number,
  end: number,
  kind: NounKind,
): [number, string] | undefined {
  const lineStart = text.lastIndexOf("\n", start - 1) + 1;
  const label = FIELD_LINE.exec(text.slice(lineStart, start));
  if (label === null) return undefined;
  let lineEnd = text.indexOf("\n", end);
  if (lineEnd < 0 || lineEnd - lineStart > 80) return undefined;
  const name = text.slice(lineStart + label[0].length, lineEnd).toLowerCase();
  if ((name.match(/[\p{L}\p{N}]+/gu) ?? []).some((w) => ABOUT.has(w))) return undefined;
  if (text[lineEnd - 1] === "\r") lineEnd--;
  const next = text.indexOf("\n", lineEnd) + 1;
  const head = VALUE_LINE.exec(text.slice(next, next + 40));
  if (head === null) return undefined;
  const found = valueAt(text, next + head[0].length);
  if (found === undefined || !valueFits(kind, found[1])) return undefined;
  // The value ends its line: "Value: 1234 (masked)" or a sentence is no record's value.
  const rest = text.slice(found[0] + found[1].length, found[0] + found[1].length + 4);
  return /^[ \t]*["'”“»’」』]?[ \t]*(?:\r?\n|$)/.test(rest) ? found : undefined;
}

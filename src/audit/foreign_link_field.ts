// Redaction round 34 (issue 13): two readers of the foreign-link grammar beside its slot. A
// ticket's or form's record written as two lines, the field's name holding the credential noun
// and the next line its value —
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

// A voice note's transcript: the noun, up to four words, an ellipsis, then the value said twice
// ("PIN aşağıda... 5262... 5262 ...", "الباسورد بتاع NAS... V... V ..."): the repeat is the link.
const ELLIPSIS = /(?:\.{3}|…)[ \t]*/y;
const SAID = /^(?:\.{3}|…)[ \t]*/;

/** The value said twice after an ellipsis that follows the noun at `end` (both sayings). */
export function valueSaidTwice(
  text: string,
  end: number,
  kind: NounKind,
): [number, string] | undefined {
  const stop = Math.min(text.length, end + 80);
  let at = -1;
  for (let i = end; i < stop && text[i] !== "\n"; i++) {
    if (text[i] === "…" || (text[i] === "." && text.startsWith("...", i))) {
      at = i;
      break;
    }
  }
  if (at < 0) return undefined;
  const words = text.slice(end, at).trim().split(/[ \t]+/).filter((w) => w.length > 0);
  if (words.length > 4 || words.some((w) => ABOUT.has(w.toLowerCase()))) return undefined;
  ELLIPSIS.lastIndex = at;
  if (!ELLIPSIS.test(text)) return undefined;
  const found = valueAt(text, ELLIPSIS.lastIndex);
  if (found === undefined || !valueFits(kind, found[1])) return undefined;
  const after = text.slice(found[0] + found[1].length, found[0] + 2 * found[1].length + 12);
  const said = SAID.exec(after);
  if (said === null || !after.startsWith(found[1], said[0].length)) return undefined;
  // Both sayings go: the span runs from the first to the end of the repeat.
  const end2 = found[0] + found[1].length + said[0].length + found[1].length;
  return [found[0], text.slice(found[0], end2)];
}

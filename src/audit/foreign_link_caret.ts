// Redaction round 33 (issue 13): the value alone on a line, named by the next line's caret —
//   V
//   ^ that's the NickServ password for …      ("^ le code PIN Jira (…)", "^ 密码 Mercado Pago …")
// The caret is the chat's pointer to the line above, the same reverse order as "V comme <noun>"
// (foreign_link_rules.ts valueBefore), in any language: up to three words between caret and noun.
import { valueFits } from "./foreign_link_value.ts";
import { ABOUT_WORDS, type NounKind } from "./foreign_link_words.ts";

const ABOUT = new Set(ABOUT_WORDS);
// A word between the caret and the noun: letters of any script, an apostrophe ("that's").
const BETWEEN = /^[\p{L}\p{M}\p{N}'’.-]+$/u;
// The line above holds one token of printable ASCII and nothing else.
const ALONE = /(?:^|\n)[ \t]*([!-~]{4,200})[ \t]*\r?\n$/;

/** Whether the word right after a noun makes the phrase about the secret ("password hash"). */
export function aboutAfter(text: string, end: number): boolean {
  const w = /^[ \t]*([\p{L}\p{N}]+)/u.exec(text.slice(end, end + 40));
  return w !== null && ABOUT.has(w[1].toLowerCase());
}

/** The value on the line above a caret that points at the noun at `start`…`end`. */
export function valueAboveCaret(
  text: string,
  start: number,
  end0: number,
  kind: NounKind,
): [number, string] | undefined {
  if (aboutAfter(text, end0)) return undefined;
  const floor = Math.max(0, start - 80);
  let end = start;
  for (let k = 0; k <= 3 && end > floor; k++) {
    while (end > floor && (text[end - 1] === " " || text[end - 1] === "\t")) end--;
    let s0 = end;
    while (s0 > floor && text.charCodeAt(s0 - 1) > 32) s0--;
    const w = text.slice(s0, end);
    if (w === "^") {
      let line = s0;
      while (line > 0 && (text[line - 1] === " " || text[line - 1] === "\t")) line--;
      if (line > 0 && text[line - 1] !== "\n") return undefined;
      const above = ALONE.exec(text.slice(Math.max(0, line - 220), line));
      if (above === null) return undefined;
      const v = above[1];
      const at = line - above[0].length + above[0].indexOf(v);
      return valueFits(kind, v) ? [at, v] : undefined;
    }
    if (w.length === 0 || ABOUT.has(w.toLowerCase()) || !BETWEEN.test(w)) return undefined;
    end = s0;
  }
  return undefined;
}

// Redaction round 16: a password of digits only, right after a password word in any language and
// a colon or a bracketed aside ("كلمة المرور: 94259322", "mật khẩu: 44319434", "비밀번호 (date of
// birth) 63666830"). prose-password's value test wants letters (a bare number after "password" in
// a sentence is often a count or a year); here the colon or the aside says the value comes next.
import { samplePin } from "./pin_rules.ts";

const DIGIT_VALUE =
  /^(?:[ \t]*\(([^()\n]{1,30})\)[ \t]*[:：]?|[ \t]*[:：])[ \t]*(\d{6,12})(?=[ \t]*(?:$|[—–|,;!)"'<]|\.(?!\d)|-[ \t]))/;
// An aside about the password, not its value ("(min length)", "(hash)", "(changed)").
const ABOUT = /length|policy|hint|hash|\bid\b|expir|chang|rotat|reset|digits|chars/i;
const DATE_LIKE = /^(?:19|20)\d\d(?:0[1-9]|1[0-2])(?:[0-2]\d|3[01])$/;

/** The digits after a password word that ends at `end`, as [start, value], if they are its value. */
export function digitPassword(text: string, end: number): [number, string] | undefined {
  // Cheap first: a colon or a bracket within the next three characters, read on this line only.
  let p = end;
  while (p < end + 2 && (text[p] === " " || text[p] === "\t")) p++;
  const c = text[p];
  if (c !== ":" && c !== "：" && c !== "(") return undefined;
  const rest = text.slice(end, end + 80);
  const nl = rest.indexOf("\n");
  const m = DIGIT_VALUE.exec(nl < 0 ? rest : rest.slice(0, nl));
  if (!m || (m[1] !== undefined && ABOUT.test(m[1]))) return undefined;
  const v = m[2];
  if (samplePin(v) || DATE_LIKE.test(v)) return undefined;
  return [end + m[0].length - v.length, v];
}

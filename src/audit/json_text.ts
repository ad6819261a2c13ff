// Whether a string holds a JSON object or array (checked before parsing it).

const MAX_JSON_TEXT = 1_048_576;

const SPACE = /\s/;

/** First and last non-space characters are a matching bracket pair (no copy of `s` is made). */
export function looksLikeJson(s: string): boolean {
  if (s.length < 2 || s.length > MAX_JSON_TEXT) return false;
  let a = 0;
  let b = s.length - 1;
  while (a < b && SPACE.test(s[a])) a++;
  while (b > a && SPACE.test(s[b])) b--;
  return (s[a] === "{" && s[b] === "}") || (s[a] === "[" && s[b] === "]");
}

// Redaction round 68 (issue 13): password generators put `=` among their marks (`Tk4=pW!z9Qe`),
// but the value shapes leave `=` out, since `name=value` and base64's padding hold it too. An
// interior `=` is a mark when the part before it is no name: it holds a policy mark, a digit
// among both cases, or a run of five or more letters that does not read aloud (`Vhzmf`); a name
// (`Max-Age`, `SpanID`, `kmsKeyId`, `PGPASSWORD`, `md5`) has none. The whole, `=` read as a
// mark, must then pass the value shapes themselves. Tuning sets: v54 and v47.

const POLICY_MARK = /[!#$%&*+?@^~]/;
// Five or more letters in one case, or capitalised: camel case splits a name into its words.
const LETTER_RUN = /[A-Z]?[a-z]{4,}|[A-Z]{5,}/g;

/** A run of letters with a vowel in every five and no four consonants together reads aloud. */
function readsAloud(run: string): boolean {
  const r = run.toLowerCase();
  return !/[^aeiouy]{4}/.test(r) && (r.match(/[aeiouy]/g)?.length ?? 0) * 5 >= r.length;
}

/** The part before a value's first `=` is random material, not a setting's name. */
export function randomBeforeEq(left: string): boolean {
  if (left === "" || left.startsWith("-")) return false;
  if (POLICY_MARK.test(left)) return true;
  // A digit counts among both cases (`Y4lSlT`); a name holds it in one (`md5`, `MD5`, `utf8`).
  if (/\d/.test(left) && /[a-z]/.test(left) && /[A-Z]/.test(left)) return true;
  for (const m of left.matchAll(LETTER_RUN)) if (!readsAloud(m[0])) return true;
  return false;
}

/** `v` with each interior `=` read as a policy mark (`!`), or undefined when its `=` do not
 * stand among random material (none, doubled, last, or after a name). */
export function eqAsMark(v: string): string | undefined {
  const at = v.indexOf("=");
  if (at < 0 || v.endsWith("=") || v.includes("==")) return;
  if (!randomBeforeEq(v.slice(0, at))) return;
  return v.replaceAll("=", "!");
}

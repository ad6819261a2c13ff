// A regex asked about one character at a time (a scan walking to a word's edge) costs a regex
// call per character, and in an audit each call is cold (cost round 50). Its answers on ASCII are
// read once into a table; other characters still ask the regex, so the answers are the same.

/** `re.test(s[i])`, for `re` without flags g or y (its test keeps no state between calls). */
export type CharTest = (s: string, i: number) => boolean;

/** `re.test(c)` for each ASCII character code `c` (1 or 0). */
export function asciiTable(re: RegExp): Uint8Array {
  if (re.global || re.sticky) {
    throw new Error(`a character table needs a regex without g or y: ${re}`);
  }
  const ascii = new Uint8Array(128);
  for (let c = 0; c < 128; c++) ascii[c] = re.test(String.fromCharCode(c)) ? 1 : 0;
  return ascii;
}

/** The test of one character of `s` by `re`, from a table on ASCII (built here, once). */
export function charTest(re: RegExp): CharTest {
  const ascii = asciiTable(re);
  return (s, i) => {
    const c = s.charCodeAt(i); // NaN out of range: asks the regex, as s[i] is then undefined
    return c < 128 ? ascii[c] === 1 : re.test(s[i]);
  };
}

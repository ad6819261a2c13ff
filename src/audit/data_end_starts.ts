// Where a match of data_end_voice.ts's endThenLabel can begin (cost round 45): on JSON text its
// regex was tried at every quote, colon and line break near an end word, and a residue scan read
// every window for its `^`-led alternatives; a match begins only at one of the openers below.

// Every alternative of endThenLabel opens with one of these, as the regex reads them (flags iu):
// a ruler (RULER: three or more of "-", "=", "#" or "*", at any of its places that leave three),
// a bracket, a line start of START (a line break, an escaped "\n" in either case, three or more
// backticks or quotes, again at any place leaving three), or ":" and blanks before three closing
// brackets; or at the slice's start (START's "^"), which the search always tries first.
const OPENER = /-{3,}|={3,}|#{3,}|\*{3,}|`{3,}|"{3,}|\[|\n|\\[nN]|:[ \t]*[\]}]{3}/g;

/**
 * Sorted offsets in [from, to) where endThenLabel can match in `text.slice(from, to)` (a superset:
 * every opener, whatever follows it), listed as the search reads them (PhraseRule.starts).
 */
export function* dataEndStarts(text: string, from: number, to: number): Generator<number> {
  // A match in the slice reads nothing past its end, so neither does an opener.
  const part = text.slice(from, to);
  let i = 0;
  for (;;) {
    OPENER.lastIndex = i;
    const m = OPENER.exec(part);
    if (m === null) return;
    const c = m[0].charCodeAt(0);
    // A run of a ruler's or fence's character opens a match at each place leaving three.
    const last = c === 45 || c === 61 || c === 35 || c === 42 || c === 96 || c === 34
      ? m.index + m[0].length - 3
      : m.index;
    i = m.index + m[0].length;
    for (let p = m.index; p <= last; p++) yield from + p;
  }
}

// A line's start looked up only as far back as a rule reads it. Rules that test "is this hit
// within N characters of its line's start" searched back to the start with lastIndexOf, which on a
// one-line text (minified JSON, 30 KB in the bench's JSON rows) read the whole line again for
// every hit (cost round 47).

/**
 * `text.lastIndexOf("\n", from - 1) + 1` (the start of the line holding `from - 1`) when that is
 * at most `reach` code units before `from`, else -1; `from` >= 1.
 */
export function lineStartWithin(text: string, from: number, reach: number): number {
  for (let i = from - 1; i >= 0 && i >= from - reach - 1; i--) {
    if (text.charCodeAt(i) === 10) return i + 1;
  }
  return from <= reach ? 0 : -1;
}

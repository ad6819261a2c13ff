// Finds long runs of base64/base64url/hex characters, or of token characters, without a
// backtracking regex. The search checks the last character of each candidate window first and
// jumps past any non-run character, so ordinary prose (words shorter than `min`) is read only a
// few characters per window.

function table(chars: string): Uint8Array {
  const t = new Uint8Array(128);
  for (const ch of chars) t[ch.charCodeAt(0)] = 1;
  return t;
}

const ALNUM = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";
const RUN_CHAR = table(ALNUM + "+/_-");
const TOKEN_CHAR = table(ALNUM + "_.~:-");

/** Each maximal run of at least `min` characters of `t`; `visit` returns false to stop. */
export function eachRun(
  text: string,
  min: number,
  t: Uint8Array,
  visit: (start: number, end: number) => boolean,
): void {
  const n = text.length;
  const inRun = (c: number) => c < 128 && t[c] === 1;
  let i = 0; // invariant: i is 0 or follows a character outside the run class
  // Cost round 48: [i, known) are run characters already read (a window's tail, read backwards
  // before a character outside the class moved i past it): the next window reads down to it only.
  let known = 0;
  while (i + min <= n) {
    let j = i + min - 1;
    while (j >= known && inRun(text.charCodeAt(j))) j--;
    if (j >= known) {
      known = i + min;
      i = j + 1;
      continue;
    }
    let end = i + min;
    while (end < n && inRun(text.charCodeAt(end))) end++;
    if (!visit(i, end)) return;
    i = known = end + 1;
  }
}

/** [start, end) of each run of at least `min` characters from [A-Za-z0-9+/_-] (then any "=" padding). */
export function longRuns(text: string, min: number, limit: number): Array<[number, number]> {
  const runs: Array<[number, number]> = [];
  eachRun(text, min, RUN_CHAR, (start, end) => {
    let padded = end;
    while (padded < text.length && padded - end < 2 && text.charCodeAt(padded) === 61) padded++;
    runs.push([start, padded]);
    return runs.length < limit;
  });
  return runs;
}

/** Start of each maximal run of at least `min` characters from [A-Za-z0-9_.~:-]. */
export function tokenRunStarts(text: string, min: number): number[] {
  const starts: number[] = [];
  eachRun(text, min, TOKEN_CHAR, (start) => {
    starts.push(start);
    return true;
  });
  return starts;
}

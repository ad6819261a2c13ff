// Finds long runs of base64/base64url/hex characters without a backtracking regex. The search
// checks the last character of each candidate window first and jumps past any non-run character,
// so ordinary prose (words shorter than `min`) is read only a few characters per window.

const RUN_CHAR = new Uint8Array(128);
for (const ch of "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/_-") {
  RUN_CHAR[ch.charCodeAt(0)] = 1;
}

function isRun(c: number): boolean {
  return c < 128 && RUN_CHAR[c] === 1;
}

/** [start, end) of each run of at least `min` characters from [A-Za-z0-9+/_-] (then any "=" padding). */
export function longRuns(text: string, min: number, limit: number): Array<[number, number]> {
  const runs: Array<[number, number]> = [];
  const n = text.length;
  let i = 0; // invariant: i is 0 or follows a non-run character
  while (i + min <= n) {
    let j = i + min - 1;
    while (j >= i && isRun(text.charCodeAt(j))) j--;
    if (j >= i) {
      i = j + 1;
      continue;
    }
    let end = i + min;
    while (end < n && isRun(text.charCodeAt(end))) end++;
    let padded = end;
    while (padded < n && padded - end < 2 && text.charCodeAt(padded) === 61) padded++;
    runs.push([i, padded]);
    if (runs.length >= limit) return runs;
    i = end + 1;
  }
  return runs;
}

const TOKEN_CHAR = new Uint8Array(128);
for (const ch of "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_.~:-") {
  TOKEN_CHAR[ch.charCodeAt(0)] = 1;
}

function isToken(c: number): boolean {
  return c < 128 && TOKEN_CHAR[c] === 1;
}

/** Start of each maximal run of at least `min` characters from [A-Za-z0-9_.~:-] (same skip-ahead). */
export function tokenRunStarts(text: string, min: number): number[] {
  const starts: number[] = [];
  const n = text.length;
  let i = 0; // invariant: i is 0 or follows a non-token character
  while (i + min <= n) {
    let j = i + min - 1;
    while (j >= i && isToken(text.charCodeAt(j))) j--;
    if (j >= i) {
      i = j + 1;
      continue;
    }
    starts.push(i);
    let end = i + min;
    while (end < n && isToken(text.charCodeAt(end))) end++;
    i = end + 1;
  }
  return starts;
}

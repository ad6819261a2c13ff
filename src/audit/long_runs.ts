// Finds long runs of base64/base64url/hex characters without a backtracking regex (one linear pass).

const RUN_CHAR = new Uint8Array(128);
for (const ch of "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/_-") {
  RUN_CHAR[ch.charCodeAt(0)] = 1;
}

/** [start, end) of each run of at least `min` characters from [A-Za-z0-9+/_-] (then any "=" padding). */
export function longRuns(text: string, min: number, limit: number): Array<[number, number]> {
  const runs: Array<[number, number]> = [];
  let start = -1;
  for (let i = 0; i <= text.length; i++) {
    const c = i < text.length ? text.charCodeAt(i) : 0;
    if (c < 128 && RUN_CHAR[c] === 1) {
      if (start < 0) start = i;
      continue;
    }
    if (start >= 0 && i - start >= min) {
      let end = i;
      while (end < text.length && end - i < 2 && text.charCodeAt(end) === 61) end++;
      runs.push([start, end]);
      if (runs.length >= limit) return runs;
    }
    start = -1;
  }
  return runs;
}

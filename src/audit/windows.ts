// Windowed regex search: broad patterns only look near their keywords.

/**
 * Runs a regex over windows [p - before, p + after] around keyword offsets (merged), or over the
 * whole text when `at` is null. Match offsets are reported in `text` coordinates via `offset`;
 * `onMatch` returning true ends the search.
 */
export function execWindows(
  re: RegExp,
  text: string,
  at: number[] | null,
  before: number,
  after: number,
  onMatch: (m: RegExpExecArray, offset: number) => boolean | void,
): void {
  const windows: Array<[number, number]> = [];
  if (at === null) windows.push([0, text.length]);
  else {
    for (const p of at) {
      const s = Math.max(0, p - before);
      const e = Math.min(text.length, p + after);
      const last = windows[windows.length - 1];
      if (last && s <= last[1]) last[1] = Math.max(last[1], e);
      else windows.push([s, e]);
    }
  }
  for (const [s, e] of windows) {
    const slice = s === 0 && e === text.length ? text : text.slice(s, e);
    re.lastIndex = 0;
    for (let m = re.exec(slice); m; m = re.exec(slice)) {
      if (m[0].length === 0) re.lastIndex++;
      if (onMatch(m, s) === true) return;
      if (!re.global) break;
    }
  }
}

// The reference a start-anchored scan is checked against: every match of a global regex over the
// whole text, as "index:match", in order.
export function globalMatches(re: RegExp, text: string): string[] {
  const global = new RegExp(re.source, re.flags.includes("g") ? re.flags : `${re.flags}g`);
  return [...text.matchAll(global)].map((m) => `${m.index}:${m[0]}`);
}

/**
 * The reference a windowed search is checked against: keyword windows [p - before, p + after]
 * merged as windows.execWindows merges them, each searched by a plain copy of `re` ("index:match"
 * in text offsets; a regex that is not global gives one match per window).
 */
export function windowMatches(
  re: RegExp,
  text: string,
  at: number[],
  before: number,
  after: number,
): string[] {
  const windows: Array<[number, number]> = [];
  for (const p of at) {
    const s = Math.max(0, p - before), e = Math.min(text.length, p + after);
    const last = windows[windows.length - 1];
    if (last && s <= last[1]) last[1] = Math.max(last[1], e);
    else windows.push([s, e]);
  }
  return windows.flatMap(([s, e]) => {
    const slice = text.slice(s, e);
    const plain = new RegExp(re.source, re.flags);
    const found = re.global ? [...slice.matchAll(plain)] : [plain.exec(slice)].filter((m) => m);
    return found.map((m) => `${s + m!.index}:${m![0]}`);
  });
}

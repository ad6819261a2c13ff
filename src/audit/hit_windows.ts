// Where a rule needs to read around its keyword hits, shared by execWindows and the rules that
// scan their own label regexes (access codes, handed passwords and secrets).

/**
 * The stretches [p - before, p + after] around keyword offsets `at`, merged where they touch, or
 * the whole text when `at` is null: where a rule's regex needs to read, not the whole text.
 */
export function hitWindows(
  text: string,
  at: number[] | null,
  before: number,
  after: number,
): [number, number][] {
  if (at === null) return [[0, text.length]];
  const out: [number, number][] = [];
  for (const p of at) {
    const s = Math.max(0, p - before);
    const e = Math.min(text.length, p + after);
    const last = out[out.length - 1];
    if (last && s <= last[1]) last[1] = Math.max(last[1], e);
    else out.push([s, e]);
  }
  return out;
}

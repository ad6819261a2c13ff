// The reference a start-anchored scan is checked against: every match of a global regex over the
// whole text, as "index:match", in order.
export function globalMatches(re: RegExp, text: string): string[] {
  const global = new RegExp(re.source, re.flags.includes("g") ? re.flags : `${re.flags}g`);
  return [...text.matchAll(global)].map((m) => `${m.index}:${m[0]}`);
}

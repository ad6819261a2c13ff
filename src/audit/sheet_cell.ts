// Redaction round 64 (issue 13): a cell of a sheet pasted as tab-separated text ("<site>\t<system>
// \t<value>\t<who>\t<date>") stands alone as a value does at a clause's end: the tabs bound it,
// whatever its neighbours say. The value's own shape still decides (system_value_rules.ts).

/** [s, e) is a whole cell of a tab-separated row of three or more cells. */
export function sheetCell(text: string, s: number, e: number): boolean {
  if (text.charCodeAt(s - 1) !== 9) return false;
  const next = text.charCodeAt(e);
  if (!(next === 9 || next === 10 || next === 13 || e === text.length)) return false;
  const lineStart = text.lastIndexOf("\n", s - 1) + 1;
  let lineEnd = text.indexOf("\n", e);
  if (lineEnd < 0) lineEnd = text.length;
  let tabs = 0;
  for (let i = lineStart; i < lineEnd && tabs < 2; i++) if (text.charCodeAt(i) === 9) tabs++;
  return tabs >= 2;
}

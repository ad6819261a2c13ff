// Verse for the human-context discounts (human_context.ts), split out of it in round inj35 (size
// only). Three or more short lines whose endings rhyme in pairs ("made/shade", "word/bird").
// An order to the frost in a poem is not one to the model (no AI or data word in the text).
function rhymeKey(line: string): string {
  return line.replace(/[^\p{L}]+$/u, "").slice(-2).toLowerCase();
}

/**
 * The non-blank lines of `text`, trimmed; undefined as soon as one is longer than `max` (read
 * line by line: a long text of prose stops at its first long line instead of splitting whole).
 */
function shortLines(text: string, max: number): string[] | undefined {
  const lines: string[] = [];
  for (let from = 0; from <= text.length;) {
    const nl = text.indexOf("\n", from);
    const to = nl < 0 ? text.length : nl;
    const line = text.slice(from, to).trim();
    if (line.length > max) return undefined;
    if (line.length > 0) lines.push(line);
    from = to + 1;
  }
  return lines;
}

export function isVerse(text: string): boolean {
  const lines = shortLines(text, 70);
  if (lines === undefined || lines.length < 3) return false;
  let rhymes = 0;
  for (let i = 0; i + 1 < lines.length; i++) {
    const k = rhymeKey(lines[i]);
    if (k.length === 2 && (k === rhymeKey(lines[i + 1]) || k === rhymeKey(lines[i + 2] ?? ""))) {
      rhymes++;
    }
  }
  return rhymes * 2 >= lines.length - 1;
}

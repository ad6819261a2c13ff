// Where a match of the ai-qualified-label rule can begin, found without running its regex over the
// whole text. Every match holds a machine noun (MACHINE: "ai", "assistant", "model", "claude"…)
// after a non-word character, or a hyphenated "-assistant"/"-ai"/"-bot"/"-llm"; what comes before
// that word in a match ("(note for the automated ", "footnote to an ", "\n  the ") spans at most
// LABEL_RUNS runs (a word, a stretch of blanks, or one other character), so the match begins inside
// those runs. Each run is one element of the label (see LABEL in label_rules.ts).
const CORE =
  /\b(?:ai|a\.i|llm|large|language|assistant|chatbot|claude|chatgpt|gpt|model|bot|summari|crawler)|-(?:assistant|ai|bot|llm)/gi;

/** "(", blanks, "note", blanks, "for", blanks, "the", blanks, "automated", blanks. */
const LABEL_RUNS = 10;

const SPACE = /\s/;

function isSpace(c: number): boolean {
  return c === 32 || (c >= 9 && c <= 13) || (c >= 0x80 && SPACE.test(String.fromCharCode(c)));
}

function isWord(c: number): boolean {
  return (c >= 97 && c <= 122) || (c >= 65 && c <= 90) || (c >= 48 && c <= 57) || c === 95;
}

/** 0 word, 1 blank, 2 other (each other character is a run of its own). */
function kind(c: number): number {
  return isWord(c) ? 0 : isSpace(c) ? 1 : 2;
}

/** Start of the `runs`-th run before `p` (or 0). */
function runsBack(text: string, p: number, runs: number): number {
  let i = p;
  for (let r = 0; r < runs && i > 0; r++) {
    const k = kind(text.charCodeAt(i - 1));
    i--;
    if (k === 2) continue;
    while (i > 0 && kind(text.charCodeAt(i - 1)) === k) i--;
  }
  return i;
}

/**
 * Sorted offsets in [from, to) including every offset where the rule's regex can match in
 * `text.slice(from, to)`, except the slice's own start (a line start and word edge there).
 */
export function labelStarts(text: string, from = 0, to = text.length): number[] {
  // The slice, not the text: a search for the next noun must not read past `to`.
  const part = from === 0 && to === text.length ? text : text.slice(from, to);
  const starts: number[] = [];
  let next = 0;
  CORE.lastIndex = 0;
  for (let m = CORE.exec(part); m; m = CORE.exec(part)) {
    const p = m.index;
    for (let i = Math.max(next, runsBack(part, p, LABEL_RUNS)); i <= p; i++) starts.push(from + i);
    next = Math.max(next, p + 1);
  }
  return starts;
}

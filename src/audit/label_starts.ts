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
 * Sorted offsets including every offset where the rule's regex can match in `text`, and in any
 * slice of it once the slice's own start is added (a slice start is a line start and a word edge).
 */
export function labelStarts(text: string): number[] {
  const starts: number[] = [];
  let next = 0;
  CORE.lastIndex = 0;
  for (let m = CORE.exec(text); m; m = CORE.exec(text)) {
    const p = m.index;
    for (let i = Math.max(next, runsBack(text, p, LABEL_RUNS)); i <= p; i++) starts.push(i);
    next = Math.max(next, p + 1);
  }
  return starts;
}

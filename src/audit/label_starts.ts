// Where a match of the ai-qualified-label rule can begin, found without running its regex over the
// whole text. Every match holds a machine noun (MACHINE: "ai", "assistant", "model", "claude"…)
// after a non-word character, or a hyphenated "-assistant"/"-ai"/"-bot"/"-llm"; what comes before
// that word in a match ("(note for the automated ", "footnote to an ", "\n  the ") spans at most
// LABEL_RUNS runs (a word, a stretch of blanks, or one other character), so the match begins inside
// those runs. Each run is one element of the label (see LABEL in label_rules.ts).
import { labelWordSearch } from "./label_words.ts";
import { qualifiedLabelCanEnd } from "./qualified_label_end.ts";

const CORE =
  /\b(?:ai|a\.i|llm|large|language|assistant|chatbot|claude|chatgpt|gpt|model|bot|summari|crawler)|-(?:assistant|ai|bot|llm)/gi;
// Its words are literals: found through the phrase index (label_words.ts).
const nouns = labelWordSearch(CORE);

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

// The characters one of the label alternatives opens with: `(`, `[` (alternative 1 and 3) and
// `\n . ! ? ;` (3). The others open at a line start (3), at a note word (3, even inside a word:
// "footnote to the AI"), or at a word start: "if" (4), a word joined by "-" to the noun (2).
const OPENER = new Uint8Array(128);
for (const ch of "([\n.!?;") OPENER[ch.charCodeAt(0)] = 1;
const NOTE_WORD = /note|notice|message|instruction|memo/iy;
const IF = /if/iy;

function lineEnd(c: number): boolean {
  return c === 10 || c === 13 || c === 0x2028 || c === 0x2029;
}

function startsWithAt(re: RegExp, part: string, i: number): boolean {
  re.lastIndex = i;
  return re.test(part);
}

/** Whether a match can begin at `i` of `part` (the regex is case-insensitive, ASCII `\w`). */
function canOpen(part: string, i: number): boolean {
  const c = part.charCodeAt(i);
  if (c < 128 && OPENER[c] === 1) return true;
  if (i === 0 || lineEnd(part.charCodeAt(i - 1))) return true;
  const low = c | 0x20;
  // The note words open with "no", "me" or "in" (either case): only those reach the regex.
  const next = part.charCodeAt(i + 1) | 0x20;
  const note = ((low === 110 && next === 111) || (low === 109 && next === 101) ||
    (low === 105 && next === 110)) && startsWithAt(NOTE_WORD, part, i);
  if (note || !isWord(c) || isWord(part.charCodeAt(i - 1))) return note;
  if (low === 105 && startsWithAt(IF, part, i)) return true;
  let j = i + 1;
  while (j < part.length && isWord(part.charCodeAt(j))) j++;
  return part.charCodeAt(j) === 45; // "-"
}

/**
 * Sorted offsets in [from, to) including every offset where the rule's regex can match in
 * `text.slice(from, to)`, except the slice's own start (a line start and word edge there), listed
 * as they are read: a search that ends early tests no further openers.
 */
export function* labelStarts(text: string, from = 0, to = text.length): Generator<number> {
  // The nouns are those of the slice: a match there must not read past `to`.
  const part = from === 0 && to === text.length ? text : text.slice(from, to);
  let next = 0;
  for (const p of nouns(text, from, to).at) {
    // A noun no label can end after lists nothing and leaves `next`: runsBack grows with `p`, so
    // the kept nouns still list every opener in their own stretches (qualified_label_end.ts).
    if (!qualifiedLabelCanEnd(part, p)) continue;
    for (let i = Math.max(next, runsBack(part, p, LABEL_RUNS)); i <= p; i++) {
      if (canOpen(part, i)) yield from + i;
    }
    next = Math.max(next, p + 1);
  }
}

// ai-label-order (tool_order_rules.ts, flags iu) opens at `^`, at `\n " ' >` (blanks may follow),
// or at `. ! ?` before a blank; then come blanks and comment markers, at most a preposition and
// an article ("para la", "for the") and a prefix ("ai-", "llm "), all short, then the AI word.
const TOOL_WORDS = /agent|assistant|assistent|asistente|bot|ai|ia|ki|llm/giu;
const toolWords = labelWordSearch(TOOL_WORDS);
/** Letters and quotes of those prepositions, articles and prefixes (as the rule reads them). */
const TOOL_LEAD_LETTER = /[parouftilndhekmü'’]/iu;
/**
 * "pour" + "the": the most letters between the opener and the first AI word or prefix (a prefix,
 * "ai", "ia", "ki" or "llm", is one of the words, so a search from it starts after it).
 */
const TOOL_LEAD_LETTERS = 7;
const BLANK = /\s/u;

// What a code unit is to the lead: a marker or blank, a lead letter, a blank (bits). Per ASCII
// unit the answers are read once from the regexes themselves (a regex test per character of a
// 60 KB text cost ~40 µs, cost round 27); other units still ask the regexes.
const MARKER_OR_BLANK = 1, LEAD_LETTER = 2, BLANK_UNIT = 4;

function leadKindOf(ch: string): number {
  const blank = BLANK.test(ch);
  return (blank || ch === "#" || ch === "/" || ch === "-" || ch === ";" ? MARKER_OR_BLANK : 0) |
    (TOOL_LEAD_LETTER.test(ch) ? LEAD_LETTER : 0) | (blank ? BLANK_UNIT : 0);
}

const ASCII_LEAD = Uint8Array.from({ length: 128 }, (_, c) => leadKindOf(String.fromCharCode(c)));

function leadKind(part: string, i: number): number {
  const c = part.charCodeAt(i);
  return c < 128 ? ASCII_LEAD[c] : leadKindOf(part[i]);
}

function toolOpener(part: string, i: number): boolean {
  const c = part.charCodeAt(i);
  if (c === 10 || c === 34 || c === 39 || c === 62) return true;
  return (c === 46 || c === 33 || c === 63) && i + 1 < part.length &&
    (leadKind(part, i + 1) & BLANK_UNIT) !== 0;
}

/**
 * Sorted offsets in [from, to) including every offset where ai-label-order's tool regex can
 * match in `text.slice(from, to)`, except the slice's own start (`^`, tried first by the search).
 */
export function* toolLabelStarts(text: string, from = 0, to = text.length): Generator<number> {
  const part = from === 0 && to === text.length ? text : text.slice(from, to);
  let next = 0;
  for (const p of toolWords(text, from, to).at) {
    // Back over blanks, markers and the few letters that may stand before the word.
    let lo = p;
    let letters = 0;
    while (lo > 0) {
      const kind = leadKind(part, lo - 1);
      if ((kind & MARKER_OR_BLANK) !== 0) lo--;
      else if (letters < TOOL_LEAD_LETTERS && (kind & LEAD_LETTER) !== 0) (lo--, letters++);
      else break;
    }
    for (let i = Math.max(next, lo - 1); i < p; i++) {
      if (toolOpener(part, i)) yield from + i;
    }
    next = Math.max(next, p);
  }
}

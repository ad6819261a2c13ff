// Where literal words occur in a text, without one indexOf per word over the whole text (on a
// two-byte 60 KB string, ~60 µs for a 7+ letter word). With the keyword gate's hits for a rule
// whose keywords open every word, the words are read at those hits only: each occurrence of a
// word starts a keyword occurrence, and the gate lists the start of each (keyword_gate.ts), except
// where it read a backslash and the word's first letter as one JSON escape (`\r` + "edis-cli");
// those few are found with a two-character search. Otherwise one regex finds them all.
import { ESCAPE_LETTER } from "./keyword_gate.ts";

export interface WordSet {
  words: string[];
  /** Any of the words, case-sensitive. */
  any: RegExp;
  /** Every word opens with one of the rule's keywords (none holding whitespace). */
  gated: boolean;
}

/** `words` (case-sensitive), to be found at the keyword hits of a rule with `keywords`. */
export function wordSet(words: string[], keywords: string[]): WordSet {
  const plain = keywords.map((k) => k.toLowerCase()).filter((k) => !/\s/.test(k));
  const escaped = words.map((w) => w.replace(/[.*+?^${}()|[\]\\/-]/g, "\\$&"));
  return {
    words,
    any: new RegExp(escaped.join("|"), "g"),
    gated: words.every((w) => plain.some((k) => w.toLowerCase().startsWith(k))),
  };
}

/**
 * Calls `visit` with the offset and the word of every occurrence of one of the set's words in
 * `text` (overlapping ones too), in no set order. `at`: the gate's keyword starts in `text` for
 * the rule the set was made with, or null (a search of the whole text).
 */
export function eachWord(
  text: string,
  set: WordSet,
  at: number[] | null,
  visit: (at: number, word: string) => void,
): void {
  const wordsAt = (p: number) => {
    for (const w of set.words) if (text.startsWith(w, p)) visit(p, w);
  };
  if (at === null || !set.gated) {
    const re = set.any;
    re.lastIndex = 0;
    // From the next character, not the match's end: words may overlap.
    for (let m = re.exec(text); m !== null; m = re.exec(text)) {
      wordsAt(m.index);
      re.lastIndex = m.index + 1;
    }
    return;
  }
  for (const p of at) wordsAt(p);
  for (const w of set.words) {
    if (ESCAPE_LETTER[w.charCodeAt(0)] !== 1) continue;
    const escape = "\\" + w[0];
    for (let i = text.indexOf(escape); i >= 0; i = text.indexOf(escape, i + 1)) {
      if (text.startsWith(w, i + 1)) visit(i + 1, w);
    }
  }
}

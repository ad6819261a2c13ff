/**
 * Everyday verbs and phrases of a request → the API words tools are named with, from the
 * lexicon in search_verb_lexicon.ts (round 6): "hand the ticket over" reaches `assign`,
 * "switch off" `disable`/`deactivate`, "make a copy" `duplicate`/`clone`.
 */
import { IRREGULAR, VERB_LEXICON } from "./search_verb_lexicon.ts";
import { processTerm, stem } from "./search_text.ts";

/** Words that may come between a phrase's words ("turn the alerts off", "make a copy of"). */
const MAX_GAP = 3;

export interface Phrase {
  /** The phrase's words, normalised as query words are (normalise). */
  words: string[];
  /** Processed index terms of the API words it stands for. */
  api: string[];
}

/** One phrase found in a request: where its words are, and the API terms it stands for. */
export interface VerbMatch {
  at: number[];
  api: string[];
}

/** Lower-case word → its irregular base form, then stemmed: "gave" and "giving" → "giv". */
export function normalise(word: string): string {
  return stem(IRREGULAR[word] ?? word);
}

export function words(text: string): string[] {
  return text.toLowerCase().split(/[^a-z]+/).filter((w) => w.length > 0);
}

/** "a, b c = x y" lines → phrases keyed by their first word. */
export function parseLexicon(lines: readonly string[]): Map<string, Phrase[]> {
  const byFirst = new Map<string, Phrase[]>();
  for (const line of lines) {
    const [lhs, rhs = ""] = line.split("=");
    const api = words(rhs).map(processTerm).filter((t): t is string => t !== null);
    for (const phrase of lhs.split(",")) {
      const ws = words(phrase).map(normalise);
      if (ws.length === 0 || api.length === 0) continue;
      const list = byFirst.get(ws[0]) ?? [];
      list.push({ words: ws, api });
      byFirst.set(ws[0], list);
    }
  }
  return byFirst;
}

let lexicon: Map<string, Phrase[]> | undefined;

/** The shipped lexicon, parsed once. */
export function verbLexicon(): Map<string, Phrase[]> {
  return lexicon ??= parseLexicon(VERB_LEXICON);
}

/** Positions of `phrase` starting at `start` in `ws`, each next word within `gap`, or null. */
function place(ws: string[], start: number, phrase: string[], gap: number): number[] | null {
  const at = [start];
  for (let k = 1; k < phrase.length; k++) {
    const prev = at[k - 1];
    let j = prev + 1;
    while (j < ws.length && j <= prev + 1 + gap && ws[j] !== phrase[k]) j++;
    if (j >= ws.length || j > prev + 1 + gap) return null;
    at.push(j);
  }
  return at;
}

/**
 * Every lexicon phrase the request's words (words()) hold; up to `gap` words may come between a
 * phrase's words (the noun lexicon asks for adjacent words, gap 0).
 */
export function matchVerbs(raw: string[], lex = verbLexicon(), gap = MAX_GAP): VerbMatch[] {
  const ws = raw.map(normalise);
  const out: VerbMatch[] = [];
  ws.forEach((w, i) => {
    for (const phrase of lex.get(w) ?? []) {
      const at = place(ws, i, phrase.words, gap);
      if (at !== null) out.push({ at, api: phrase.api });
    }
  });
  return out;
}

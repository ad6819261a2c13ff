/**
 * Verb/object associations learned from the catalogue itself: a word that often appears in
 * the descriptions of tools whose names hold another word ("picture" → "screenshot") lets a
 * query in description words reach tools named in their own vocabulary.
 */

/** A pair must recur in this many tools before it counts. */
const MIN_SUPPORT = 2;
/** Share of the word's tools whose names hold the associated word. */
const MIN_CONFIDENCE = 0.3;
/** Name words in more than this share of tools ("get", "list") say too little. */
const MAX_NAME_SHARE = 0.05;
const PER_WORD = 3;
const MAX_DESCRIPTION_TERMS = 40;

export interface Association {
  term: string;
  confidence: number;
}

/** `names[doc]` and `descriptions[doc]` are the processed terms of each tool's fields. */
export function learnAssociations(
  names: string[][],
  descriptions: string[][],
): Map<string, Association[]> {
  const n = names.length;
  const nameDf = new Map<string, number>();
  const descDf = new Map<string, number>();
  const pairs = new Map<string, Map<string, number>>();
  for (let d = 0; d < n; d++) {
    const ns = new Set(names[d]);
    const ds = new Set(descriptions[d].slice(0, MAX_DESCRIPTION_TERMS));
    for (const t of ns) nameDf.set(t, (nameDf.get(t) ?? 0) + 1);
    for (const w of ds) {
      descDf.set(w, (descDf.get(w) ?? 0) + 1);
      let row = pairs.get(w);
      for (const t of ns) {
        if (t === w) continue;
        if (row === undefined) pairs.set(w, row = new Map());
        row.set(t, (row.get(t) ?? 0) + 1);
      }
    }
  }
  const out = new Map<string, Association[]>();
  for (const [w, row] of pairs) {
    const df = descDf.get(w)!;
    const best = [...row]
      .filter(([t, c]) => c >= MIN_SUPPORT && nameDf.get(t)! <= Math.max(1, MAX_NAME_SHARE * n))
      .map(([term, c]) => ({ term, confidence: c / df }))
      .filter((a) => a.confidence >= MIN_CONFIDENCE)
      .sort((a, b) => b.confidence - a.confidence || (a.term < b.term ? -1 : 1))
      .slice(0, PER_WORD);
    if (best.length > 0) out.set(w, best);
  }
  return out;
}

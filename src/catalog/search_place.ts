/**
 * Round 59's candidate P: a noun phrase opened by a locative or source preposition ("on host
 * 10084", "from a Zabbix host") says where the action happens, not what it acts on, so a concept
 * the request names only there weighs `place` times as much (1 = off). The word classes are closed
 * classes of English (prepositions, determiners, conjunctions), not words of any query set.
 */
import type { TermSpec } from "./search_postings.ts";
import { processTerm, stem, tokenize } from "./search_text.ts";

const PLACE = new Set(["on", "in", "from", "at", "within", "inside", "across"]);
/** Verbs whose "on"/"in" is a particle ("turn on", "log in"), not a preposition. */
const PARTICLE_VERBS = new Set(
  ["turn", "switch", "log", "sign", "check", "plug", "opt", "fill", "zoom"].map(stem),
);
const DETERMINERS = new Set(
  "a an the this that these those my our your their his her its every each all some any".split(" "),
);
const ENDS = new Set(
  "and or but that which who whose where when so if because while to for of with by as about into than"
    .split(" "),
);
const MAX_PLACE_WORDS = 3;

const bare = (word: string) => word.toLowerCase().replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, "");

/** Processed terms the request uses only inside place phrases. */
export function placeTerms(text: string): Set<string> {
  const inside = new Set<string>(), outside = new Set<string>();
  for (const piece of text.split(/[,;:!?()[\]"]|\.(?=\s|$)/)) {
    const words = piece.split(/\s+/).filter((w) => w.length > 0);
    let left = 0, opening = false;
    words.forEach((raw, i) => {
      const w = bare(raw);
      if (PLACE.has(w) && !(i > 0 && PARTICLE_VERBS.has(stem(bare(words[i - 1]))))) {
        left = MAX_PLACE_WORDS, opening = true;
        return;
      }
      if (ENDS.has(w)) left = 0;
      if (left > 0 && opening && DETERMINERS.has(w)) return;
      const into = left > 0 ? inside : outside;
      if (left > 0) left--, opening = false;
      for (const t of tokenize(raw)) {
        const term = processTerm(t);
        if (term !== null) into.add(term);
      }
    });
  }
  for (const t of outside) inside.delete(t);
  return inside;
}

/**
 * Scales every spec of a place term's concept (not a naming term) by `place`, then marks specs
 * weaker than `conceptMin` as matching no query word (so a place term at 0.1 stops counting).
 */
export function weighConcepts(
  text: string,
  terms: readonly string[],
  specs: TermSpec[],
  naming: ReadonlySet<string>,
  c: { place: number; conceptMin: number },
): void {
  if (c.place !== 1) {
    const place = placeTerms(text);
    const at = new Set(terms.flatMap((t, i) => place.has(t) && !naming.has(t) ? [i] : []));
    for (const s of specs) if (at.has(s.concept)) s.boost *= c.place;
  }
  for (const s of specs) if (s.boost < c.conceptMin) s.concept = -1;
}

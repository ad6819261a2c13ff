/**
 * Round 62's candidate I: in a goal-style request that names no server, the rarest words are
 * mostly the particulars of the user's situation (the broken printer, the IP address) while what
 * the tool does is said with commoner words, and BM25's inverse document frequency lets one rare
 * particular decide alone. So an unnamed request's literal words held by fewer than `rareCap` of
 * the tools weigh as a word held by that share (0 = off); expansions and translations, the bridge
 * to the tool's own words, are untouched.
 */
import type { TermSpec } from "./search_postings.ts";

/** BM25+'s inverse document frequency (search_postings.ts). */
const idf = (df: number, n: number) => Math.log(1 + (n - df + 0.5) / (df + 0.5));

/** The factor that brings a word held by `df` of `n` tools down to the weight of `cap × n`. */
export function capFactor(df: number, n: number, cap: number): number {
  const floor = cap * n;
  return cap > 0 && df < floor ? idf(floor, n) / idf(Math.max(df, 0), n) : 1;
}

/**
 * Caps an unnamed request's rare literal specs (`rareCap`), then marks specs weaker than
 * `conceptMin` as matching no query word.
 */
export function weighConcepts(
  terms: readonly string[],
  specs: TermSpec[],
  naming: ReadonlySet<string>,
  stats: { count: (term: string) => number; size: number },
  c: { rareCap: number; conceptMin: number },
): void {
  if (c.rareCap > 0 && naming.size === 0) {
    for (const s of specs) {
      if (s.concept < 0 || s.term !== terms[s.concept]) continue;
      s.boost *= capFactor(stats.count(s.term), stats.size, c.rareCap);
    }
  }
  for (const s of specs) if (s.boost < c.conceptMin) s.concept = -1;
}

/**
 * IBM Model 1 by EM for the translation table (search_translate.ts, `model1`): each tool word of
 * a (query, relevant tool) pair is explained by one of the query's words or by a null word, so a
 * word that co-occurs with every query (a parameter name every tool has) is taken by the null
 * word, and a query word that always comes with another earns less of its credit.
 */

/** One (query, relevant tool) pair: the query words, the tool words, and the pair's weight. */
export interface AlignedPair {
  source: string[];
  targets: string[];
  share: number;
}

const NULL = "\u0000";

/** Expected alignment counts c(query word → tool word) after `iterations` EM steps. */
export function alignmentCounts(
  pairs: readonly AlignedPair[],
  iterations: number,
): Map<string, Map<string, number>> {
  let prob = new Map<string, Map<string, number>>();
  let counts = new Map<string, Map<string, number>>();
  for (let it = 0; it < iterations; it++) {
    // The first step starts from uniform translation probabilities.
    const p = (e: string, f: string) => it === 0 ? 1 : prob.get(e)?.get(f) ?? 0;
    counts = new Map();
    const totals = new Map<string, number>();
    for (const pair of pairs) {
      const source = [...pair.source, NULL];
      for (const f of pair.targets) {
        let z = 0;
        for (const e of source) z += p(e, f);
        if (z <= 0) continue;
        for (const e of source) {
          const c = pair.share * p(e, f) / z;
          if (c <= 0) continue;
          let row = counts.get(e);
          if (row === undefined) counts.set(e, row = new Map());
          row.set(f, (row.get(f) ?? 0) + c);
          totals.set(e, (totals.get(e) ?? 0) + c);
        }
      }
    }
    prob = new Map(
      [...counts].map(([e, row]) => {
        const total = totals.get(e)!;
        return [e, new Map([...row].map(([f, c]) => [f, c / total]))];
      }),
    );
  }
  return counts;
}

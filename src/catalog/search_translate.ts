/**
 * A query-word → tool-word translation table learned from labelled queries (round 14): for each
 * (query, relevant tool) pair, the query's words the tool does not hold are paired with the
 * tool's words the query does not say, so a goal word ("owe") learns the action and object words
 * of the tools users meant by it ("invoice", "balance"). Server words are left out on both sides,
 * and a pair must recur over several servers, so the table learns goal → API language rather
 * than one set's servers. Built by scripts/search_translate_build.ts into
 * search_translate_table.ts; scripts/search_translate_cv.ts judges it leave-one-set-out.
 */
import type { Association } from "./search_assoc.ts";
import { TRANSLATION_TABLE } from "./search_translate_table.ts";
import { type AlignedPair, alignmentCounts } from "./search_translate_em.ts";

/** One labelled query, as processed terms. */
export interface TranslationExample {
  /** The query's processed terms. */
  query: string[];
  /** Each relevant tool's processed terms (the fields the table learns from). */
  tools: { terms: string[]; all: string[]; server: string; serverTerms: string[] }[];
  /** Which labelled set the query comes from, for the `minSets` floor. */
  set?: number;
  /** How much the query counts in P(tool word | query word) (default 1); floors count it once. */
  weight?: number;
}

export interface TranslationOptions {
  /** A query word must occur in at least this many training queries. */
  minQueries: number;
  /** A pair must be seen with relevant tools of at least this many servers. */
  minServers: number;
  /**
   * A pair must be seen in queries of at least this many labelled sets (0: no such floor): a
   * floor counted in writers rather than servers, for goal words one batch's servers rarely share.
   */
  minSets: number;
  /**
   * Round 18, 0 = no such floor: the server floor for a query word no tool holds (the user's own
   * word for a thing, "ticket" where the tools say task), which one batch's servers may teach.
   */
  unseenServers?: number;
  /** P(tool word | query word) floor. */
  minShare: number;
  /** P(tool word | query word) over the tool word's share of all tools. */
  minLift: number;
  /** Most tool words kept per query word. */
  perWord: number;
  /**
   * 0: a pair's weight is its co-occurrence share. n > 0: IBM Model 1's expected alignment
   * counts after n EM iterations (search_translate_em.ts), which split each tool word's credit
   * among the query's words and a null word.
   */
  model1: number;
}

/** Chosen leave-one-set-out (docs/search.md, "Round 14"): every fold chose these. */
export const TRANSLATION_OPTIONS: TranslationOptions = {
  minQueries: 2,
  minServers: 4,
  minSets: 0,
  minShare: 0.1,
  minLift: 5,
  perWord: 4,
  model1: 0,
};

interface Cell {
  weight: number;
  servers: Set<string>;
  sets: Set<number>;
}

/**
 * P(t | q): the share of q's training queries whose relevant tools hold t (a query with k
 * relevant tools counts each one's words 1/k), among the pairs that pass the floors. `df` is
 * each tool word's count over the `size` tools of the catalogue (the background).
 */
export function learnTranslations(
  examples: readonly TranslationExample[],
  df: (term: string) => number,
  size: number,
  options: TranslationOptions = TRANSLATION_OPTIONS,
): Map<string, Association[]> {
  const queries = new Map<string, number>();
  const mass = new Map<string, number>();
  const cells = new Map<string, Map<string, Cell>>();
  const pairs: AlignedPair[] = [];
  for (const ex of examples) {
    const said = new Set(ex.query), w = ex.weight ?? 1;
    for (const q of said) queries.set(q, (queries.get(q) ?? 0) + 1);
    for (const q of said) mass.set(q, (mass.get(q) ?? 0) + w);
    const share = w / Math.max(1, ex.tools.length);
    for (const tool of ex.tools) {
      const held = new Set(tool.all), brand = new Set(tool.serverTerms);
      const targets = new Set(tool.terms.filter((t) => !said.has(t) && !brand.has(t)));
      const source = [...said].filter((q) => !held.has(q) && !brand.has(q));
      pairs.push({ source, targets: [...targets], share });
      for (const q of source) {
        let row = cells.get(q);
        if (row === undefined) cells.set(q, row = new Map());
        for (const t of targets) {
          let cell = row.get(t);
          if (cell === undefined) {
            row.set(t, cell = { weight: 0, servers: new Set(), sets: new Set() });
          }
          cell.weight += share;
          cell.servers.add(tool.server);
          cell.sets.add(ex.set ?? -1);
        }
      }
    }
  }
  if (options.model1 > 0) {
    const aligned = alignmentCounts(pairs, options.model1);
    for (const [q, row] of cells) {
      for (const [t, cell] of row) cell.weight = aligned.get(q)?.get(t) ?? 0;
    }
  }
  return select(queries, mass, cells, df, Math.max(1, size), options);
}

function select(
  queries: Map<string, number>,
  mass: Map<string, number>,
  cells: Map<string, Map<string, Cell>>,
  df: (term: string) => number,
  size: number,
  o: TranslationOptions,
): Map<string, Association[]> {
  const out = new Map<string, Association[]>();
  for (const q of [...cells.keys()].sort()) {
    if ((queries.get(q) ?? 0) < o.minQueries) continue;
    const n = mass.get(q)!;
    const floor = (o.unseenServers ?? 0) > 0 && df(q) === 0 ? o.unseenServers! : o.minServers;
    const kept = [...cells.get(q)!]
      .filter(([t, c]) => c.servers.size >= floor && c.sets.size >= o.minSets && df(t) > 0)
      .map(([term, c]) => ({ term, confidence: round(c.weight / n), bg: df(term) / size }))
      .filter((a) => a.confidence >= o.minShare && a.confidence >= o.minLift * a.bg)
      .sort((a, b) => b.confidence - a.confidence || (a.term < b.term ? -1 : 1))
      .slice(0, o.perWord)
      .map(({ term, confidence }) => ({ term, confidence }));
    if (kept.length > 0) out.set(q, kept);
  }
  return out;
}

const round = (x: number) => Math.round(x * 1000) / 1000;

/** "q t:0.5 u:0.25|…": one line per query word, words sorted; the table's stored form. */
export function encodeTranslations(table: Map<string, Association[]>): string {
  return [...table.keys()].sort()
    .map((q) => [q, ...table.get(q)!.map((a) => `${a.term}:${a.confidence}`)].join(" "))
    .join("|");
}

export function decodeTranslations(text: string): Map<string, Association[]> {
  const out = new Map<string, Association[]>();
  for (const line of text.split("|")) {
    const [q, ...pairs] = line.split(" ");
    if (!q || pairs.length === 0) continue;
    out.set(
      q,
      pairs.map((p) => {
        const at = p.lastIndexOf(":");
        return { term: p.slice(0, at), confidence: Number(p.slice(at + 1)) };
      }),
    );
  }
  return out;
}

let shipped: Map<string, Association[]> | undefined;

/** The released table (search_translate_table.ts), decoded once. */
export function shippedTranslations(): Map<string, Association[]> {
  return shipped ??= decodeTranslations(TRANSLATION_TABLE);
}

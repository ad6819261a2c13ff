/**
 * The word-vector signals of tool search, built beside the lexical index: the averaged-vector
 * re-ranking (on by default), and two measured alternatives that are off by default, word
 * alignment and soft term matching (see docs/search.md for what each contributes).
 */
import { AlignIndex } from "./search_align.ts";
import type { SearchConfig } from "./search_config.ts";
import { type DenseFields, DenseIndex } from "./search_dense.ts";
import type { Doc } from "./search_doc.ts";
import { NeighborIndex } from "./search_neighbors.ts";
import { SentenceIndex } from "./search_sentences.ts";
import { purposeText } from "./search_purpose.ts";
import type { Scored, TermSpec } from "./search_postings.ts";
import { processTerm, tokenize } from "./search_text.ts";
import { wordVectors } from "./search_vectors.ts";

/** A query's semantic scorer: its weight, the score of one tool, and its nearest tools. */
export interface Semantic {
  weight: number;
  of: (doc: number) => number;
  top: (k: number, keep: (doc: number) => boolean) => Scored[];
}

/** Field texts of a tool for its vector; names are split into words ("createIssue"). */
export function denseFields(doc: Doc, config: SearchConfig): DenseFields {
  const w = config.denseFields;
  const words = (text: string) => tokenize(text).join(" ");
  return [
    [words(doc.name), w.name],
    [doc.title, w.title],
    [doc.description, w.description],
    [words(doc.params), w.params],
    [w.purpose > 0 ? purposeText(doc.description) : "", w.purpose],
  ];
}

export class SemanticSignals {
  #dense: DenseIndex | null = null;
  /** A second vector per tool from its name and title only (config.denseName > 0). */
  #short: DenseIndex | null = null;
  #align: AlignIndex | null = null;
  #sentences: SentenceIndex | null = null;
  #neighbors: NeighborIndex | null = null;
  #config: SearchConfig;

  /** Loads the word vectors only when a signal is on; without them search stays lexical. */
  constructor(config: SearchConfig, docs: DenseFields[]) {
    this.#config = config;
    const on = config.dense > 0 || config.align > 0 || config.neighbors.weight > 0;
    const vectors = on ? wordVectors() : null;
    if (vectors === null) return;
    if (config.dense > 0) this.#dense = new DenseIndex(vectors, docs);
    if (config.dense > 0 && config.denseName > 0) {
      this.#short = new DenseIndex(vectors, docs.map((f) => f.slice(0, 2)));
    }
    const sentence = config.purpose.sentence > 0;
    if (config.dense > 0 && config.denseSentences > 0) {
      this.#sentences = new SentenceIndex(
        vectors,
        // Round 13 (off): a description's purpose clauses as one more sentence row.
        docs.map((f) => [`${f[0][0]} ${f[1][0]}`, f[2][0], sentence ? purposeText(f[2][0]) : ""]),
      );
    }
    if (config.align > 0) {
      this.#align = new AlignIndex(vectors, docs.map((f) => `${f[0][0]} ${f[1][0]}`));
    }
    if (config.neighbors.weight > 0) {
      const words = docs.flatMap((fields) =>
        fields.slice(0, config.neighbors.fields).flatMap(([t]) =>
          t.toLowerCase().match(/[a-z]+/g) ?? []
        )
      );
      this.#neighbors = new NeighborIndex(vectors, words, config.neighbors);
    }
  }

  /** Adds soft matches (catalogue words nearest to each query word) to `specs`. */
  addSoftMatches(text: string, terms: string[], specs: TermSpec[]): void {
    if (this.#neighbors === null) return;
    const words = tokenize(text).map((w) => w.toLowerCase());
    specs.push(...this.#neighbors.specs(words, terms, new Set(specs.map((s) => s.term))));
  }

  /** The query's scorer, or null when no signal is on or no query word has a vector. */
  scorer(text: string): Semantic | null {
    const words = tokenize(text).map((w) => w.toLowerCase());
    const scores = this.#align?.scores(words) ?? null;
    if (scores !== null) {
      return {
        weight: this.#config.align,
        of: (d) => scores[d],
        top: (k, keep) => AlignIndex.top(scores, k, keep),
      };
    }
    const dense = this.#dense;
    const vector = dense?.embed(words.join(" ")) ?? null;
    if (dense === null || vector === null) return null;
    const short = this.#short;
    const mix = this.#config.denseName;
    const sentences = this.#sentences;
    const sv = sentences?.embed(words.join(" ")) ?? null;
    const sm = this.#config.denseSentences;
    const of = sentences !== null && sv !== null
      ? (d: number) => (1 - sm) * dense.cosine(vector, d) + sm * sentences.best(sv, d)
      : short === null
      ? (d: number) => dense.cosine(vector, d)
      : (d: number) => (1 - mix) * dense.cosine(vector, d) + mix * short.cosine(vector, d);
    return {
      weight: this.#config.dense * coverage(words, dense),
      of,
      top: (k, keep) => dense.top(vector, k, keep),
    };
  }
}

/**
 * Share of the query's content words that have a vector: a typo ("screnshot") or a rare
 * name has none, so the query vector speaks for only part of the query and counts less.
 */
function coverage(words: string[], dense: DenseIndex): number {
  const content = words.filter((w) => processTerm(w) !== null);
  if (content.length === 0) return 1;
  return content.filter((w) => dense.knows(w)).length / content.length;
}

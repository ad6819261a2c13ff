/**
 * Best-sentence match for the second stage of tool search: a long description averages many
 * topics into one vector, so each sentence (and the name with the title) also gets its own
 * vector, and a candidate scores the cosine of its closest sentence to the query.
 */
import { DenseIndex } from "./search_dense.ts";
import type { WordVectors } from "./search_vectors.ts";

/** Sentences kept per tool: later ones are mostly parameter notes and examples. */
const MAX_SENTENCES = 4;
const MIN_SENTENCE_CHARS = 12;
/** After a full stop, "!" or "?" followed by a space, and at line breaks. */
export const SENTENCE_BREAK = /(?<=[.!?])\s+|\n+/;

/** Splits a description into its first sentences (short fragments join the next one). */
export function sentences(text: string): string[] {
  const out: string[] = [];
  let carry = "";
  for (const part of text.split(SENTENCE_BREAK)) {
    const s = `${carry} ${part}`.trim();
    if (s.length < MIN_SENTENCE_CHARS) {
      carry = s;
      continue;
    }
    carry = "";
    out.push(s);
    if (out.length >= MAX_SENTENCES) break;
  }
  if (carry !== "" && out.length < MAX_SENTENCES) out.push(carry);
  return out;
}

export class SentenceIndex {
  #dense: DenseIndex;
  /** Tool d's sentences are rows start[d] … start[d + 1] - 1. */
  #start: Int32Array;

  /** `docs[d]` = [name and title words, description, an extra sentence ("" for none)]. */
  constructor(vectors: WordVectors, docs: [string, string, string?][]) {
    const rows: [string, number][][] = [];
    this.#start = new Int32Array(docs.length + 1);
    docs.forEach(([head, description, extra], d) => {
      this.#start[d] = rows.length;
      rows.push([[head, 1]]);
      for (const s of sentences(description)) rows.push([[s, 1]]);
      if (extra) rows.push([[extra, 1]]);
    });
    this.#start[docs.length] = rows.length;
    this.#dense = new DenseIndex(vectors, rows);
  }

  embed(text: string): Float32Array | null {
    return this.#dense.embed(text);
  }

  /** The cosine of the tool's closest sentence to the query. */
  best(query: Float32Array, doc: number): number {
    let best = 0;
    for (let r = this.#start[doc]; r < this.#start[doc + 1]; r++) {
      best = Math.max(best, this.#dense.cosine(query, r));
    }
    return best;
  }
}

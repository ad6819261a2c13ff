/**
 * SentencePiece (unigram) segmentation of one word into the pieces of USE-lite's vocabulary: the
 * split with the highest summed log-probability (Viterbi), as the distilled table was built with
 * (scripts/search_dense_distill.ts). Words only: the text is split into words before.
 */

/** Marks a piece that starts a word. */
const START = "\u2581";
/** Ids 0 to 5 are reserved; 0 stands for a character no piece holds. */
const RESERVED = 6;
const UNKNOWN = 0;
/** Log-probability of a character no piece holds: below every real piece. */
const UNKNOWN_SCORE = -30;

export class Pieces {
  #ids = new Map<string, number>();
  #scores: Float64Array;
  #longest = 1;

  constructor(vocabulary: readonly [string, number][]) {
    this.#scores = Float64Array.from(vocabulary, ([, score]) => score);
    vocabulary.forEach(([piece], id) => {
      if (id < RESERVED) return;
      this.#ids.set(piece, id);
      this.#longest = Math.max(this.#longest, [...piece].length);
    });
  }

  /** Log-probability of a piece under the unigram model (its frequency prior). */
  score(id: number): number {
    return id === UNKNOWN ? UNKNOWN_SCORE : this.#scores[id];
  }

  /** The pieces of `word` (no spaces), most probable split first to last. */
  encode(word: string): number[] {
    const chars = [...(START + word.normalize("NFKC"))];
    const n = chars.length;
    const best = new Float64Array(n + 1).fill(-Infinity);
    const from = new Int32Array(n + 1);
    const piece = new Int32Array(n + 1);
    best[0] = 0;
    for (let end = 1; end <= n; end++) {
      for (let start = Math.max(0, end - this.#longest); start < end; start++) {
        if (best[start] === -Infinity) continue;
        const id = this.#ids.get(chars.slice(start, end).join(""));
        const single = end - start === 1;
        if (id === undefined && !single) continue;
        const score = best[start] + this.score(id ?? UNKNOWN);
        if (score > best[end]) [best[end], from[end], piece[end]] = [score, start, id ?? UNKNOWN];
      }
    }
    const out: number[] = [];
    for (let end = n; end > 0; end = from[end]) out.push(piece[end]);
    return out.reverse();
  }
}

/** Top-k selection for search results without sorting every matching document. */

export interface Scored {
  doc: number;
  score: number;
}

/** Bounded min-heap: the root is the worst kept entry, so a full heap rejects in O(1). */
export class TopK {
  #docs: number[] = [];
  #scores: number[] = [];
  constructor(readonly k: number) {}

  #worse(i: number, j: number): boolean {
    const a = this.#scores[i], b = this.#scores[j];
    return a < b || (a === b && this.#docs[i] > this.#docs[j]);
  }

  admits(doc: number, score: number): boolean {
    if (this.#docs.length < this.k) return true;
    const s = this.#scores[0];
    return score > s || (score === s && doc < this.#docs[0]);
  }

  push(doc: number, score: number): void {
    if (this.#docs.length >= this.k) {
      this.#docs[0] = doc;
      this.#scores[0] = score;
      this.#down(0);
      return;
    }
    this.#docs.push(doc);
    this.#scores.push(score);
    for (let i = this.#docs.length - 1; i > 0;) {
      const parent = (i - 1) >> 1;
      if (!this.#worse(i, parent)) break;
      this.#swap(i, parent);
      i = parent;
    }
  }

  #down(i: number): void {
    const n = this.#docs.length;
    for (;;) {
      const l = 2 * i + 1, r = l + 1;
      let m = i;
      if (l < n && this.#worse(l, m)) m = l;
      if (r < n && this.#worse(r, m)) m = r;
      if (m === i) return;
      this.#swap(i, m);
      i = m;
    }
  }

  #swap(i: number, j: number): void {
    [this.#docs[i], this.#docs[j]] = [this.#docs[j], this.#docs[i]];
    [this.#scores[i], this.#scores[j]] = [this.#scores[j], this.#scores[i]];
  }

  sorted(): Scored[] {
    return this.#docs
      .map((doc, i) => ({ doc, score: this.#scores[i] }))
      .sort((a, b) => b.score - a.score || a.doc - b.doc);
  }
}

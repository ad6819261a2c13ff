/**
 * A server's whole text as one BM25 document (round 37's candidate B): words a request spreads
 * over a server's tools ("notes", "vault", "folder") add up at the server, where no one tool holds
 * them all. Query time, after the named-server focus; it scales candidates and adds none.
 */
import type { Scored } from "./search_topk.ts";

const K1 = 1.2;
const B = 0.75;
/** Fields read, in search_doc.ts FIELDS order: name, title, server, description, params, paramDocs. */
const READ = 6;

export class ServerText {
  /** Term → [server, how many of its tools hold the term]. */
  #postings = new Map<string, [number, number][]>();
  /** K1 × (1 − B + B × length ÷ average length), per server. */
  #norm: Float64Array;
  #servers: number;

  /** `serverOf[doc]` is the tool's server number, `fields[doc]` its processed terms per field. */
  constructor(serverOf: Int32Array, servers: number, fields: string[][][]) {
    const counts = new Map<string, Map<number, number>>();
    const length = new Float64Array(servers);
    fields.forEach((doc, d) => {
      const id = serverOf[d];
      const distinct = new Set(doc.slice(0, READ).flat());
      length[id] += distinct.size;
      for (const term of distinct) {
        let byServer = counts.get(term);
        if (byServer === undefined) counts.set(term, byServer = new Map());
        byServer.set(id, (byServer.get(id) ?? 0) + 1);
      }
    });
    for (const [term, byServer] of counts) this.#postings.set(term, [...byServer]);
    const average = Math.max(1, length.reduce((a, b) => a + b, 0) / Math.max(1, servers));
    this.#norm = length.map((l) => K1 * (1 - B + (B * l) / average));
    this.#servers = servers;
  }

  /** BM25 of every server that holds one of `terms`. */
  scores(terms: readonly string[]): Map<number, number> {
    const out = new Map<number, number>();
    for (const term of new Set(terms)) {
      const list = this.#postings.get(term);
      if (list === undefined) continue;
      const idf = Math.log(1 + (this.#servers - list.length + 0.5) / (list.length + 0.5));
      for (const [id, tf] of list) {
        out.set(id, (out.get(id) ?? 0) + (idf * tf * (K1 + 1)) / (tf + this.#norm[id]));
      }
    }
    return out;
  }

  /** The `n` servers with the best score for `terms` (ties to the lower number). */
  top(terms: readonly string[], n: number): Set<number> {
    const by = [...this.scores(terms)].sort((a, b) => b[1] - a[1] || a[0] - b[0]);
    return new Set(by.slice(0, Math.max(0, n)).map(([id]) => id));
  }

  /**
   * Each positive candidate score times 1 + `weight` × its server's score over the best server
   * score among the candidates; re-sorts. `weight` 0 leaves the ranking as it is.
   */
  scale(
    scored: Scored[],
    terms: readonly string[],
    serverOf: (doc: number) => number,
    weight: number,
  ): Scored[] {
    if (weight <= 0 || scored.length < 2) return scored;
    const by = this.scores(terms);
    let best = 0;
    for (const s of scored) best = Math.max(best, by.get(serverOf(s.doc)) ?? 0);
    if (!(best > 0)) return scored;
    return scored
      .map((s) => {
        const share = (by.get(serverOf(s.doc)) ?? 0) / best;
        return s.score > 0 ? { doc: s.doc, score: s.score * (1 + weight * share) } : s;
      })
      .sort((a, b) => b.score - a.score || a.doc - b.doc);
  }
}

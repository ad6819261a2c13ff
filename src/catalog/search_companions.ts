/**
 * Tools that name a product outside its own server (round 54): a companion, monitor or client of
 * the product ("Get recent Plex playback history" is Tautulli's). A request that names the product
 * acts on it through them too, so the naming cut (SearchConfig.servers) may spare them.
 */

/** How a query names servers (SearchConfig.servers; search_servers.ts `resolve`). */
export interface NamingRules {
  join: number;
  common: number;
  proper: number;
  short?: number;
  spare?: number;
  spareBy?: number;
}

/** A server is built around a product when at least this share of its tools name it (and 2). */
export const SERVER_SHARE = 0.25;

export class Companions {
  /** Server word → tools of other servers whose own fields (all but the server's) hold it. */
  #tools = new Map<string, Set<number>>();
  /** Server word → servers (not its own) at least SERVER_SHARE of whose tools hold it. */
  #servers = new Map<string, Set<number>>();
  #serverOf: Int32Array;
  /** The last `select`: the spared tools' share of the cut and whether a tool is spared. */
  #factor = 1;
  #spared = (_doc: number) => false;

  /**
   * `fields[doc]` the tool's processed terms per field, `server` the server field's index,
   * `serverOf[doc]` its server, `tools[id]` a server's tools, `words` the server words and the
   * servers they name.
   */
  constructor(
    fields: string[][][],
    server: number,
    serverOf: Int32Array,
    tools: number[][],
    words: Map<string, number[]>,
  ) {
    this.#serverOf = serverOf;
    fields.forEach((doc, d) => {
      const own = serverOf[d];
      for (const [f, terms] of doc.entries()) {
        if (f === server) continue;
        for (const term of terms) {
          const ids = words.get(term);
          if (ids === undefined || ids.includes(own)) continue;
          let set = this.#tools.get(term);
          if (set === undefined) this.#tools.set(term, set = new Set());
          set.add(d);
        }
      }
    });
    for (const [term, docs] of this.#tools) {
      const count = new Map<number, number>();
      for (const d of docs) count.set(serverOf[d], (count.get(serverOf[d]) ?? 0) + 1);
      const built = [...count].filter(([id, n]) => n >= 2 && n >= SERVER_SHARE * tools[id].length);
      if (built.length > 0) this.#servers.set(term, new Set(built.map(([id]) => id)));
    }
  }

  /**
   * For the next cuts: a tool outside the named servers is spared (its cut × `factor`; 1 = off)
   * when it names the product through one of the query's `naming` terms: its own fields hold it
   * (`by` 0) or its server is built around it (`by` 1).
   */
  select(naming: Set<string>, factor: number, by: number): void {
    const sets = factor === 1
      ? []
      : [...naming].map((t) => (by === 0 ? this.#tools : this.#servers).get(t))
        .filter((s) => s !== undefined);
    const serverOf = this.#serverOf;
    this.#factor = factor;
    this.#spared = sets.length === 0
      ? () => false
      : by === 0
      ? (doc) => sets.some((s) => s.has(doc))
      : (doc) => sets.some((s) => s.has(serverOf[doc]));
  }

  /** The cut a tool of a server the query does not name takes. */
  cutOf(doc: number, cut: number): number {
    return this.#spared(doc) ? cut * this.#factor : cut;
  }
}

/**
 * Servers a query names ("take a contentful article offline", "restart my droplet in
 * digitalocean"): a word of a server's slug or package name that few servers share picks that
 * server out. Its tools join the candidates even when their other words miss the query, and
 * other servers' tools can be scaled down (SearchConfig.servers).
 */
import type { Scored } from "./search_topk.ts";

/**
 * A server word shared by more servers than this names none of them ("mcp", "server"); a few
 * servers may share one (several accounts or instances of the same package).
 */
export const MAX_SERVERS_PER_WORD = 5;
/**
 * Share of the tools holding the word (in any field) that must belong to the servers it names:
 * "browser" is a server's word but mostly describes other servers' tools, so it names none.
 */
export const MIN_SERVER_SHARE = 0.5;

export class ServerNames {
  /** Processed server-field term → the server numbers it names. */
  #named = new Map<string, number[]>();
  /** Server number → its tools. */
  #tools: number[][] = [];
  /** Tool → its server number. */
  #serverOf: Int32Array;

  /**
   * `slugs[doc]` is the tool's server slug, `fields[doc]` its processed terms per field and
   * `server` the index of the server field.
   */
  constructor(slugs: string[], fields: string[][][], server: number, minShare = MIN_SERVER_SHARE) {
    const ids = new Map<string, number>();
    this.#serverOf = new Int32Array(slugs.length);
    const byTerm = new Map<string, Set<number>>();
    slugs.forEach((slug, doc) => {
      let id = ids.get(slug);
      if (id === undefined) ids.set(slug, id = ids.size);
      this.#serverOf[doc] = id;
      (this.#tools[id] ??= []).push(doc);
      for (const term of fields[doc][server]) {
        let set = byTerm.get(term);
        if (set === undefined) byTerm.set(term, set = new Set());
        set.add(id);
      }
    });
    for (const [term, set] of byTerm) {
      if (set.size <= MAX_SERVERS_PER_WORD) this.#named.set(term, [...set]);
    }
    this.#keepDistinctive(fields, minShare);
  }

  /** Drops server words that other servers' tools use as much as the named servers' do. */
  #keepDistinctive(fields: string[][][], minShare: number): void {
    const inside = new Map<string, number>();
    const total = new Map<string, number>();
    const last = new Map<string, number>(); // counts each tool once per word
    fields.forEach((doc, d) => {
      for (const terms of doc) {
        for (const term of terms) {
          const ids = this.#named.get(term);
          if (ids === undefined || last.get(term) === d) continue;
          last.set(term, d);
          total.set(term, (total.get(term) ?? 0) + 1);
          if (ids.includes(this.#serverOf[d])) inside.set(term, (inside.get(term) ?? 0) + 1);
        }
      }
    });
    for (const [term, n] of total) {
      if ((inside.get(term) ?? 0) < minShare * n) this.#named.delete(term);
    }
  }

  /** The servers the query's processed terms name (empty when none). */
  named(terms: string[]): Set<number> {
    const out = new Set<number>();
    for (const term of terms) for (const id of this.#named.get(term) ?? []) out.add(id);
    return out;
  }

  /** The tools of the named servers, at most `cap` of them (none when more). */
  toolsOf(servers: Set<number>, cap: number): Scored[] {
    const docs = [...servers].flatMap((id) => this.#tools[id]);
    return docs.length > cap ? [] : docs.map((doc) => ({ doc, score: 0 }));
  }

  /** Scales down tools of servers the query does not name by `cut`, then re-sorts. */
  focus(scored: Scored[], servers: Set<number>, cut: number): Scored[] {
    if (servers.size === 0 || cut <= 0) return scored;
    return scored
      .map((s) =>
        servers.has(this.#serverOf[s.doc]) ? s : { doc: s.doc, score: s.score * (1 - cut) }
      )
      .sort((a, b) => b.score - a.score || a.doc - b.doc);
  }
}

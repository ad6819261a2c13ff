/**
 * Round 58's candidate O: a product's own coined word ("tailnet") is held by its tools and no
 * other server's. A request that names no server but uses such a word is about that product, so
 * the word names its server as a server word would (SearchConfig.servers.owned; 0 = off).
 */

import type { NamingRules } from "./search_companions.ts";
import { rareTerms } from "./search_everyday.ts";

/** Shorter terms, and terms without a letter, never name a server this way. */
export const MIN_OWNED_TERM = 5;

export class OwnedWords {
  /** Processed term → the one server whose tools hold it, or -1 when several servers' do. */
  #owner = new Map<string, number>();
  /** Processed term → how many of its owner's tools hold it. */
  #count = new Map<string, number>();
  /** Server-field terms: they name servers by the whole-word rules, never as owned words. */
  #serverTerms: ReadonlySet<string>;

  /** `fields[doc]` the tool's processed terms per field; the `server` field is not counted. */
  constructor(
    fields: string[][][],
    server: number,
    serverOf: Int32Array,
    serverTerms: ReadonlySet<string>,
  ) {
    this.#serverTerms = serverTerms;
    fields.forEach((doc, d) => {
      const held = new Set(doc.flatMap((terms, f) => f === server ? [] : terms));
      for (const term of held) this.#hold(term, serverOf[d]);
    });
  }

  #hold(term: string, id: number): void {
    const owner = this.#owner.get(term);
    if (owner === undefined) (this.#owner.set(term, id), this.#count.set(term, 1));
    else if (owner === id) this.#count.set(term, this.#count.get(term)! + 1);
    else this.#owner.set(term, -1);
  }

  /**
   * When `named` is empty, adds to it the servers that own a query term held by at least
   * `rules.owned` of their tools (0 = off), and the term to `naming`; only terms that are not
   * among the `rules.common` most frequent English words (ServerNames' `#rarest` test).
   */
  name(
    terms: readonly string[],
    rules: NamingRules,
    named: Set<number>,
    naming: Set<string>,
  ): void {
    const minTools = rules.owned ?? 0;
    if (minTools <= 0 || named.size > 0) return;
    const rare = rareTerms(rules.common);
    for (const term of terms) {
      if (term.length < MIN_OWNED_TERM || !/\p{L}/u.test(term)) continue;
      if (this.#serverTerms.has(term) || !rare(term)) continue;
      const owner = this.#owner.get(term) ?? -1;
      if (owner < 0 || (this.#count.get(term) ?? 0) < minTools) continue;
      named.add(owner);
      naming.add(term);
    }
  }
}

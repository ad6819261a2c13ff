/**
 * Name coverage (round 39's candidate A): a tool whose name the request explains as a whole
 * ("find anything titled Dune" → media_search, "insert a 4 by 3 grid" → add_table) is likelier
 * meant than a neighbour that shares only description words. Query time, after sibling support.
 */
import type { Scored, TermSpec } from "./search_postings.ts";
import { chooseSiblings, type NameParts, nameParts } from "./search_sibling_chooser.ts";

/** How many of the best candidates are re-scored; the rest keep their order below them. */
export const COVER_DEPTH = 40;

export class NameCover {
  #names: string[][];
  #parts: NameParts[];
  #servers: string[];

  /** `names`: each tool's processed name-field terms; `tools`: its names, by document number. */
  constructor(
    names: readonly string[][],
    tools: readonly { qualifiedName: string; serverSlug: string }[] = [],
  ) {
    this.#names = names.map((terms) => [...new Set(terms)]);
    this.#parts = tools.map((t) => nameParts(t.qualifiedName, t.serverSlug));
    this.#servers = tools.map((t) => t.serverSlug);
  }

  /** Name coverage, then the sibling chooser (search_sibling_chooser.ts), by their weights. */
  apply(
    scored: Scored[],
    specs: readonly TermSpec[],
    w: { nameCover: number; siblingChoose: number; siblingVerb: number },
  ): Scored[] {
    const covered = this.rerank(scored, specs, w.nameCover);
    const parts = (doc: number) => this.#parts[doc] ?? { verb: null, objects: [] };
    const serverOf = (doc: number) => this.#servers[doc] ?? "";
    return chooseSiblings(covered, specs, parts, serverOf, w.siblingChoose, w.siblingVerb);
  }

  /**
   * Scales each of the `COVER_DEPTH` best positive scores by 1 + `weight` × the share of the
   * tool's distinct name terms that a query spec counting toward a concept holds, and re-sorts
   * them. Scores only grow, so the head stays above the rest; `weight` 0 changes nothing.
   */
  rerank(scored: Scored[], specs: readonly TermSpec[], weight: number): Scored[] {
    if (!(weight > 0) || scored.length < 2) return scored;
    const matched = new Set(specs.filter((s) => s.concept >= 0).map((s) => s.term));
    const head = scored.slice(0, COVER_DEPTH).map((s) => {
      const name = this.#names[s.doc] ?? [];
      if (!(s.score > 0) || name.length === 0) return s;
      const share = name.filter((t) => matched.has(t)).length / name.length;
      return share > 0 ? { doc: s.doc, score: s.score * (1 + weight * share) } : s;
    });
    head.sort((a, b) => b.score - a.score || a.doc - b.doc);
    return head.concat(scored.slice(COVER_DEPTH));
  }
}

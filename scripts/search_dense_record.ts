/**
 * Records one query's fusion inputs from the live ranker (src/catalog/search_trace.ts) into the
 * dump form scripts/search_dense_replay.ts re-ranks, with the asymmetric signal's cosines and
 * nearest tools when a source is given (scripts/search_dense_asym.ts).
 */
import { buildSearchIndex, type SearchableTool } from "../src/catalog/search.ts";
import { type SearchConfig, searchConfig } from "../src/catalog/search_config.ts";
import { docContext, toDoc, toEntry } from "../src/catalog/search_doc.ts";
import { Action, queryAction, toolAction } from "../src/catalog/search_intent.ts";
import { MAX_QUERY_CHARS, MAX_QUERY_TERMS } from "../src/catalog/search_options.ts";
import { processTerm, queryTerms, tokenize } from "../src/catalog/search_text.ts";
import { type BlendTrace, traceBlend } from "../src/catalog/search_trace.ts";
import type { Dump, DumpQuery } from "./search_dense_replay.ts";
import type { Scored } from "../src/catalog/search_topk.ts";

/** What the recorder needs of the asymmetric signal (AsymSource of search_dense_asym.ts). */
export interface DenseSource {
  embed(text: string): Float32Array | null;
  cosine(query: Float32Array, doc: number): number;
  top(query: Float32Array, k: number, keep: (doc: number) => boolean): Scored[];
}

type Query = { kind: DumpQuery["kind"]; query: string; relevant: string[] };

export class Recorder {
  readonly index;
  // The replay models the fusion, not round 37's server-text scale applied after it: the dump
  // records the ranker with that scale off, so a replay at its own setting is the live ranking.
  readonly config: SearchConfig = searchConfig({ serverText: 0 });
  readonly docOf: Map<string, number>;
  #traces: BlendTrace[] = [];
  #terms = new Map<number, Set<string>>();

  /** `extra`: how many of the asymmetric signal's nearest tools each query keeps. */
  constructor(
    readonly tools: SearchableTool[],
    private asym: DenseSource | null,
    private extra = 50,
  ) {
    this.index = buildSearchIndex(tools, { serverText: 0 });
    if (this.index.size !== tools.length) throw new Error("tools dropped: doc numbers would shift");
    this.docOf = new Map(tools.map((t, d) => [t.qualifiedName, d]));
  }

  /** Server numbers and read/write actions exactly as the index derives them (search.ts). */
  frame(names: string[], queries: DumpQuery[]): Dump {
    const ids = new Map<string, number>(), c = this.config, context = docContext(this.tools, c);
    const serverOf = this.tools.map((t) => {
      if (!ids.has(t.serverSlug)) ids.set(t.serverSlug, ids.size);
      return ids.get(t.serverSlug)!;
    });
    const actions = this.tools.map((t) => toolAction(toDoc(t, toEntry(t)!, c, context)));
    const config = { siblings: c.siblings, siblingDepth: c.siblingDepth, intent: c.intent };
    return { names, serverOf, actions, config, queries };
  }

  /** Processed terms of a tool's name, title and description (round 28's coverage gate). */
  termsOf(doc: number): Set<string> {
    let terms = this.#terms.get(doc);
    if (terms === undefined) {
      const t = this.tools[doc];
      const tokens = tokenize(`${t.name} ${t.title ?? ""} ${t.description ?? ""}`);
      terms = new Set(tokens.map(processTerm).filter((x): x is string => x !== null));
      this.#terms.set(doc, terms);
    }
    return terms;
  }

  /** Share of the query's distinct terms the best lexical candidate's text holds. */
  cover(text: string, best: number | undefined): number {
    const terms = queryTerms(text, MAX_QUERY_TERMS);
    if (terms.length === 0 || best === undefined) return 0;
    const held = this.termsOf(best);
    return terms.filter((w) => held.has(w)).length / terms.length;
  }

  /** Runs `q` through the live ranker with the trace on; its top 10 and its fusion inputs. */
  record(set: number, q: Query): DumpQuery {
    this.#traces = [];
    traceBlend((t) => this.#traces.push({ ...t, lexical: [...t.lexical], near: [...t.near] }));
    const text = q.query.slice(0, MAX_QUERY_CHARS);
    const live = this.index.search(q.query, { limit: 10 }).map((h) =>
      this.docOf.get(h.qualifiedName)!
    );
    traceBlend(null);
    const c = this.config;
    const intent = c.intent > 0 ? queryAction(text, c.intentVerbs, c.intentAsk) : Action.Unknown;
    const relevant = q.relevant.map((n) => this.docOf.get(n) ?? -1);
    const base = { set, kind: q.kind, relevant, live, intent };
    if (this.#traces.length > 1) throw new Error(`more than one fusion for ${q.query}`);
    const t = this.#traces[0];
    if (t === undefined) {
      const none = { semW: 0, k: 0, cut: 0, named: [], lexical: [], near: [], asym: [], cand: {} };
      return { ...base, fixed: true, ...none };
    }
    const asym = this.asym, vector = asym?.embed(text) ?? null;
    const nearest = asym !== null && vector !== null
      ? asym.top(vector, this.extra, () => true)
      : [];
    const cand: DumpQuery["cand"] = {};
    for (const d of new Set([...t.lexical, ...t.near, ...nearest].map((s) => s.doc))) {
      cand[d] = [t.semantic.of(d), vector === null ? 0 : asym!.cosine(vector, d), t.lexicalOf(d)];
    }
    return {
      ...base,
      fixed: false,
      semW: t.semantic.weight,
      cover: this.cover(text, t.lexical[0]?.doc),
      k: t.k,
      cut: t.cut,
      named: [...t.named],
      lexical: t.lexical.map((s) => [s.doc, s.score] as [number, number]),
      near: t.near.map((s) => s.doc),
      asym: nearest.map((s) => s.doc),
      cand,
    };
  }
}

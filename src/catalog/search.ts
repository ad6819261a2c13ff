/**
 * Tool search behind the MCP `search` tool and the `description` tool's "did you mean"
 * suggestions: BM25+ over a tool's fields with query expansion, re-ranked with word vectors
 * (search_semantic.ts). Built once per catalogue warm-up.
 */
import { type Association, learnAssociations } from "./search_assoc.ts";
import { type QueryWeights, type SearchConfig, searchConfig } from "./search_config.ts";
import { querySpecs } from "./search_expand.ts";
import type { DenseFields } from "./search_dense.ts";
import { fuseScores, reciprocalRankFusion } from "./search_fusion.ts";
import { denseFields, type Semantic, SemanticSignals } from "./search_semantic.ts";
import { emitBlend } from "./search_trace.ts";
import { Postings, type Scored, type TermSpec } from "./search_postings.ts";
import { Action, applyIntent, queryAction, toolAction } from "./search_intent.ts";
import { rankSuggestions } from "./search_suggest.ts";
import { ServerNames, unnamed } from "./search_servers.ts";
import { namingCut } from "./search_everyday.ts";
import { NameCover } from "./search_name_cover.ts";
import {
  docContext,
  docTerms,
  type Entry,
  type Field,
  FIELDS,
  type SearchableTool,
  type SearchHit,
  toDoc,
  toEntry,
} from "./search_doc.ts";
import { queryTerms, shortDescription } from "./search_text.ts";
import { warmThesaurus } from "./search_thesaurus.ts";
import { learnVerbPairs } from "./search_verb_pairs.ts";
import { shippedTranslations } from "./search_translate.ts";
import { queryVectorText } from "./search_translate_vector.ts";
import {
  allowedDocs,
  clampLimit,
  DEFAULT_LIMIT,
  MAX_LIMIT,
  MAX_QUERY_CHARS,
  MAX_QUERY_TERMS,
  safeAllow,
  type SearchOptions,
} from "./search_options.ts";

export { DEFAULT_LIMIT, MAX_LIMIT, shortDescription };
export type { SearchableTool, SearchHit, SearchOptions };

export class ToolSearchIndex {
  #postings: Postings;
  #entries: Entry[] = [];
  #config: SearchConfig;
  #built: Readonly<SearchConfig>;
  #learned = new Map<string, Association[]>();
  #pairs = new Map<string, Association[]>();
  #translations: Map<string, Association[]>;
  #semantic: SemanticSignals;
  #servers: ServerNames;
  /** Read or write, from each tool's name (search_intent.ts). */
  #actions: Uint8Array = new Uint8Array(0);
  #cover: NameCover;

  /** `config` is for evaluation (scripts/search_eval.ts); callers use the defaults. */
  constructor(tools: readonly SearchableTool[], config: Partial<SearchConfig> = {}) {
    this.#config = searchConfig(config);
    this.#built = searchConfig(config);
    if (this.#config.wordnet) warmThesaurus();
    const seen = new Set<string>();
    const fields: string[][][] = [];
    const cache = new Map<string, string | null>();
    const dense: DenseFields[] = [];
    const actions: Action[] = [];
    const list = Array.isArray(tools) ? tools : [];
    const context = docContext(list, this.#config);
    for (const tool of list) {
      const entry = toEntry(tool);
      if (entry === null || seen.has(entry.qualifiedName)) continue;
      seen.add(entry.qualifiedName);
      const doc = toDoc(tool, entry, this.#config, context);
      fields.push(docTerms(doc, cache));
      dense.push(denseFields(doc, this.#config));
      actions.push(toolAction(doc));
      this.#entries.push(entry);
    }
    this.#actions = Uint8Array.from(actions);
    this.#postings = new Postings(
      fields,
      FIELDS.map((f) => this.#config.boosts[f]),
      this.#config.fuzzyKnown,
    );
    this.#semantic = new SemanticSignals(this.#config, dense);
    const slugs = this.#entries.map((e) => e.serverSlug);
    this.#servers = new ServerNames(
      slugs,
      fields,
      FIELDS.indexOf("server"),
      this.#config.servers.share,
      this.#config.serverText > 0,
    );
    const at = (f: Field) => fields.map((doc) => doc[FIELDS.indexOf(f)]);
    this.#cover = new NameCover(at("name"), this.#entries);
    if (this.#config.learned > 0) {
      const desc = at("description"), described = at("title").map((t, d) => [...t, ...desc[d]]);
      this.#learned = learnAssociations(at("name"), described);
    }
    if (this.#config.verbPairs > 0) {
      this.#pairs = learnVerbPairs(at("name"), at("description"), at("server"));
    }
    this.#translations = this.#config.translate > 0 ? shippedTranslations() : new Map();
  }

  /** Another translation table (search_translate.ts), for leave-one-set-out evaluation. */
  useTranslations(table: Map<string, Association[]>): void {
    this.#translations = table;
  }

  /** Query-time weights changed in place, for sweeps over one index (scripts/search_tune.ts). */
  retune(weights: QueryWeights): void {
    const c = this.#config,
      off = (["learned", "dense", "verbPairs", "translate", "serverText"] as const)
        .find((k) => (weights[k] ?? 0) > 0 && this.#built[k] <= 0);
    if (off !== undefined) throw new Error(`${off} was off at index build`);
    const { servers, relations, gate, situations, ...rest } = weights;
    Object.assign(c, rest, { relations: { ...c.relations, ...relations } });
    c.situations = { ...c.situations, ...situations };
    c.gate = { ...c.gate, ...gate };
    c.servers = { ...c.servers, ...servers };
  }

  get size(): number {
    return this.#entries.length;
  }

  /** Best matches first; `server` and `allow` filter before `limit` is applied. */
  search(query: string, opts: SearchOptions = {}): SearchHit[] {
    if (typeof query !== "string") return [];
    const text = query.slice(0, MAX_QUERY_CHARS);
    const c = this.#config;
    // Word frequencies come from the vectors, which a lexical-only index never loads.
    const rules = { ...c.servers, common: c.dense > 0 ? c.servers.common : 0 };
    const { terms, named, naming } = this.#servers.resolve(
      text,
      queryTerms(text, MAX_QUERY_TERMS),
      rules,
    );
    if (terms.length === 0) return [];
    const cut = namingCut(naming, rules);
    const server = typeof opts?.server === "string" ? opts.server : undefined;
    const entries = this.#entries;
    const limit = clampLimit(opts?.limit, DEFAULT_LIMIT);
    const permitted = allowedDocs(opts?.allow, (doc) => entries[doc].qualifiedName);
    const keep = (d: number) => server === undefined || entries[d].serverSlug === server;
    const stats = { count: (t: string) => this.#postings.docCount(t), size: entries.length };
    const specs = querySpecs(text, terms, c, this.#learned, stats, this.#pairs, this.#translations);
    this.#semantic.addSoftMatches(text, terms, specs);
    for (const spec of specs) if (spec.boost < this.#config.conceptMin) spec.concept = -1;
    if (this.#config.rrf <= 0) this.#postings.match(specs);
    const said = c.servers.unname > 0 ? unnamed(text, naming) : text;
    const vectorText = queryVectorText(said, terms, specs, this.#translations, c, stats);
    const semantic = this.#semantic.scorer(vectorText);
    const intent = c.intent > 0 ? queryAction(text, c.intentVerbs, c.intentAsk) : Action.Unknown;
    // Widen the candidate window until `limit` permitted tools are found or none are left.
    for (let k = limit;; k *= 4) {
      const depth = intent === Action.Unknown ? k : Math.max(k, this.#config.denseDepth);
      const ranked = this.#config.rrf > 0
        ? this.#fused(specs, semantic, depth, keep)
        : semantic === null
        ? this.#lexical(depth, keep, named, cut)
        : this.#blend(semantic, depth, keep, named, terms, specs, cut);
      const top = applyIntent(ranked, intent, this.#actions, this.#config.intent, k);
      const hits = top.filter((s) => permitted(s.doc)).slice(0, limit);
      if (hits.length >= limit || top.length < k) {
        return hits.map((s) => {
          const { hit } = entries[s.doc];
          return { ...hit, server: { ...hit.server }, score: Math.round(s.score * 1000) / 1000 };
        });
      }
    }
  }

  /** Lexical ranking (from the last `match`) alone, when no word vectors are available. */
  #lexical(k: number, keep: (doc: number) => boolean, named: Set<number>, cut: number): Scored[] {
    if (named.size === 0 || cut <= 0) return this.#postings.top(k, keep);
    const depth = Math.max(2 * k, this.#config.denseDepth);
    return this.#servers.focus(this.#postings.top(depth, keep), named, cut).slice(0, k);
  }

  /** Lexical ranking (from the last `match`) fused with the semantic one, focused on named servers. */
  #blend(
    semantic: Semantic,
    k: number,
    keep: (doc: number) => boolean,
    named: Set<number>,
    terms: string[],
    specs: TermSpec[],
    cut: number,
  ): Scored[] {
    const depth = Math.max(2 * k, this.#config.denseDepth);
    const lexical = this.#postings.top(depth, keep);
    const near = this.#config.denseCandidates > 0
      ? semantic.top(Math.max(k, this.#config.denseCandidates), keep)
      : [];
    const { candidates } = this.#config.servers;
    const pool = named.size > 0 ? named : this.#servers.implied(terms, this.#config.serverPool);
    if (candidates > 0) near.push(...this.#servers.toolsOf(pool, candidates, keep));
    const lexicalOf = (doc: number) => this.#postings.scoreOf(doc);
    emitBlend({ lexical, near, lexicalOf, semantic, named, cut, k });
    const fused = fuseScores(lexical, near, semantic.of, semantic.weight, Infinity, lexicalOf);
    const focused = this.#servers.focus(fused, named, cut);
    const supported = this.#servers.support(focused, this.#config, terms);
    return this.#cover.apply(supported, specs, this.#config).slice(0, k);
  }

  /**
   * Reciprocal rank fusion (config.rrf > 0) of the literal-words ranking, the expanded ranking
   * (re-ranked by word vectors when they are on) and, with denseCandidates, the nearest tools.
   */
  #fused(
    specs: TermSpec[],
    semantic: Semantic | null,
    k: number,
    keep: (doc: number) => boolean,
  ): Scored[] {
    const depth = Math.max(2 * k, this.#config.denseDepth);
    this.#postings.match(specs.filter((s) => s.boost === 1));
    const lists = [this.#postings.top(depth, keep)];
    this.#postings.match(specs);
    const expanded = this.#postings.top(depth, keep);
    if (semantic === null) return reciprocalRankFusion([...lists, expanded], k, this.#config.rrf);
    lists.push(fuseScores(expanded, [], semantic.of, semantic.weight, depth));
    const near = this.#config.denseCandidates;
    if (near > 0) lists.push(semantic.top(near, keep));
    return reciprocalRankFusion(lists, k, this.#config.rrf);
  }

  /** Close qualified names for an unknown name (typos, missing server prefix). */
  suggest(name: string, limit = 5, opts: { allow?: (name: string) => boolean } = {}): string[] {
    if (typeof name !== "string") return [];
    const allow = (e: { qualifiedName: string }) => safeAllow(opts?.allow, e.qualifiedName);
    return rankSuggestions(name, this.#entries, clampLimit(limit, 5), allow);
  }
}

export function buildSearchIndex(
  tools: SearchableTool[],
  config: Partial<SearchConfig> = {},
): ToolSearchIndex {
  return new ToolSearchIndex(tools, config);
}

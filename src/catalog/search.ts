/**
 * Keyword tool search (BM25+, minisearch's radix tree for term lookup) behind the MCP `search`
 * tool and the `description` tool's "did you mean" suggestions. Built once per catalogue warm-up.
 */
import { type Association, learnAssociations } from "./search_assoc.ts";
import { type SearchConfig, searchConfig } from "./search_config.ts";
import { querySpecs } from "./search_expand.ts";
import { reciprocalRankFusion } from "./search_fusion.ts";
import { Postings, type Scored, type TermSpec } from "./search_postings.ts";
import { paramText } from "./search_schema.ts";
import { nameTokens, rankSuggestions, type SuggestEntry } from "./search_suggest.ts";
import { processTerm, queryTerms, shortDescription, tokenize } from "./search_text.ts";
import { warmThesaurus } from "./search_thesaurus.ts";

export { shortDescription };

export interface SearchableTool {
  qualifiedName: string;
  name: string;
  serverSlug: string;
  serverName: string;
  title?: string;
  description?: string;
  inputSchema?: unknown;
}

export interface SearchHit {
  qualifiedName: string;
  title: string;
  /** First sentence of the description, at most 200 characters. */
  description: string;
  server: { slug: string; name: string };
  score: number;
}

export interface SearchOptions {
  limit?: number;
  server?: string;
  /** Policy and enabled-server filter; tools it rejects are never returned. */
  allow?: (qualifiedName: string) => boolean;
}

export const DEFAULT_LIMIT = 10;
export const MAX_LIMIT = 50;
const MAX_QUERY_CHARS = 1000;
const MAX_QUERY_TERMS = 24;
const CAPS = { name: 200, title: 200, description: 2000, params: 1000 };
type Field = keyof SearchConfig["boosts"];
const FIELDS: Field[] = ["name", "title", "server", "description", "params", "paramDocs"];
type Doc = Record<Field, string>;

interface Entry extends SuggestEntry {
  hit: Omit<SearchHit, "score">;
  serverSlug: string;
}

function str(value: unknown, cap: number): string {
  return typeof value === "string" ? value.slice(0, cap) : "";
}

function toEntry(tool: SearchableTool): Entry | null {
  if (typeof tool !== "object" || tool === null) return null;
  const qualifiedName = str(tool.qualifiedName, CAPS.name);
  if (qualifiedName.trim() === "") return null;
  const name = str(tool.name, CAPS.name) || qualifiedName;
  const slug = str(tool.serverSlug, CAPS.name);
  const serverName = str(tool.serverName, CAPS.name) || slug;
  const title = str(tool.title, CAPS.title).trim() || name;
  const lower = qualifiedName.toLowerCase();
  const sep = lower.indexOf("__");
  return {
    qualifiedName,
    lower,
    toolLower: sep >= 0 ? lower.slice(sep + 2) : lower,
    serverLower: sep >= 0 ? lower.slice(0, sep) : "",
    tokens: nameTokens(qualifiedName),
    serverSlug: slug,
    hit: {
      qualifiedName,
      title,
      description: shortDescription(str(tool.description, CAPS.description)),
      server: { slug, name: serverName },
    },
  };
}

function toDoc(tool: SearchableTool, entry: Entry, withParams: boolean): Doc {
  const name = str(tool.name, CAPS.name);
  const expected = `${entry.serverSlug}__${name}`;
  const params = withParams ? paramText(tool.inputSchema, CAPS.params) : { names: "", docs: "" };
  return {
    name: entry.qualifiedName === expected ? name : `${name} ${entry.qualifiedName}`,
    server: `${entry.serverSlug} ${entry.hit.server.name}`,
    title: str(tool.title, CAPS.title),
    description: str(tool.description, CAPS.description),
    params: params.names,
    paramDocs: params.docs,
  };
}

function clampLimit(limit: unknown, fallback: number): number {
  if (typeof limit !== "number" || !Number.isFinite(limit)) return fallback;
  return Math.min(MAX_LIMIT, Math.max(1, Math.floor(limit)));
}

function safeAllow(allow: SearchOptions["allow"], qualifiedName: string): boolean {
  if (allow === undefined) return true;
  try {
    return allow(qualifiedName) === true;
  } catch {
    return false; // a failing policy check must deny, never leak
  }
}

/** Processed terms per field; `cache` memoises processTerm across one build. */
function docTerms(doc: Doc, cache: Map<string, string | null>): string[][] {
  return FIELDS.map((f) => {
    const out: string[] = [];
    for (const token of tokenize(doc[f])) {
      let term = cache.get(token);
      if (term === undefined) cache.set(token, term = processTerm(token));
      if (term !== null) out.push(term);
    }
    return out;
  });
}

export class ToolSearchIndex {
  #postings: Postings;
  #entries: Entry[] = [];
  #config: SearchConfig;
  #learned = new Map<string, Association[]>();

  /** `config` is for evaluation (scripts/search_eval.ts); callers use the defaults. */
  constructor(tools: readonly SearchableTool[], config: Partial<SearchConfig> = {}) {
    this.#config = searchConfig(config);
    if (this.#config.wordnet) warmThesaurus();
    const seen = new Set<string>();
    const fields: string[][][] = [];
    const cache = new Map<string, string | null>();
    for (const tool of Array.isArray(tools) ? tools : []) {
      const entry = toEntry(tool);
      if (entry === null || seen.has(entry.qualifiedName)) continue;
      seen.add(entry.qualifiedName);
      fields.push(docTerms(toDoc(tool, entry, this.#config.params), cache));
      this.#entries.push(entry);
    }
    this.#postings = new Postings(fields, FIELDS.map((f) => this.#config.boosts[f]));
    if (this.#config.learned > 0) {
      const at = (f: Field) => FIELDS.indexOf(f);
      this.#learned = learnAssociations(
        fields.map((doc) => doc[at("name")]),
        fields.map((doc) => [...doc[at("title")], ...doc[at("description")]]),
      );
    }
  }

  get size(): number {
    return this.#entries.length;
  }

  /** Best matches first; `server` and `allow` filter before `limit` is applied. */
  search(query: string, opts: SearchOptions = {}): SearchHit[] {
    if (typeof query !== "string") return [];
    const text = query.slice(0, MAX_QUERY_CHARS);
    const terms = queryTerms(text, MAX_QUERY_TERMS);
    if (terms.length === 0) return [];
    const server = typeof opts?.server === "string" ? opts.server : undefined;
    const entries = this.#entries;
    const limit = clampLimit(opts?.limit, DEFAULT_LIMIT);
    const allowed = new Map<number, boolean>();
    const permitted = (doc: number) => {
      let ok = allowed.get(doc);
      if (ok === undefined) {
        allowed.set(doc, ok = safeAllow(opts?.allow, entries[doc].qualifiedName));
      }
      return ok;
    };
    const keep = (d: number) => server === undefined || entries[d].serverSlug === server;
    const specs = querySpecs(text, terms, this.#config, this.#learned);
    if (this.#config.rrf <= 0) this.#postings.match(specs);
    // Widen the candidate window until `limit` permitted tools are found or none are left.
    for (let k = limit;; k *= 4) {
      const top = this.#config.rrf <= 0 ? this.#postings.top(k, keep) : this.#fused(specs, k, keep);
      const hits = top.filter((s) => permitted(s.doc)).slice(0, limit);
      if (hits.length >= limit || top.length < k) {
        return hits.map((s) => {
          const { hit } = entries[s.doc];
          return { ...hit, server: { ...hit.server }, score: Math.round(s.score * 1000) / 1000 };
        });
      }
    }
  }

  /** Literal-words ranking fused with the expanded ranking (config.rrf > 0). */
  #fused(specs: TermSpec[], k: number, keep: (doc: number) => boolean): Scored[] {
    const depth = Math.max(2 * k, 50);
    this.#postings.match(specs.filter((s) => s.boost === 1));
    const literal = this.#postings.top(depth, keep);
    this.#postings.match(specs);
    return reciprocalRankFusion([literal, this.#postings.top(depth, keep)], k, this.#config.rrf);
  }

  /** Close qualified names for an unknown name (typos, missing server prefix). */
  suggest(
    name: string,
    limit = 5,
    opts: { allow?: (qualifiedName: string) => boolean } = {},
  ): string[] {
    if (typeof name !== "string") return [];
    const max = clampLimit(limit, 5);
    return rankSuggestions(
      name,
      this.#entries,
      max,
      (e) => safeAllow(opts?.allow, e.qualifiedName),
    );
  }
}

export function buildSearchIndex(
  tools: SearchableTool[],
  config: Partial<SearchConfig> = {},
): ToolSearchIndex {
  return new ToolSearchIndex(tools, config);
}

/**
 * Keyword tool search (BM25+ via minisearch) behind the MCP `search` tool and the
 * `description` tool's "did you mean" suggestions. Built once per catalogue warm-up.
 */
import MiniSearch from "minisearch";
import { paramText } from "./search_schema.ts";
import { nameTokens, rankSuggestions, type SuggestEntry } from "./search_suggest.ts";
import { processTerm, queryTerms, synonymsOf, tokenize } from "./search_text.ts";

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
const SYNONYM_BOOST = 0.35;
const CAPS = { name: 200, title: 200, description: 2000, params: 1000 };
const BOOST = { name: 3, title: 2, server: 1.5, description: 1, params: 0.6, paramDocs: 0.25 };
const FIELDS = Object.keys(BOOST);

interface Doc {
  id: number;
  name: string;
  server: string;
  title: string;
  description: string;
  params: string;
  paramDocs: string;
}

interface Entry extends SuggestEntry {
  hit: Omit<SearchHit, "score">;
  serverSlug: string;
}

function str(value: unknown, cap: number): string {
  return typeof value === "string" ? value.slice(0, cap) : "";
}

/** First sentence (ignoring very short ones like "e.g."), else a word-boundary cut at 200. */
export function shortDescription(text: string): string {
  const flat = text.replace(/\s+/g, " ").trim();
  const end = flat.slice(20).search(/[.!?](\s|$)/);
  if (end >= 0 && end + 21 <= 200) return flat.slice(0, end + 21);
  if (flat.length <= 200) return flat;
  const cut = flat.slice(0, 199);
  const space = cut.lastIndexOf(" ");
  return (space > 120 ? cut.slice(0, space) : cut) + "…";
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
  return {
    qualifiedName,
    lower,
    toolLower: lower.includes("__") ? lower.slice(lower.indexOf("__") + 2) : lower,
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

function toDoc(id: number, tool: SearchableTool, entry: Entry): Doc {
  const name = str(tool.name, CAPS.name);
  const expected = `${entry.serverSlug}__${name}`;
  const params = paramText(tool.inputSchema, CAPS.params);
  return {
    id,
    name: entry.qualifiedName === expected ? name : `${name} ${entry.qualifiedName}`,
    server: `${entry.serverSlug} ${entry.hit.server.name}`,
    title: str(tool.title, CAPS.title),
    description: str(tool.description, CAPS.description),
    params: params.names,
    paramDocs: params.docs,
  };
}

function clampLimit(limit: unknown): number {
  if (typeof limit !== "number" || !Number.isFinite(limit)) return DEFAULT_LIMIT;
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

/** Maps each query term and its synonyms to a boost and to the user's term it stands for. */
function expandQuery(terms: string[]): Map<string, { boost: number; origin: string }> {
  const out = new Map<string, { boost: number; origin: string }>();
  for (const t of terms) out.set(t, { boost: 1, origin: t });
  for (const t of terms) {
    for (const s of synonymsOf(t)) {
      if (!out.has(s)) out.set(s, { boost: SYNONYM_BOOST, origin: t });
    }
  }
  return out;
}

export class ToolSearchIndex {
  #mini: MiniSearch<Doc>;
  #entries: Entry[];

  constructor(tools: readonly SearchableTool[]) {
    this.#mini = new MiniSearch<Doc>({
      fields: FIELDS,
      idField: "id",
      tokenize,
      processTerm: (term) => processTerm(term),
    });
    this.#entries = [];
    const seen = new Set<string>();
    const docs: Doc[] = [];
    for (const tool of Array.isArray(tools) ? tools : []) {
      const entry = toEntry(tool);
      if (entry === null || seen.has(entry.qualifiedName)) continue;
      seen.add(entry.qualifiedName);
      docs.push(toDoc(this.#entries.length, tool, entry));
      this.#entries.push(entry);
    }
    this.#mini.addAll(docs);
  }

  get size(): number {
    return this.#entries.length;
  }

  /** Best matches first; `allow` and `server` filter before `limit` is applied. */
  search(query: string, opts: SearchOptions = {}): SearchHit[] {
    if (typeof query !== "string") return [];
    const terms = queryTerms(query.slice(0, MAX_QUERY_CHARS), MAX_QUERY_TERMS);
    if (terms.length === 0) return [];
    const expanded = expandQuery(terms);
    const server = typeof opts?.server === "string" ? opts.server : undefined;
    const entries = this.#entries;
    const results = this.#mini.search([...expanded.keys()].join(" "), {
      tokenize: (s) => s.split(" "),
      processTerm: (t) => t,
      boost: BOOST,
      boostTerm: (t) => expanded.get(t)?.boost ?? 1,
      prefix: (t) => t.length >= 4,
      fuzzy: (t) => (t.length >= 4 && expanded.get(t)?.boost === 1 ? 1 : false),
      filter: (r) => {
        const entry = entries[r.id as number];
        return (server === undefined || entry.serverSlug === server) &&
          safeAllow(opts?.allow, entry.qualifiedName);
      },
    });
    // minisearch multiplies by matched query terms; count user concepts, not their synonyms.
    const scored = results.map((r) => {
      const concepts = new Set(r.queryTerms.map((t) => expanded.get(t)?.origin ?? t)).size;
      return { id: r.id as number, score: (r.score / Math.max(1, r.queryTerms.length)) * concepts };
    });
    scored.sort((a, b) => b.score - a.score || a.id - b.id);
    return scored.slice(0, clampLimit(opts?.limit)).map((s) => ({
      ...entries[s.id].hit,
      server: { ...entries[s.id].hit.server },
      score: Math.round(s.score * 1000) / 1000,
    }));
  }

  /** Close qualified names for an unknown name (typos, missing server prefix). */
  suggest(
    name: string,
    limit = 5,
    opts: { allow?: (qualifiedName: string) => boolean } = {},
  ): string[] {
    if (typeof name !== "string") return [];
    const max = Math.min(MAX_LIMIT, Math.max(1, Math.floor(Number(limit)) || 5));
    return rankSuggestions(
      name,
      this.#entries,
      max,
      (e) => safeAllow(opts?.allow, e.qualifiedName),
    );
  }
}

export function buildSearchIndex(tools: SearchableTool[]): ToolSearchIndex {
  return new ToolSearchIndex(tools);
}

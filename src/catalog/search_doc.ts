/** A tool definition as the search index sees it: capped fields, a result entry, field texts. */
import type { SearchConfig } from "./search_config.ts";
import { serverBoilerplate, stripBoilerplate } from "./search_boilerplate.ts";
import { compoundParts } from "./search_compound.ts";
import { nameRelatives } from "./search_docexp.ts";
import { glossOf, mostlyCjk } from "./search_glossary.ts";
import { kinWords, purposeText } from "./search_purpose.ts";
import { paramText } from "./search_schema.ts";
import { nameTokens, type SuggestEntry } from "./search_suggest.ts";
import { processTerm, shortDescription, tokenize } from "./search_text.ts";
import { topicWords } from "./search_topic.ts";
import { wordVectors } from "./search_vectors.ts";

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

const CAPS = { name: 200, title: 200, description: 2000, params: 1000 };
export type Field = keyof SearchConfig["boosts"];
export const FIELDS: Field[] = [
  "name",
  "title",
  "server",
  "description",
  "params",
  "paramDocs",
  "nameSynonyms",
  "nameHypernyms",
  "purpose",
  "kin",
  "topic",
];
export type Doc = Record<Field, string>;

export interface Entry extends SuggestEntry {
  hit: Omit<SearchHit, "score">;
  serverSlug: string;
}

function str(value: unknown, cap: number): string {
  return typeof value === "string" ? value.slice(0, cap) : "";
}

export function toEntry(tool: SearchableTool): Entry | null {
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

/** What a tool's fields take from the whole catalogue: server boilerplate, kin and topic words. */
export interface DocContext {
  boilerplate: Map<string, Set<string>>;
  kin: Map<string, string>;
  topic: Map<string, string>;
}

export function docContext(tools: readonly SearchableTool[], config: SearchConfig): DocContext {
  return {
    boilerplate: serverBoilerplate(tools, config.boilerplate),
    kin: config.boosts.kin > 0 ? kinWords(tools, config.purpose) : new Map(),
    topic: config.boosts.topic > 0 ? topicWords(tools, config) : new Map(),
  };
}

export function toDoc(
  tool: SearchableTool,
  entry: Entry,
  config: SearchConfig,
  context?: DocContext,
): Doc {
  const name = str(tool.name, CAPS.name);
  const expected = `${entry.serverSlug}__${name}`;
  const params = config.params ? paramText(tool.inputSchema, CAPS.params) : { names: "", docs: "" };
  const expand = config.wordnet &&
    (config.boosts.nameSynonyms > 0 || config.boosts.nameHypernyms > 0);
  const relatives = expand ? nameRelatives(name) : { synonyms: "", hypernyms: "" };
  const parts = config.compounds ? compoundParts(tokenize(name), wordVectors()) : "";
  const described = str(tool.description, CAPS.description);
  return {
    nameSynonyms: relatives.synonyms,
    nameHypernyms: relatives.hypernyms,
    name: `${entry.qualifiedName === expected ? name : `${name} ${entry.qualifiedName}`} ${parts}`,
    server: `${entry.serverSlug} ${entry.hit.server.name}`,
    title: str(tool.title, CAPS.title),
    description: withGloss(
      stripBoilerplate(described, context?.boilerplate.get(entry.serverSlug)),
      name,
      params.names,
      config,
    ),
    params: params.names,
    paramDocs: params.docs,
    purpose: config.boosts.purpose > 0 ? purposeText(described) : "",
    kin: context?.kin.get(entry.qualifiedName) ?? "",
    topic: context?.topic.get(entry.qualifiedName) ?? "",
  };
}

/**
 * The description, with English for a CJK one (config.foreign): the glossary's words, and the
 * name and parameter names repeated, the only English an English query can meet there.
 */
function withGloss(text: string, name: string, params: string, config: SearchConfig): string {
  const { glossary, names } = config.foreign;
  const added = [glossary > 0 ? glossOf(text) : ""];
  if (names > 0 && mostlyCjk(text)) added.push(...Array(names).fill(`${name} ${params}`.trim()));
  const extra = added.filter((a) => a !== "").join(" ");
  return extra === "" ? text : `${text} ${extra}`;
}

/** Processed terms per field; `cache` memoises processTerm across one build. */
export function docTerms(doc: Doc, cache: Map<string, string | null>): string[][] {
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

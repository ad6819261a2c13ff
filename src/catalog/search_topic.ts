/**
 * A server's topic words (round 47): the rare words many of its tools say ("torrent" for 11 of
 * qBittorrent's 14 tools). A tool of that server that never says one gets it in a field of its
 * own, so a request naming the server's subject ("cap the torrent client's bandwidth") matches
 * that concept on every tool of the server, not only on the siblings that repeat the word.
 * Judged leave-one-set-out in round 47 and rejected (docs/search.md, round 47): `boosts.topic` is 0.
 */
import { paramText } from "./search_schema.ts";
import { processTerm, tokenize } from "./search_text.ts";

export interface TopicConfig {
  /** A topic word is held by at least this share of its server's tools (and 2 of them). */
  topicShare: number;
  /**
   * … and its server's tools are at least this share of all the tools that hold it (round 47's
   * T′: a word the server owns, not one a family of servers or a verbose server's prose shares).
   */
  topicOwn: number;
}

export const TOPIC_DEFAULTS: TopicConfig = { topicShare: 0.25, topicOwn: 0 };

/** What a tool brings here (search_doc.ts's SearchableTool). */
interface Listed {
  qualifiedName: string;
  name: string;
  serverSlug: string;
  serverName?: string;
  title?: string;
  description?: string;
  inputSchema?: unknown;
}

/** A server needs this many tools before its shared words say anything about it. */
const MIN_TOOLS = 3;
const PARAM_CHARS = 1000;

const text = (v: unknown) => (typeof v === "string" ? v : "");

function terms(value: string, surface: Map<string, string>): Set<string> {
  const out = new Set<string>();
  for (const token of tokenize(value)) {
    const t = processTerm(token);
    if (t === null || t.length < 3 || /^\d+$/.test(t)) continue;
    out.add(t);
    if (!surface.has(t)) surface.set(t, token);
  }
  return out;
}

/**
 * Topic words per tool (qualified name → text of surface words it lacks). A term is a topic
 * word of a server with n ≥ 3 tools when at least max(2, ⌈share × n⌉) of them hold it in their
 * name, title, description or parameter names, at most 2% of all tools (and 20) do, they are at
 * least `topicOwn` of its holders, and it is not a word of the server's own slug or name (the
 * server field carries those).
 */
export function topicWords(tools: readonly Listed[], config: TopicConfig): Map<string, string> {
  const surface = new Map<string, string>();
  const df = new Map<string, number>();
  const byServer = new Map<string, { t: Listed; words: Set<string> }[]>();
  for (const t of tools) {
    if (typeof t?.name !== "string" || typeof t.serverSlug !== "string") continue;
    const listed = [t.name, text(t.title), text(t.description)];
    listed.push(paramText(t.inputSchema, PARAM_CHARS).names);
    const words = terms(listed.join(" "), surface);
    for (const w of words) df.set(w, (df.get(w) ?? 0) + 1);
    const rows = byServer.get(t.serverSlug) ?? byServer.set(t.serverSlug, []).get(t.serverSlug)!;
    rows.push({ t, words });
  }
  const maxDf = Math.max(0.02 * tools.length, 20);
  const out = new Map<string, string>();
  for (const rows of byServer.values()) {
    if (rows.length < MIN_TOOLS) continue;
    const own = terms(`${rows[0].t.serverSlug} ${text(rows[0].t.serverName)}`, surface);
    const count = new Map<string, number>();
    for (const { words } of rows) for (const w of words) count.set(w, (count.get(w) ?? 0) + 1);
    const floor = Math.max(2, Math.ceil(config.topicShare * rows.length));
    const topic = [...count].filter(([w, n]) =>
      n >= floor && df.get(w)! <= maxDf && n >= config.topicOwn * df.get(w)! && !own.has(w)
    ).map(([w]) => w);
    for (const { t, words } of rows) {
      const lacking = topic.filter((w) => !words.has(w));
      if (lacking.length > 0) {
        out.set(
          t.qualifiedName,
          lacking.map((w) => surface.get(w)).join(" "),
        );
      }
    }
  }
  return out;
}

/**
 * Server boilerplate: a sentence that most of one server's tools repeat ("Twilio - Api: This is
 * the public Twilio REST API.") says nothing about any one tool, yet it lengthens every
 * description (BM25 length norm) and pulls every tool's word vector toward the same point.
 * Such sentences are dropped from the indexed description; the hit's text is unchanged.
 */

import { SENTENCE_BREAK } from "./search_sentences.ts";

/** A server needs this many tools before a shared sentence counts as its boilerplate. */
const MIN_TOOLS = 5;

/** What a tool brings here: its server and description (search_doc.ts's SearchableTool). */
interface Described {
  serverSlug: string;
  description?: string;
}

/** Every sentence, as search_sentences.ts splits them (without its joins and cap). */
export function splitSentences(text: string): string[] {
  return text.split(SENTENCE_BREAK).map((s) => s.trim()).filter((s) => s !== "");
}

/**
 * Per server slug, the sentences held by at least `share` of its tools' descriptions (a
 * sentence counts once per tool). share 0 (off) or a server under MIN_TOOLS tools: none.
 */
export function serverBoilerplate(
  tools: readonly Described[],
  share: number,
): Map<string, Set<string>> {
  const out = new Map<string, Set<string>>();
  if (share <= 0) return out;
  const bySlug = new Map<string, string[]>();
  for (const t of tools) {
    if (typeof t?.description !== "string" || typeof t.serverSlug !== "string") continue;
    bySlug.set(t.serverSlug, [...bySlug.get(t.serverSlug) ?? [], t.description]);
  }
  for (const [slug, texts] of bySlug) {
    if (texts.length < MIN_TOOLS) continue;
    const counts = new Map<string, number>();
    for (const text of texts) {
      for (const s of new Set(splitSentences(text))) counts.set(s, (counts.get(s) ?? 0) + 1);
    }
    const shared = [...counts].filter(([, n]) => n >= share * texts.length).map(([s]) => s);
    if (shared.length > 0) out.set(slug, new Set(shared));
  }
  return out;
}

/** The text without its server's boilerplate sentences; unchanged when none is held. */
export function stripBoilerplate(text: string, shared: Set<string> | undefined): string {
  if (shared === undefined) return text;
  const kept = splitSentences(text).filter((s) => !shared.has(s));
  // A description that is all boilerplate keeps its text: an empty field would lose the tool.
  return kept.length === 0 ? text : kept.join(" ");
}

/**
 * Sibling chooser (round 40's candidate B): when one server's tools crowd the head of the list the
 * server is settled, and its tools differ by their action (the name's first word) or their object
 * (the rest). Only those siblings are re-ordered, among the places they hold; no other tool moves.
 */
import type { Scored, TermSpec } from "./search_postings.ts";
import { processTerm, tokenize } from "./search_text.ts";

/** How many of the first candidates are looked at for crowding, and how many must share a server. */
export const CROWD_HEAD = 5;
export const CROWD_MIN = 3;
/** How deep the crowding server's tools are re-ordered. */
export const CHOOSE_DEPTH = 40;

/** A tool's name split into its verb part and object part, as processed index terms. */
export interface NameParts {
  verb: string | null;
  objects: string[];
}

/** `qualifiedName` "server__tool_name" → parts of "tool_name" without the server slug's words. */
export function nameParts(qualifiedName: string, serverSlug: string): NameParts {
  const sep = qualifiedName.indexOf("__");
  const bare = sep >= 0 ? qualifiedName.slice(sep + 2) : qualifiedName;
  const terms = (text: string) =>
    tokenize(text).map(processTerm).filter((t): t is string => t !== null);
  const server = new Set(terms(serverSlug));
  const words = [...new Set(terms(bare))].filter((t) => !server.has(t));
  return { verb: words[0] ?? null, objects: words.slice(1) };
}

/** The server of at least `CROWD_MIN` of the first `CROWD_HEAD` candidates, else null. */
export function crowdingServer(scored: readonly Scored[], serverOf: (doc: number) => string) {
  const counts = new Map<string, number>();
  for (const s of scored.slice(0, CROWD_HEAD)) {
    const server = serverOf(s.doc), n = (counts.get(server) ?? 0) + 1;
    if (n >= CROWD_MIN) return server;
    counts.set(server, n);
  }
  return null;
}

/** m = verbShare × [verb matched] + (1 − verbShare) × share of object words matched. */
export function nameMatch(parts: NameParts, matched: ReadonlySet<string>, verbShare: number) {
  if (parts.verb === null) return 0;
  const verb = matched.has(parts.verb) ? 1 : 0;
  if (parts.objects.length === 0) return verb;
  const objects = parts.objects.filter((t) => matched.has(t)).length / parts.objects.length;
  return verbShare * verb + (1 - verbShare) * objects;
}

/**
 * Re-scores the crowding server's tools among the first `CHOOSE_DEPTH` candidates by
 * 1 + `weight` × their name match, sorts them by it (ties keep their order) and puts them back in
 * the places they held, each with its place's score. `weight` 0, or no crowding server, returns `scored` itself.
 */
export function chooseSiblings(
  scored: Scored[],
  specs: readonly TermSpec[],
  parts: (doc: number) => NameParts,
  serverOf: (doc: number) => string,
  weight: number,
  verbShare: number,
): Scored[] {
  if (!(weight > 0) || scored.length < 2) return scored;
  const server = crowdingServer(scored, serverOf);
  if (server === null) return scored;
  const matched = new Set(specs.filter((s) => s.concept >= 0).map((s) => s.term));
  const places: number[] = [];
  const siblings: { s: Scored; key: number; at: number }[] = [];
  scored.slice(0, CHOOSE_DEPTH).forEach((s, at) => {
    if (serverOf(s.doc) !== server) return;
    const m = s.score > 0 ? nameMatch(parts(s.doc), matched, verbShare) : 0;
    places.push(at), siblings.push({ s, key: s.score * (1 + weight * m), at });
  });
  siblings.sort((a, b) => b.key - a.key || a.at - b.at);
  // Each sibling takes its place's score too, so the intent penalty's re-sort keeps the order.
  const out = scored.slice();
  places.forEach((place, i) => out[place] = { doc: siblings[i].s.doc, score: scored[place].score });
  return out;
}

/**
 * A goal-to-action lexicon learned from the catalogue's own descriptions (round 13). Two parts,
 * both build time, both written from tool text only:
 * - purpose clauses: what a description says a tool is for ("Use this when …", "useful for …",
 *   "helps you …", "to find out whether …"), up to the end of the sentence, indexed again as a
 *   field of their own so goal words weigh more where a tool states its purpose;
 * - kin words: tools of different servers whose names share an object word (`send_sms`,
 *   `sms_send`; `list_invoices`, `get_invoice`) describe it in overlapping words; a description
 *   word that at least two servers use for that object joins every tool named with it, so a goal
 *   word one server writes down reaches another server's tool that never says it.
 */
import { processTerm, tokenize } from "./search_text.ts";

export interface PurposeConfig {
  /** Mine kin words from the purpose clauses only (1) or from whole descriptions (0). */
  source: number;
  /** A kin word needs this many servers among an object's tools to use it … */
  servers: number;
  /** … and at least this share of them. */
  share: number;
  /** Kin words kept per object word. */
  perKey: number;
  /** 1: a description's purpose clauses are one more best-sentence vector (search_sentences.ts). */
  sentence: number;
}

/** What a tool brings here (search_doc.ts's SearchableTool). */
interface Described {
  qualifiedName: string;
  name: string;
  serverSlug: string;
  serverName?: string;
  description?: string;
}

/**
 * Cues that open a statement of purpose. A cue naming another tool ("use `x` to …") is not one:
 * only "this", "it" or nothing stands between "use" and the purpose.
 */
const CUE = new RegExp(
  [
    String.raw`\buse (?:this|it)(?: tool| endpoint| function)? (?:when|if|to|for)\b`,
    String.raw`\buse (?:when|to|for)\b`,
    String.raw`\buseful (?:for|when|to|if)\b`,
    String.raw`\bhelps? (?:you|users?|the user)\b`,
    String.raw`\b(?:ideal|great|good|perfect|handy|best) (?:for|when)\b`,
    String.raw`\b(?:when|if) (?:you|the user|users?) (?:need|want|wish|would like)s?\b`,
    String
      .raw`\bto (?:find out|check|see|determine|verify|know) (?:whether|if|what|which|who|how|when)\b`,
    String.raw`\b(?:allows?|lets?|enables?) (?:you|users?|the user)\b`,
    String.raw`\b(?:common|typical) use(?: cases?)?\b`,
    String.raw`\b(?:questions?|requests?) (?:like|such as)\b`,
    String.raw`\b(?:so that|in order to)\b`,
  ].join("|"),
  "gi",
);
/** A purpose clause runs to the end of its sentence (or line). */
const CLAUSE_END = /[.!?](?:\s|$)|\n/;

/** The purpose clauses of a description, joined; "" when it states none. */
export function purposeText(description: string): string {
  const out: string[] = [];
  let taken = 0;
  for (const m of description.matchAll(CUE)) {
    // A cue inside a clause already taken ("useful for questions like …") adds nothing.
    if (m.index! < taken) continue;
    const start = m.index! + m[0].length, end = description.slice(start).search(CLAUSE_END);
    taken = end < 0 ? description.length : start + end;
    out.push(description.slice(start, taken));
  }
  return out.join(" ").trim();
}

/** Processed terms of a text, with the first surface form seen for each (for re-indexing). */
function terms(text: string, surface: Map<string, string>): Set<string> {
  const out = new Set<string>();
  for (const token of tokenize(text)) {
    const term = processTerm(token);
    if (term === null || term.length < 3 || /^\d+$/.test(term)) continue;
    if (!surface.has(term)) surface.set(term, token.toLowerCase());
    out.add(term);
  }
  return out;
}

/** Name words that say what a tool does rather than what it acts on ("get", "list", "create"). */
const ACTIONS = new Set(
  ("get list search find read fetch describe show view query retrieve lookup check create add " +
    "update delete remove set put patch post send new make edit modify change run execute call " +
    "by for all from with one many multiple batch bulk info detail details data item items")
    .split(" ").map((w) => processTerm(w) ?? w),
);

/** Object words of a tool name: name terms minus action words and its server's own words. */
function objectWords(name: string, own: Set<string>, surface: Map<string, string>): Set<string> {
  const out = new Set<string>();
  for (const t of terms(name, surface)) {
    if (!ACTIONS.has(t) && !own.has(t) && !/\d/.test(t)) out.add(t);
  }
  return out;
}

/**
 * Kin words per tool (qualified name → text of surface words), weight 0 or an empty catalogue:
 * none. An object word held in the names of tools of at least `servers` + 1 servers gets the
 * description words (or purpose-clause words) that at least `servers` of those servers use for
 * it, held by at most 2% of all descriptions (and 20) and no server's own word, best `perKey` by
 * server count. Object words in the names of over 1% of the tools (and 10) are skipped.
 */
export function kinWords(tools: readonly Described[], config: PurposeConfig): Map<string, string> {
  const surface = new Map<string, string>();
  // A server's own words (a brand, a product) never travel to another server's tools.
  const brands = new Set<string>();
  const df = new Map<string, number>();
  const rows = tools.filter((t) => typeof t?.name === "string").map((t) => {
    const text = typeof t.description === "string" ? t.description : "";
    const all = terms(text, surface);
    for (const w of all) df.set(w, (df.get(w) ?? 0) + 1);
    const own = terms(`${t.serverSlug} ${t.serverName ?? ""}`, surface);
    for (const w of own) brands.add(w);
    const words = config.source > 0 ? terms(purposeText(text), surface) : all;
    return { t, keys: objectWords(t.name, own, surface), words, all };
  });
  // Floors keep a small catalogue's words usable (as search_gate.ts's MIN_COMMON does).
  const maxDf = Math.max(0.02 * rows.length, 20);
  const maxKey = Math.max(0.01 * rows.length, 10);
  // An object word in over 1% of the names ("api", "file") names no one kind of thing.
  const nameDf = new Map<string, number>();
  for (const { keys } of rows) for (const k of keys) nameDf.set(k, (nameDf.get(k) ?? 0) + 1);
  // object word → server → the description words its tools there use
  const byKey = new Map<string, Map<string, Set<string>>>();
  for (const { t, keys, words } of rows) {
    for (const k of keys) {
      const servers = byKey.get(k) ?? byKey.set(k, new Map()).get(k)!;
      const set = servers.get(t.serverSlug) ??
        servers.set(t.serverSlug, new Set()).get(t.serverSlug)!;
      for (const w of words) set.add(w);
    }
  }
  const kin = new Map<string, string[]>();
  for (const [k, servers] of byKey) {
    if (servers.size <= config.servers || nameDf.get(k)! > maxKey) continue;
    const count = new Map<string, number>();
    for (const set of servers.values()) for (const w of set) count.set(w, (count.get(w) ?? 0) + 1);
    const kept = [...count]
      .filter(([w, n]) =>
        n >= Math.max(config.servers, config.share * servers.size) && w !== k && !brands.has(w) &&
        df.get(w)! <= maxDf
      )
      .sort((a, b) => b[1] - a[1] || df.get(a[0])! - df.get(b[0])! || (a[0] < b[0] ? -1 : 1))
      .slice(0, config.perKey)
      .map(([w]) => w);
    if (kept.length > 0) kin.set(k, kept);
  }
  const out = new Map<string, string>();
  for (const { t, keys, all } of rows) {
    const added = new Set<string>();
    for (const k of keys) for (const w of kin.get(k) ?? []) if (!all.has(w)) added.add(w);
    if (added.size > 0) out.set(t.qualifiedName, [...added].map((w) => surface.get(w)).join(" "));
  }
  return out;
}

/**
 * Servers a query names ("take a contentful article offline", "restart my droplet in
 * digitalocean"): a word of a server's slug or package name that few servers share picks that
 * server out. Its tools join the candidates even when their other words miss the query, and
 * other servers' tools can be scaled down (SearchConfig.servers).
 */
import { Companions, type NamingRules } from "./search_companions.ts";
import type { Scored } from "./search_topk.ts";
import { supportSiblings } from "./search_siblings.ts";
import { ServerText } from "./search_server_text.ts";
import { queryWords, shortFormServers } from "./search_short_names.ts";
import { processTerm, tokenize } from "./search_text.ts";
import { rareTerms } from "./search_everyday.ts";
import { wordVectors } from "./search_vectors.ts";

/**
 * A server word shared by more servers than this names none of them ("mcp", "server"); a few
 * servers may share one (several accounts or instances of the same package).
 */
export const MAX_SERVERS_PER_WORD = 5;
/**
 * Share of the tools holding the word (any field) that must be the named servers' ("browser"
 * mostly describes other servers' tools): round 4's; the index passes `servers.share` (0.8).
 */
export const MIN_SERVER_SHARE = 0.5;

export class ServerNames {
  /** Processed server-field term → the server numbers it names. */
  #named = new Map<string, number[]>();
  /** Server words other servers' tools use as much: they name a server only as proper nouns. */
  #shared = new Map<string, number[]>();
  /** Every processed server-field term (short forms are of other words). */
  #terms = new Set<string>();
  /** Server number → its tools. */
  #tools: number[][] = [];
  /** Tool → its server number. */
  #serverOf: Int32Array;
  /** Each server's whole text as one document (round 37); built only when weighed. */
  #text: ServerText | null = null;
  /** Tools that name a product outside its server, spared the cut (rounds 54-55). */
  #companions: Companions;

  /**
   * `slugs[doc]` is the tool's server slug, `fields[doc]` its processed terms per field and
   * `server` the index of the server field.
   */
  constructor(
    slugs: string[],
    fields: string[][][],
    server: number,
    minShare = MIN_SERVER_SHARE,
    text = false,
  ) {
    const ids = new Map<string, number>();
    this.#serverOf = new Int32Array(slugs.length);
    const byTerm = new Map<string, Set<number>>();
    slugs.forEach((slug, doc) => {
      let id = ids.get(slug);
      if (id === undefined) ids.set(slug, id = ids.size);
      this.#serverOf[doc] = id;
      (this.#tools[id] ??= []).push(doc);
      for (const term of fields[doc][server]) {
        let set = byTerm.get(term);
        if (set === undefined) byTerm.set(term, set = new Set());
        set.add(id);
      }
    });
    for (const [term, set] of byTerm) {
      this.#terms.add(term);
      if (set.size <= MAX_SERVERS_PER_WORD) this.#named.set(term, [...set]);
    }
    this.#companions = new Companions(fields, server, this.#serverOf, this.#tools, this.#named);
    this.#keepDistinctive(fields, minShare);
    if (text) this.#text = new ServerText(this.#serverOf, this.#tools.length, fields);
  }

  /** Drops server words that other servers' tools use as much as the named servers' do. */
  #keepDistinctive(fields: string[][][], minShare: number): void {
    const inside = new Map<string, number>();
    const total = new Map<string, number>();
    const last = new Map<string, number>(); // counts each tool once per word
    fields.forEach((doc, d) => {
      for (const terms of doc) {
        for (const term of terms) {
          const ids = this.#named.get(term);
          if (ids === undefined || last.get(term) === d) continue;
          last.set(term, d);
          total.set(term, (total.get(term) ?? 0) + 1);
          if (ids.includes(this.#serverOf[d])) inside.set(term, (inside.get(term) ?? 0) + 1);
        }
      }
    });
    for (const [term, n] of total) {
      if ((inside.get(term) ?? 0) >= minShare * n) continue;
      this.#shared.set(term, this.#named.get(term)!);
      this.#named.delete(term);
    }
  }

  /** The servers the query's processed terms name (empty when none). */
  named(terms: string[]): Set<number> {
    const out = new Set<number>();
    for (const term of terms) for (const id of this.#named.get(term) ?? []) out.add(id);
    return out;
  }

  /**
   * Product names in two words or split by case ("Lunch Money", "ERPNext", "RunPod") name the
   * server whose word joins them: adjacent query tokens joined whole or, both of 4+ letters, the
   * first cut to its initial ("Google Tasks" → gtasks). The joined term stands for both tokens'
   * terms (`parts`), which then name nothing alone; `text` tells one camel-case word.
   */
  joined(tokens: string[], text = ""): { joined: string[]; parts: Set<string> } {
    const joined: string[] = [], parts = new Set<string>();
    for (let i = 1; i < tokens.length; i++) {
      const [a, b] = [tokens[i - 1], tokens[i]];
      const whole = processTerm(a + b);
      const initial = Math.min(a.length, b.length) > 3 ? processTerm(a[0] + b) : null;
      // One word in camel case ("GitHub", "UniFi") is a product's own spelling: its joined word
      // names its server even where the share rule keeps it from naming it in lower case.
      const camel = /[a-z]$/.test(a) && /^[A-Z]/.test(b) && text.includes(a + b);
      const term = whole !== null && (this.#named.has(whole) || camel && this.#shared.has(whole))
        ? whole
        : initial;
      if (term === null || !(this.#named.has(term) || term === whole && camel)) continue;
      if (!joined.includes(term)) joined.push(term);
      for (const t of [a, b]) parts.add(processTerm(t) ?? "");
    }
    return { joined, parts };
  }

  /**
   * The servers a query names, its terms and the terms that name them (`naming`). `join` 1:
   * joined product names name servers too; 2: the joined term also replaces its two parts among
   * the matched terms. `common` > 0: see `#rarest`. `short` 1: short and compound forms of
   * server words name their servers too (`#short`).
   */
  resolve(
    text: string,
    terms: string[],
    rules: NamingRules,
  ): { terms: string[]; named: Set<number>; naming: Set<string> } {
    const { join, common, proper, short = 0, spare = 1, spareBy = 0 } = rules;
    const { joined, parts } = join > 0
      ? this.joined(tokenize(text), text)
      : { joined: [] as string[], parts: null };
    const own = parts === null ? terms : terms.filter((t) => !parts.has(t)).concat(joined);
    const named = this.#rarest(own, common);
    for (const t of joined) for (const id of this.#shared.get(t) ?? []) named.add(id);
    const capitalised = this.#proper(text, proper);
    for (const ids of capitalised.values()) for (const id of ids) named.add(id);
    const holders = (t: string) =>
      this.#named.get(t) ?? (joined.includes(t) ? this.#shared.get(t) : undefined);
    const naming = new Set(own.filter((t) => holders(t)?.some((id) => named.has(id))));
    for (const t of capitalised.keys()) naming.add(t);
    for (const t of joined) if (naming.has(t)) { for (const p of parts ?? []) naming.add(p); }
    if (short > 0) this.#short(text, common, named, naming);
    // Round 55: only a rare naming word (as `#rarest` tests it) spares a companion server's tools.
    const rare = rareTerms(common);
    this.#companions.select(new Set([...naming].filter(rare)), spare, spareBy);
    return { terms: join > 1 ? own : terms, named, naming };
  }

  /**
   * Adds the servers named by short or compound forms ("c4d", "cad" of freecad) of their words
   * (search_short_names.ts): only words no server field holds and that are not among the
   * `common` most frequent English words, so none without word frequencies (`common` 0).
   */
  #short(text: string, common: number, named: Set<number>, naming: Set<string>): void {
    if (common <= 0 || wordVectors() === null) return;
    const rare = rareTerms(common);
    const isTerm = (w: string) => this.#terms.has(w) || this.#terms.has(processTerm(w) ?? w);
    const found = shortFormServers(queryWords(text), this.#named, isTerm, rare);
    for (const id of found.servers) named.add(id);
    for (const w of found.naming) naming.add(processTerm(w) ?? w);
  }

  /**
   * A server word other servers' tools use too ("teams", "backlog") still names its server when
   * the query capitalises it after its first word, as a product's name ("on Teams"), and no
   * other server has it ("Google" is the word of several).
   */
  #proper(text: string, on: number): Map<string, number[]> {
    const out = new Map<string, number[]>();
    if (on <= 0 || this.#shared.size === 0) return out;
    for (const m of text.matchAll(/(?<=[A-Za-z0-9,;:)'"] +)[A-Z][a-z]+/g)) {
      const term = processTerm(m[0]);
      const ids = term === null ? undefined : this.#shared.get(term);
      if (ids?.length === 1) out.set(term!, ids);
    }
    return out;
  }

  /**
   * The servers `terms` name; when they name several and some only by an everyday word (among
   * the `common` most frequent English words: "monday", "motion", "apple") while others by a
   * rarer one ("infisical", "ibkr"), only the latter: a weekday or a noun of the request is not
   * the product the request names beside it.
   */
  #rarest(terms: string[], common: number): Set<number> {
    const named = this.named(terms);
    const rare = named.size > 1 ? rareTerms(common) : null;
    if (rare === null || common <= 0) return named;
    const kept = this.named(terms.filter(rare));
    return kept.size > 0 ? kept : named;
  }

  /** The tools of the named servers that `keep` accepts; none when they are more than `cap`. */
  toolsOf(servers: Set<number>, cap: number, keep = (_doc: number) => true): Scored[] {
    const docs = [...servers].flatMap((id) => this.#tools[id]);
    return docs.length > cap ? [] : docs.filter(keep).map((doc) => ({ doc, score: 0 }));
  }

  /** The servers a query that names none implies by its words (ServerText.top); none unbuilt. */
  implied(terms: readonly string[], n: number): Set<number> {
    return n > 0 && this.#text !== null ? this.#text.top(terms, n) : new Set();
  }

  /** Server-text scaling by the query's own `terms`, then sibling support; re-sorts. */
  support(
    scored: Scored[],
    c: { siblings: number; siblingDepth: number; serverText: number },
    terms: readonly string[] = [],
  ): Scored[] {
    const of = (doc: number) => this.#serverOf[doc];
    const texted = this.#text?.scale(scored, terms, of, c.serverText) ?? scored;
    return supportSiblings(texted, of, c.siblings, c.siblingDepth);
  }

  /** Scales down tools of servers the query does not name by `cut` (less if spared), re-sorts. */
  focus(scored: Scored[], servers: Set<number>, cut: number): Scored[] {
    if (servers.size === 0 || cut <= 0) return scored;
    const scale = (doc: number) => 1 - this.#companions.cutOf(doc, cut);
    return scored
      .map((s) =>
        servers.has(this.#serverOf[s.doc]) ? s : { doc: s.doc, score: s.score * scale(s.doc) }
      )
      .sort((a, b) => b.score - a.score || a.doc - b.doc);
  }
}

/** The query without the words that name its servers, for its word vector ("in Lunch Money"). */
export function unnamed(text: string, naming: Set<string>): string {
  if (naming.size === 0) return text;
  return tokenize(text).filter((w) => !naming.has(processTerm(w) ?? "")).join(" ");
}

/**
 * Round 50's candidates for queries that name no server (docs/rounds/srch50.md): U weighs the
 * server's whole text more (`serverTextUnnamed` × `serverText`), G weighs less a word many servers
 * hold (`spread`). A query that names a server ranks as before; the defaults change nothing.
 */
import type { SearchConfig } from "./search_config.ts";
import type { TermSpec } from "./search_postings.ts";
import type { ServerText } from "./search_server_text.ts";

export interface UnnamedConfig {
  /** Factor on `serverText` when the query names no server (candidate U); 1 = as named ones. */
  serverTextUnnamed: number;
  /** β of candidate G: a term's boost × (its server idf ÷ a one-server term's)^β; 0 = off. */
  spread: number;
}

export const UNNAMED_DEFAULTS: UnnamedConfig = { serverTextUnnamed: 1, spread: 0 };

/** The config the server-text scaling reads: `serverText` × the factor when none is named. */
export function unnamedScale(c: SearchConfig, named: Set<number>): SearchConfig {
  if (named.size > 0 || c.serverTextUnnamed === 1) return c;
  return { ...c, serverText: c.serverText * c.serverTextUnnamed };
}

/** Candidate G: each spec's boost damped by how many servers hold its term, when none is named. */
export function spreadSpecs(
  specs: TermSpec[],
  named: Set<number>,
  text: ServerText | null,
  beta: number,
): TermSpec[] {
  if (beta <= 0 || named.size > 0 || text === null || text.servers < 2) return specs;
  const n = text.servers;
  const idf = (s: number) => Math.log(1 + (n - s + 0.5) / (s + 0.5));
  const one = idf(1);
  return specs.map((spec) => {
    const s = text.holders(spec.term);
    return s > 0 ? { ...spec, boost: spec.boost * (idf(s) / one) ** beta } : spec;
  });
}

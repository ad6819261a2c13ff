/**
 * Round 50's candidate G for queries that name no server, narrowed in round 51
 * (docs/rounds/srch51.md): a word many servers hold weighs less (`spread`, β), except that an API
 * verb keeps its weight (form 1, G-V) or only a query with no API verb is damped (form 2, G-Q);
 * the verb is what chooses among one product's tools. The defaults change nothing.
 */
import type { SearchConfig } from "./search_config.ts";
import { READ, WRITE } from "./search_intent.ts";
import type { TermSpec } from "./search_postings.ts";
import type { ServerText } from "./search_server_text.ts";
import { processTerm } from "./search_text.ts";

export interface UnnamedConfig {
  /** β of candidate G: a term's boost × (its server idf ÷ a one-server term's)^β; 0 = off. */
  spread: number;
  /** 0: every term (round 50's G); 1: API verbs keep their boost; 2: only verbless queries. */
  spreadForm: number;
}

export const UNNAMED_DEFAULTS: UnnamedConfig = { spread: 0, spreadForm: 0 };

/** Processed forms of the generic verbs of API tool names (search_intent.ts's classes). */
const VERBS = new Set(
  [...READ, ...WRITE].map(processTerm).filter((t): t is string => t !== null),
);

/** Candidate G: each spec's boost damped by how many servers hold its term, when none is named. */
export function spreadSpecs(
  specs: TermSpec[],
  terms: readonly string[],
  named: Set<number>,
  text: ServerText | null,
  c: UnnamedConfig,
): TermSpec[] {
  if (c.spread <= 0 || named.size > 0 || text === null || text.servers < 2) return specs;
  if (c.spreadForm === 2 && terms.some((t) => VERBS.has(t))) return specs;
  const n = text.servers;
  const idf = (s: number) => Math.log(1 + (n - s + 0.5) / (s + 0.5));
  const one = idf(1);
  return specs.map((spec) => {
    if (c.spreadForm === 1 && VERBS.has(spec.term)) return spec;
    const s = text.holders(spec.term);
    return s > 0 ? { ...spec, boost: spec.boost * (idf(s) / one) ** c.spread } : spec;
  });
}

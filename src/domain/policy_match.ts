/**
 * Policy rules over qualified tool names. A pattern is a glob where `*` matches any run of
 * characters (including none and `__`). The most specific matching rule decides: an exact name
 * first, then the most literal (non-`*`) characters, then the fewest wildcards, then the stricter
 * action (deny > approve > allow). No matching rule allows.
 */

export type PolicyAction = "allow" | "deny" | "approve";
export const POLICY_ACTIONS: readonly PolicyAction[] = ["allow", "deny", "approve"];

export interface PolicyRule {
  pattern: string;
  action: PolicyAction;
  createdAt: string;
  updatedAt: string;
}

export interface PolicyDecision {
  action: PolicyAction;
  /** The rule that decided, or null for the default allow. */
  rule: PolicyRule | null;
}

/** Printable ASCII without spaces or quotes keeps patterns safe to show in messages and CLIs. */
export const PATTERN_SHAPE = /^[A-Za-z0-9_.\-\/:*]{1,200}$/;

export function isValidPattern(pattern: string): boolean {
  return PATTERN_SHAPE.test(pattern);
}

/**
 * Glob match with `*` only, in O(pattern x name) at worst: the classic two-pointer walk that
 * backtracks to the last star alone, so hostile patterns cannot blow up like a regex can.
 */
export function globMatch(pattern: string, name: string): boolean {
  let p = 0;
  let n = 0;
  let star = -1;
  let mark = 0;
  while (n < name.length) {
    if (p < pattern.length && pattern[p] !== "*" && pattern[p] === name[n]) {
      p++;
      n++;
    } else if (p < pattern.length && pattern[p] === "*") {
      star = p++;
      mark = n;
    } else if (star !== -1) {
      p = star + 1;
      n = ++mark;
    } else {
      return false;
    }
  }
  while (p < pattern.length && pattern[p] === "*") p++;
  return p === pattern.length;
}

// On an exact tie in specificity the stricter action wins, so order of creation never matters.
const STRICTNESS: Record<PolicyAction, number> = { deny: 3, approve: 2, allow: 1 };

interface Compiled {
  rule: PolicyRule;
  exact: boolean;
  wildcards: number;
  literal: number;
}

function compile(rule: PolicyRule): Compiled {
  const parts = rule.pattern.split("*");
  const wildcards = parts.length - 1;
  const literal = parts.reduce((n, p) => n + p.length, 0);
  return { rule, exact: wildcards === 0, wildcards, literal };
}

/** -1 when a is more specific than b (it should win). */
function bySpecificity(a: Compiled, b: Compiled): number {
  if (a.exact !== b.exact) return a.exact ? -1 : 1;
  if (a.literal !== b.literal) return b.literal - a.literal;
  if (a.wildcards !== b.wildcards) return a.wildcards - b.wildcards;
  return STRICTNESS[b.rule.action] - STRICTNESS[a.rule.action];
}

/** A rule with the measures specificity is judged by. */
export interface RankedRule {
  rule: PolicyRule;
  exact: boolean;
  literal: number;
  wildcards: number;
}

/** The rules matching a name, most specific (the one that decides) first; for explanations. */
export function rankMatching(rules: readonly PolicyRule[], qualifiedName: string): RankedRule[] {
  return rules.map(compile)
    .filter((c) =>
      c.exact ? c.rule.pattern === qualifiedName : globMatch(c.rule.pattern, qualifiedName)
    )
    .sort(bySpecificity);
}

/** A compiled rule set: decisions are memoized per qualified name. */
export class PolicySet {
  readonly rules: readonly PolicyRule[];
  #ordered: Compiled[];
  #memo = new Map<string, PolicyDecision>();

  constructor(rules: readonly PolicyRule[]) {
    this.rules = rules;
    this.#ordered = rules.map(compile).sort(bySpecificity);
  }

  decide(qualifiedName: string): PolicyDecision {
    const hit = this.#memo.get(qualifiedName);
    if (hit) return hit;
    let decision: PolicyDecision = { action: "allow", rule: null };
    for (const c of this.#ordered) {
      const matches = c.exact
        ? c.rule.pattern === qualifiedName
        : globMatch(c.rule.pattern, qualifiedName);
      if (matches) {
        decision = { action: c.rule.action, rule: c.rule };
        break;
      }
    }
    if (this.#memo.size > 10_000) this.#memo.clear();
    this.#memo.set(qualifiedName, decision);
    return decision;
  }
}

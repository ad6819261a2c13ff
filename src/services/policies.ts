/**
 * Per-account policy rules (allow | deny | approve on qualified-name globs), stored in KV.
 * Every write bumps the account's catalogue epoch, so every process rebuilds its cached view.
 */
import type { Deps } from "../deps.ts";
import { keys } from "../storage/keys.ts";
import { readPolicies } from "../storage/policies.ts";
import { invalid, notFound } from "../errors.ts";
import { requireAccount } from "../storage/accounts.ts";
import {
  isValidPattern,
  POLICY_ACTIONS,
  type PolicyAction,
  type PolicyRule,
  PolicySet,
  rankMatching,
} from "../domain/policy_match.ts";
import { bumpEpoch } from "../catalog/epoch.ts";
import { type Actor, OPERATOR, withEvent } from "../storage/account_events.ts";

/** Rules per account are bounded: each call consults all of them. */
export const MAX_RULES = 500;

function ruleText(rule: PolicyRule): string {
  return `${rule.pattern} → ${rule.action}`;
}

/** The rules in pattern order (as stored). */
export function listPolicies(deps: Deps, accountId: string): Promise<PolicyRule[]> {
  return readPolicies(deps.kv, accountId);
}

/** One rule by its pattern; a missing one is a 404. */
export async function getPolicy(
  deps: Deps,
  accountId: string,
  pattern: string,
): Promise<PolicyRule> {
  const rule = isValidPattern(pattern)
    ? (await deps.kv.get<PolicyRule>(keys.policy(accountId, pattern))).value
    : null;
  if (!rule) throw notFound(`Policy rule "${pattern.slice(0, 200)}"`);
  return rule;
}

/** Creates or replaces the rule for `pattern`. */
export async function setPolicy(
  deps: Deps,
  accountId: string,
  pattern: string,
  action: string,
  actor: Actor = OPERATOR,
): Promise<PolicyRule> {
  await requireAccount(deps.kv, accountId);
  if (!isValidPattern(pattern)) {
    throw invalid(
      "pattern must be 1-200 characters of letters, digits, '_', '.', '-', '/', ':' and '*'",
    );
  }
  if (!(POLICY_ACTIONS as readonly string[]).includes(action)) {
    throw invalid(`action must be one of ${POLICY_ACTIONS.join(", ")}`);
  }
  const key = keys.policy(accountId, pattern);
  const at = new Date(deps.now()).toISOString();
  for (let attempt = 0; attempt < 32; attempt++) {
    const existing = await deps.kv.get<PolicyRule>(key);
    if (!existing.value && (await listPolicies(deps, accountId)).length >= MAX_RULES) {
      throw invalid(`An account may hold at most ${MAX_RULES} policy rules`);
    }
    const rule: PolicyRule = {
      pattern,
      action: action as PolicyAction,
      createdAt: existing.value?.createdAt ?? at,
      updatedAt: at,
    };
    const op = deps.kv.atomic().check(existing).set(key, rule);
    bumpEpoch(op, accountId, deps.now());
    withEvent(op, deps.now(), { accountId, actor, action: "policy.set", target: ruleText(rule) });
    if ((await op.commit()).ok) return rule;
  }
  throw new Error("Policy write kept conflicting; try again");
}

export async function deletePolicy(
  deps: Deps,
  accountId: string,
  pattern: string,
  actor: Actor = OPERATOR,
): Promise<PolicyRule> {
  // A pattern no rule could have is simply absent (and never becomes an oversized KV key).
  if (!isValidPattern(pattern)) throw notFound(`Policy rule "${pattern.slice(0, 200)}"`);
  const key = keys.policy(accountId, pattern);
  const existing = await deps.kv.get<PolicyRule>(key);
  if (!existing.value) throw notFound(`Policy rule "${pattern}"`);
  const op = deps.kv.atomic().check(existing).delete(key);
  bumpEpoch(op, accountId, deps.now());
  const target = ruleText(existing.value);
  withEvent(op, deps.now(), { accountId, actor, action: "policy.deleted", target });
  if (!(await op.commit()).ok) return deletePolicy(deps, accountId, pattern, actor);
  return existing.value;
}

/** One matching rule as the tester shows it, with the measures specificity is judged by. */
export interface PolicyCandidate {
  rule: PolicyRule;
  exact: boolean;
  literal: number;
  wildcards: number;
}

export interface PolicyExplanation {
  qualifiedName: string;
  action: PolicyAction;
  /** The rule that decides, or null when none matches (the default allow). */
  rule: PolicyRule | null;
  /** The matching rules, the deciding one first. */
  candidates: PolicyCandidate[];
  /** How many rules the account has (all were checked). */
  checked: number;
  reason: string;
}

// The shape of a qualified tool name: server slug, "__", tool name; printable, no spaces.
const QUALIFIED_SHAPE = /^[!-~]{1,100}__[!-~]{1,200}$/;

/** Which rule applies to `qualifiedName` and why: the same ranking the run gate uses. */
export async function explainPolicy(
  deps: Deps,
  accountId: string,
  qualifiedName: string,
): Promise<PolicyExplanation> {
  const name = qualifiedName.trim();
  if (!QUALIFIED_SHAPE.test(name)) {
    throw invalid(
      "Enter a qualified tool name: the server, two underscores, the tool " +
        "(e.g. demo-notes__add_note), without spaces",
    );
  }
  const rules = await listPolicies(deps, accountId);
  const candidates = rankMatching(rules, name);
  const decision = new PolicySet(rules).decide(name);
  return {
    qualifiedName: name,
    action: decision.action,
    rule: decision.rule,
    candidates,
    checked: rules.length,
    reason: reasonFor(name, candidates, rules.length),
  };
}

function reasonFor(name: string, ranked: PolicyCandidate[], checked: number): string {
  const [w, r] = ranked;
  if (!w) {
    return `None of the ${checked} rules matches ${name}, so it is allowed: a tool without a ` +
      "matching rule runs.";
  }
  const win = `"${w.rule.pattern}"`;
  if (!r) return `Only ${win} matches ${name}, so its action (${w.rule.action}) applies.`;
  const other = `"${r.rule.pattern}"`;
  if (w.exact && !r.exact) {
    return `${win} names the tool exactly; an exact name beats every pattern with "*".`;
  }
  if (w.literal !== r.literal) {
    return `${win} is the most specific match: ${w.literal} literal characters against ` +
      `${r.literal} for ${other}, the next one.`;
  }
  if (w.wildcards !== r.wildcards) {
    return `${win} and ${other} have the same ${w.literal} literal characters; ${win} has ` +
      `fewer wildcards (${w.wildcards} against ${r.wildcards}).`;
  }
  return `${win} and ${other} are equally specific, so the stricter action wins ` +
    `(deny, then approve, then allow): ${w.rule.action}.`;
}

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
} from "../domain/policy_match.ts";
import { bumpEpoch } from "../catalog/epoch.ts";

/** Rules per account are bounded: each call consults all of them. */
export const MAX_RULES = 500;

export function listPolicies(deps: Deps, accountId: string): Promise<PolicyRule[]> {
  return readPolicies(deps.kv, accountId);
}

/** Creates or replaces the rule for `pattern`. */
export async function setPolicy(
  deps: Deps,
  accountId: string,
  pattern: string,
  action: string,
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
    if ((await op.commit()).ok) return rule;
  }
  throw new Error("Policy write kept conflicting; try again");
}

export async function deletePolicy(
  deps: Deps,
  accountId: string,
  pattern: string,
): Promise<PolicyRule> {
  const key = keys.policy(accountId, pattern);
  const existing = await deps.kv.get<PolicyRule>(key);
  if (!existing.value) throw notFound(`Policy rule "${pattern}"`);
  const op = deps.kv.atomic().check(existing).delete(key);
  bumpEpoch(op, accountId, deps.now());
  if (!(await op.commit()).ok) return deletePolicy(deps, accountId, pattern);
  return existing.value;
}

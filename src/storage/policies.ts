/** The policy rules of an account, as stored (the catalogue view and the policy service read them). */
import { keys } from "./keys.ts";
import { listValues } from "./kv.ts";
import type { PolicyRule } from "../domain/policy_match.ts";

export function readPolicies(kv: Deno.Kv, accountId: string): Promise<PolicyRule[]> {
  return listValues<PolicyRule>(kv, { prefix: keys.policies(accountId) });
}

/**
 * The words of every run-gate refusal. Each states the condition and what to do next, for a
 * model to act on; the same text is stored as the Activity row's error message.
 */
import type { WindowResult } from "../storage/rate_limit.ts";
import type { Plan } from "../domain/plans.ts";
import type { ResolvedServer } from "../domain/catalog.ts";
import type { PolicyRule } from "../domain/policy_match.ts";
import type { ApprovalRequest } from "./approval_port.ts";

/** Every code a gate outcome (and so an Activity row) can carry. */
export const GATE_CODES = [
  "monthly_limit",
  "unknown_tool",
  "server_disabled",
  "policy_denied",
  "approval_pending",
  "invalid_arguments",
  "connection_failed",
  "upstream_error",
] as const;

export type GateCode = (typeof GATE_CODES)[number];

export function burstLimited(w: WindowResult): string {
  const at = new Date(w.resetAt * 1000).toISOString();
  return `Rate limited: this connection may make ${w.limit} tool calls per minute and has used ` +
    `them all. Retry after ${w.retryAfter} s (the window resets at ${at}). This call was not run ` +
    `and was not counted.`;
}

export function monthlyLimit(plan: Plan, calls: number, team: string | null, resetsAt: string) {
  const pool = team === null ? "this account" : `team "${team}"`;
  return `Monthly limit reached: the ${plan.name} plan of ${pool} includes ` +
    `${plan.includedCalls} calls per month and ${calls} have been made. Tool runs resume when ` +
    `the allowance resets at ${resetsAt}; upgrade the plan to continue sooner. The call was not run.`;
}

export function unknownTool(name: string, suggestions: string[], why?: string): string {
  const hint = suggestions.length ? ` Did you mean: ${suggestions.join(", ")}?` : "";
  const reason = why ? ` ${why}` : "";
  return `Unknown tool "${clipName(name)}".${reason}${hint} Tool names are qualified as ` +
    `<server>__<tool>; use search to find one.`;
}

export function serverNotEnabled(server: ResolvedServer, qualified: string): string {
  if (server.status === "disabled") {
    return `Server "${server.name}" (${server.slug}) is disabled for this account, so ` +
      `${qualified} cannot run. An account administrator can enable it (PATCH ` +
      `/api/v1/servers/${server.slug} with {"enabled": true}); then retry.`;
  }
  const why = server.lastError?.startsWith("auth:")
    ? server.authType === "oauth"
      ? server.lastError.slice(5).trim()
      : "its upstream refused the stored credential"
    : server.authType === "oauth"
    ? "no account is connected to it yet (connect it at /app/servers/" + server.slug + ")"
    : "it needs a credential";
  return `Server "${server.name}" (${server.slug}) is pending: ${why}. Add a working ` +
    `${server.authType} credential for it in the Toolgate app, then retry ${qualified}.`;
}

export function policyDenied(rule: PolicyRule, qualified: string): string {
  return `Denied by policy: rule "${rule.pattern}" (deny) matches ${qualified}, so this account ` +
    `may not run it. Do not retry; ask an account administrator if the rule is wrong.`;
}

export function approvalDenied(a: ApprovalRequest): string {
  return `Denied: approval request ${a.id} for this exact call was denied by ${a.decidedBy} at ` +
    `${a.decidedAt}. Do not retry the same call before ${a.expiresAt}.`;
}

/** Where a person decides an approval request in the app. */
export function approvalUrl(publicUrl: string, approvalId: string): string {
  return `${publicUrl}/app/approvals/${encodeURIComponent(approvalId)}`;
}

/** Where a person re-authorizes (adds or renews the credential of) a server in the app. */
export function serverUrl(publicUrl: string, slug: string): string {
  return `${publicUrl}/app/servers/${encodeURIComponent(slug)}`;
}

export function approvalPending(
  a: ApprovalRequest,
  rule: PolicyRule | null,
  publicUrl: string,
): string {
  const by = rule ? `Policy rule "${rule.pattern}" requires` : "This account requires";
  return `Approval required: ${by} a human to approve ${a.qualifiedName} with these exact ` +
    `arguments. Approval request ${a.id} is pending. Ask an approver of this account to open ` +
    `${approvalUrl(publicUrl, a.id)} and approve it. Then repeat the identical call within ` +
    `10 minutes; it will run once.`;
}

export function cancelledByClient(server: ResolvedServer, ms: number): string {
  return `Cancelled by the client after ${ms} ms: Toolgate aborted the call to server ` +
    `"${server.name}" and told it so (notifications/cancelled). The tool may or may not have ` +
    `run; check before retrying anything that changes data.`;
}

export function invalidArguments(qualified: string, details: string): string {
  return `Invalid arguments for ${qualified}: ${details}. Call description with ` +
    `{"name": "${qualified}"} to see the input schema, fix the arguments and retry.`;
}

export function invalidRunInput(details: string): string {
  return `Invalid run_tool input: ${details}. Pass {"name": "<server>__<tool>", "arguments": ` +
    `{...}} with the qualified name from search.`;
}

export function connectionFailed(server: ResolvedServer, detail: string, timeout: boolean) {
  if (timeout) {
    return `Server "${server.name}" did not answer in time: ${detail}. The tool may or may not ` +
      `have run; check before retrying anything that changes data.`;
  }
  return `Could not reach server "${server.name}": ${detail}. The tool did not run; retry ` +
    `later.`;
}

/** An OAuth connection that a member must authorize (again) in the app. */
export function reconnect(server: ResolvedServer, detail: string, url: string): string {
  return `Server "${server.name}" (${server.slug}) cannot be used: ${detail}. The tool did not ` +
    `run. A member of this account must connect it in the Toolgate app at ${url}; then retry.`;
}

export function listingFailed(server: ResolvedServer, lastError: string): string {
  return `Could not reach server "${server.name}" to list its tools: ${lastError}. The tool did ` +
    `not run; retry later.`;
}

export function upstreamRefused(server: ResolvedServer, detail: string): string {
  return `Server "${server.name}" refused the call: ${detail}`;
}

/** The row message of an upstream tool error: its own first text, bounded. */
export function upstreamToolError(server: ResolvedServer, text: string): string {
  const own = text.trim() === "" ? "(no message)" : text.trim().slice(0, 500);
  return `The tool on server "${server.name}" reported an error: ${own}`;
}

/** The request reached the upstream, but its answer cannot tell whether the tool ran. */
export function uncertainOutcome(server: ResolvedServer, detail: string): string {
  return `Server "${server.name}": ${detail}; the tool may or may not have run. Check before ` +
    `retrying anything that changes data.`;
}

/** A call still running when the service's drain time ran out at shutdown. */
export function cutAtShutdown(): string {
  return "The gateway shut down before the call finished; the tool may or may not have run. " +
    "Check before retrying anything that changes data.";
}

function clipName(name: string): string {
  return name.length > 200 ? `${name.slice(0, 200)}…` : name;
}

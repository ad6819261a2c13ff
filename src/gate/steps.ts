/**
 * The steps of the run gate between the monthly check and the upstream call: input shape,
 * tool resolution (with the first-use warm-up), policy and approval. Each step either lets the
 * call continue or answers with the refusal to store.
 */
// @ts-types="@modelcontextprotocol/sdk/types"
import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import type { Deps } from "../deps.ts";
import type { GatewayRuntime } from "./runtime.ts";
import type { LibraryEntry } from "../catalog/library.ts";
import { type Caller, type CallState, ensureWarm } from "./call_state.ts";
import type { ViewTool } from "../catalog/account_view.ts";
import type { ApprovalPort } from "./approval_port.ts";
import { refusal, storedArguments } from "./audit_row.ts";
import { callHash } from "./canonical.ts";
import * as say from "./messages.ts";
import type { GateCode } from "./messages.ts";

export const MAX_NAME = 300;

export interface Target {
  server: string;
  serverSlug: string;
  tool: string;
  qualifiedName: string;
}

export interface Outcome {
  target: Target;
  ok: boolean;
  error: { code: GateCode; message: string } | null;
  response: CallToolResult;
  /** What the row stores as its result (before redaction); null when nothing ran. */
  stored: unknown | null;
  approvedBy?: string;
}

export function refuse(target: Target, code: GateCode, message: string): Outcome {
  return { target, ok: false, error: { code, message }, response: refusal(message), stored: null };
}

/** `<slug>__<tool>`: slugs hold no underscore, so the first `__` is the separator. */
export function splitName(name: string): { slug: string; tool: string } | null {
  const at = name.indexOf("__");
  if (at <= 0 || at + 2 >= name.length) return null;
  return { slug: name.slice(0, at), tool: name.slice(at + 2) };
}

export function targetOf(name: unknown, state: CallState): Target {
  const qualified = typeof name === "string" ? name.slice(0, MAX_NAME) : "";
  const split = splitName(qualified);
  const entry = split ? state.view.server(split.slug) : undefined;
  return {
    server: entry?.resolved.name ?? split?.slug ?? "",
    serverSlug: split?.slug ?? "",
    tool: split?.tool ?? qualified,
    qualifiedName: qualified,
  };
}

/** run_tool's own input: a qualified name string and an arguments object. */
export function checkInput(
  name: unknown,
  args: unknown,
): { name: string; args: Record<string, unknown> } | { details: string } {
  if (typeof name !== "string" || name === "" || name.length > MAX_NAME) {
    return { details: `name must be a qualified tool name (a string of 1-${MAX_NAME} characters)` };
  }
  const value = args ?? {};
  if (typeof value !== "object" || value === null || Array.isArray(value)) {
    return { details: "arguments must be a JSON object" };
  }
  return { name, args: value as Record<string, unknown> };
}

export interface Resolved {
  /** The state after any first-use warm-up (its view is the one to use from here on). */
  state: CallState;
  target: Target;
  entry: LibraryEntry;
  tool: ViewTool;
}

/** Unknown tool, server not enabled, or the cached tool to run (waiting for a first warm-up). */
export async function resolveTool(
  deps: Deps,
  runtime: GatewayRuntime,
  caller: Caller,
  first: CallState,
  name: string,
): Promise<Resolved | Outcome> {
  const split = splitName(name);
  const known = split ? first.view.server(split.slug) : undefined;
  const state = known?.resolved.status === "enabled"
    ? await ensureWarm(deps, runtime, caller, first, split!.slug)
    : first;
  const { view } = state;
  const target = targetOf(name, state);
  const entry = split ? view.server(split.slug) : undefined;
  const suggest = () => view.index().suggest(name, 3);
  if (!entry) return refuse(target, "unknown_tool", say.unknownTool(name, suggest()));
  if (entry.resolved.status !== "enabled") {
    return refuse(target, "server_disabled", say.serverNotEnabled(entry.resolved, name));
  }
  const tool = view.tool(name);
  if (tool) return { state, target, entry, tool };
  if (!entry.state?.refreshedAt && entry.state?.lastError) {
    return refuse(
      target,
      "connection_failed",
      say.listingFailed(entry.resolved, entry.state.lastError),
    );
  }
  const why = `Server "${entry.resolved.name}" has no tool "${split!.tool}".`;
  return refuse(target, "unknown_tool", say.unknownTool(name, suggest(), why));
}

/** Policy deny, or approval pending/denied; otherwise who approved (if anyone). */
export async function policyStep(
  approvals: ApprovalPort,
  caller: Caller,
  state: CallState,
  target: Target,
  args: Record<string, unknown>,
  publicUrl: string,
): Promise<{ approvedBy?: string } | Outcome> {
  const name = target.qualifiedName;
  const decision = state.view.policies.decide(name);
  if (decision.action === "deny") {
    return refuse(target, "policy_denied", say.policyDenied(decision.rule!, name));
  }
  if (decision.action === "allow") return {};
  const stored = storedArguments(args, { contactDetails: state.account.redactContactDetails });
  const gate = await approvals.gate(caller.accountId, {
    clientId: caller.clientId,
    qualifiedName: name,
    callHash: await callHash(name, args),
    storedArguments: stored.value,
    redacted: stored.redacted,
  });
  if (gate.kind === "pending") {
    return refuse(
      target,
      "approval_pending",
      say.approvalPending(gate.approval, decision.rule, publicUrl),
    );
  }
  if (gate.kind === "denied") {
    return refuse(target, "policy_denied", say.approvalDenied(gate.approval));
  }
  return { approvedBy: gate.approval.decidedBy ?? "approver" };
}

export function isOutcome(value: object): value is Outcome {
  return "response" in value;
}

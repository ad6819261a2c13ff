/**
 * Human approvals for tools whose policy is `approve`. A request is bound to the SHA-256 of the
 * exact call (qualified name + canonical arguments); once approved, the next identical call
 * inside the window runs once, consumed atomically so two concurrent calls cannot both run.
 */
import type { Deps } from "../deps.ts";
import { keys } from "../storage/keys.ts";
import { listValues } from "../storage/kv.ts";
import { listClients } from "../storage/clients.ts";
import { conflict, notFound } from "../errors.ts";
import { type Actor, actorLabel, OPERATOR, withEvent } from "../storage/account_events.ts";
import { newId } from "../lib/ids.ts";
import type { Redaction } from "../audit/types.ts";
import { capJson } from "../audit/cap.ts";
import {
  APPROVAL_WINDOW_MS,
  type ApprovalGate,
  type ApprovalPort,
  type ApprovalRequest,
  type ApprovalStatus,
  type CallFacts,
  effectiveStatus,
  PENDING_TTL_MS,
} from "../gate/approval_port.ts";

const HISTORY_MS = 30 * 86_400_000;

/** The run gate's way to ask for approvals, bound to this process's dependencies. */
export function approvalPort(deps: Deps): ApprovalPort {
  return { gate: (accountId, call) => gateApproval(deps, accountId, call) };
}

/** Consumes a live approval, repeats a pending or denied answer, or files a new request. */
export async function gateApproval(
  deps: Deps,
  accountId: string,
  call: CallFacts,
): Promise<ApprovalGate> {
  const { kv } = deps;
  const ptrKey = keys.approvalByHash(accountId, call.callHash);
  for (let attempt = 0; attempt < 32; attempt++) {
    const now = deps.now();
    const ptr = await kv.get<string>(ptrKey);
    const entry = ptr.value === null
      ? null
      : await kv.get<ApprovalRequest>(keys.approval(accountId, ptr.value));
    const current = entry?.value ?? null;
    const status = current === null ? null : effectiveStatus(current, now);
    if (current && status === "pending") {
      return { kind: "pending", approval: current, created: false };
    }
    if (current && current.status === "denied" && Date.parse(current.expiresAt) > now) {
      return { kind: "denied", approval: current };
    }
    if (current && entry && status === "approved") {
      const consumed: ApprovalRequest = {
        ...current,
        status: "consumed",
        consumedAt: new Date(now).toISOString(),
      };
      const op = kv.atomic().check(entry).check(ptr)
        .set(keys.approval(accountId, current.id), consumed, { expireIn: HISTORY_MS })
        .delete(ptrKey);
      if ((await op.commit()).ok) return { kind: "run", approval: consumed };
      continue;
    }
    const created = newRequest(accountId, call, now);
    const op = kv.atomic().check(ptr)
      .set(keys.approval(accountId, created.id), created, { expireIn: HISTORY_MS })
      .set(ptrKey, created.id, { expireIn: PENDING_TTL_MS });
    if ((await op.commit()).ok) return { kind: "pending", approval: created, created: true };
  }
  throw new Error("Approval state kept conflicting; try again");
}

/**
 * The approver's copy of the arguments and redaction list is bounded: a KV value holds 64 KiB and
 * V8 may store a string in two bytes per unit, so a full 64 KB copy would not fit. The call hash
 * still binds the exact arguments.
 */
const COPY_BYTES = 16_384;
const REDACTED_UNITS = 4_096;

function boundedCopy(call: CallFacts): Pick<ApprovalRequest, "arguments" | "redacted"> {
  const redacted: Redaction[] = [];
  let units = 0;
  for (const r of call.redacted) {
    units += r.path.length + r.rule.length + r.category.length + 40;
    if (units > REDACTED_UNITS) break;
    redacted.push(r);
  }
  return { arguments: capJson(call.storedArguments, COPY_BYTES).value, redacted };
}

function newRequest(accountId: string, call: CallFacts, now: number): ApprovalRequest {
  return {
    id: newId("apr"),
    accountId,
    clientId: call.clientId,
    qualifiedName: call.qualifiedName,
    callHash: call.callHash,
    ...boundedCopy(call),
    status: "pending",
    createdAt: new Date(now).toISOString(),
    expiresAt: new Date(now + PENDING_TTL_MS).toISOString(),
    decidedAt: null,
    decidedBy: null,
    consumedAt: null,
  };
}

/** A request as listed: the stored status with expiry applied. */
export type ApprovalView = Omit<ApprovalRequest, "status"> & { status: ApprovalStatus };

/** Requests of an account, newest first, with expiry applied to the shown status. */
export async function listApprovals(
  deps: Deps,
  accountId: string,
  filter: { status?: ApprovalStatus } = {},
): Promise<ApprovalView[]> {
  const now = deps.now();
  const all = await listValues<ApprovalRequest>(deps.kv, { prefix: keys.approvals(accountId) });
  return all
    .map((a) => ({ ...a, status: effectiveStatus(a, now) }))
    .filter((a) => filter.status === undefined || a.status === filter.status)
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt));
}

/**
 * Who decides: a signed-in person (an Actor, recorded by their email, which is what people read
 * on rows and in the agent's denial text) or the operator under a name of their choosing.
 */
export type Decider = Actor | string;

// Ids come from URLs and command lines: a malformed one is simply not found (and never a KV key).
const ID_SHAPE = /^apr_[0-9A-Za-z]{1,40}$/;

function deciderOf(by: Decider): { label: string; actor: Actor } {
  return typeof by === "string"
    ? { label: by, actor: OPERATOR }
    : { label: actorLabel(by), actor: by };
}

/** Approves or denies a pending request; the decision opens (or closes) a window of 10 minutes. */
export async function decideApproval(
  deps: Deps,
  accountId: string,
  approvalId: string,
  decision: "approved" | "denied",
  by: Decider,
): Promise<ApprovalRequest> {
  const { label, actor } = deciderOf(by);
  if (!ID_SHAPE.test(approvalId)) throw notFound(`Approval request "${approvalId.slice(0, 40)}"`);
  const key = keys.approval(accountId, approvalId);
  const entry = await deps.kv.get<ApprovalRequest>(key);
  if (!entry.value) throw notFound(`Approval request "${approvalId}"`);
  const now = deps.now();
  const status = effectiveStatus(entry.value, now);
  if (status === "expired" && entry.value.status === "pending") {
    throw conflict(
      `Approval request "${approvalId}" expired at ${entry.value.expiresAt} and can no longer be ` +
        "decided. The agent's next identical call files a new request.",
    );
  }
  if (status !== "pending") throw conflict(`Approval request "${approvalId}" is ${status}`);
  const decided: ApprovalRequest = {
    ...entry.value,
    status: decision,
    decidedAt: new Date(now).toISOString(),
    decidedBy: label,
    expiresAt: new Date(now + APPROVAL_WINDOW_MS).toISOString(),
  };
  const ptrKey = keys.approvalByHash(accountId, decided.callHash);
  const op = deps.kv.atomic().check(entry)
    .set(key, decided, { expireIn: HISTORY_MS })
    .set(ptrKey, decided.id, { expireIn: APPROVAL_WINDOW_MS });
  withEvent(op, now, {
    accountId,
    actor,
    action: decision === "approved" ? "approval.approved" : "approval.denied",
    target: `${decided.qualifiedName} (${decided.id})`,
  });
  if (!(await op.commit()).ok) return decideApproval(deps, accountId, approvalId, decision, by);
  return decided;
}

/** A request as a person sees it: with the label of the client connection that asked. */
export type ApprovalRow = ApprovalView & { client: string };

async function withClients(deps: Deps, accountId: string, views: ApprovalView[]) {
  const labels = new Map((await listClients(deps.kv, accountId)).map((c) => [c.id, c.label]));
  return views.map((a): ApprovalRow => ({ ...a, client: labels.get(a.clientId) ?? a.clientId }));
}

/** One request of the account with expiry applied; another account's id is a 404. */
export async function getApproval(
  deps: Deps,
  accountId: string,
  approvalId: string,
): Promise<ApprovalRow> {
  if (!ID_SHAPE.test(approvalId)) throw notFound(`Approval request "${approvalId.slice(0, 40)}"`);
  const entry = await deps.kv.get<ApprovalRequest>(keys.approval(accountId, approvalId));
  if (!entry.value) throw notFound(`Approval request "${approvalId}"`);
  const view = { ...entry.value, status: effectiveStatus(entry.value, deps.now()) };
  return (await withClients(deps, accountId, [view]))[0];
}

/** How many requests wait for a person (the Overview's "needs attention" counter). */
export async function countPendingApprovals(deps: Deps, accountId: string): Promise<number> {
  return (await listApprovals(deps, accountId, { status: "pending" })).length;
}

/** The Approvals page: every pending request, oldest deadline first, then the newest others. */
export async function approvalQueue(
  deps: Deps,
  accountId: string,
  recent = 50,
): Promise<{ pending: ApprovalRow[]; recent: ApprovalRow[] }> {
  const all = await withClients(deps, accountId, await listApprovals(deps, accountId));
  const pending = all.filter((a) => a.status === "pending")
    .sort((a, b) => a.expiresAt.localeCompare(b.expiresAt));
  return { pending, recent: all.filter((a) => a.status !== "pending").slice(0, recent) };
}

/**
 * What the run gate knows of human approvals: the request record, the answer for one call, and
 * the port through which it asks. The service (services/approvals.ts) implements the port, so
 * the gate never imports a service.
 */
import type { Redaction } from "../audit/types.ts";

export type ApprovalStatus = "pending" | "approved" | "denied" | "consumed" | "expired";

export interface ApprovalRequest {
  id: string;
  accountId: string;
  clientId: string;
  qualifiedName: string;
  callHash: string;
  /** The arguments as stored on Activity rows: redacted and capped. */
  arguments: unknown;
  redacted: Redaction[];
  status: Exclude<ApprovalStatus, "expired">;
  createdAt: string;
  /** Pending: until a decision is due; approved: end of the run window; denied: end of refusal. */
  expiresAt: string;
  decidedAt: string | null;
  decidedBy: string | null;
  consumedAt: string | null;
}

export const APPROVAL_WINDOW_MS = 10 * 60_000;
export const PENDING_TTL_MS = 24 * 3_600_000;

/** What the run gate should do with a call whose policy says `approve`. */
export type ApprovalGate =
  | { kind: "run"; approval: ApprovalRequest }
  | { kind: "pending"; approval: ApprovalRequest; created: boolean }
  | { kind: "denied"; approval: ApprovalRequest };

export function effectiveStatus(a: ApprovalRequest, nowMs: number): ApprovalStatus {
  const live = Date.parse(a.expiresAt) > nowMs;
  if (a.status === "pending" || a.status === "approved") return live ? a.status : "expired";
  return a.status;
}

export interface CallFacts {
  clientId: string;
  qualifiedName: string;
  callHash: string;
  storedArguments: unknown;
  redacted: Redaction[];
}

/** How the gate asks for (and consumes) an approval of one call. */
export interface ApprovalPort {
  gate(accountId: string, call: CallFacts): Promise<ApprovalGate>;
}

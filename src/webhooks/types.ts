/** Webhook records and the outbox entry state machine. */

export const TOOL_CALL_EVENTS = ["tool_call.succeeded", "tool_call.failed"] as const;
export type ToolCallEvent = typeof TOOL_CALL_EVENTS[number];
export type WebhookEvent = ToolCallEvent | "test";

export const MAX_ENDPOINTS_PER_ACCOUNT = 5;
export const FAILURES_BEFORE_SWITCH_OFF = 20;
export const DELIVERY_TIMEOUT_MS = 8_000;
export const USER_AGENT = "Toolgate-Webhooks/1";

/** One receiver of an account, as stored. The secret is sealed with the SecretBox. */
export interface WebhookEndpoint {
  id: string;
  accountId: string;
  url: string;
  events: ToolCallEvent[];
  enabled: boolean;
  sealedSecret: string;
  createdAt: string;
  lastAttemptAt: string | null;
  lastStatus: number | null;
  lastError: string | null;
  consecutiveFailures: number;
  /** Attempts made so far (absent on records older than the attempt log): the log's ring slot. */
  attemptSeq?: number;
}

/** What an outbox entry needs of its endpoint; delivery re-reads the rest when it sends. */
export type EndpointTarget = Pick<WebhookEndpoint, "id" | "accountId" | "enabled" | "events">;

/** What the operator command line shows (never the secret, except once at create and rotate). */
export interface PublicEndpoint {
  id: string;
  url: string;
  events: ToolCallEvent[];
  enabled: boolean;
  createdAt: string;
  lastAttemptAt: string | null;
  lastStatus: number | null;
  lastError: string | null;
  consecutiveFailures: number;
}

export function publicEndpoint(e: WebhookEndpoint): PublicEndpoint {
  return {
    id: e.id,
    url: e.url,
    events: e.events,
    enabled: e.enabled,
    createdAt: e.createdAt,
    lastAttemptAt: e.lastAttemptAt,
    lastStatus: e.lastStatus,
    lastError: e.lastError,
    consecutiveFailures: e.consecutiveFailures,
  };
}

/**
 * queued -> sending (the claim, before any byte leaves) -> sent | failed | skipped.
 * A process that dies after the claim leaves `sending`; the sweep turns it into `unknown` and
 * never sends it again: delivery is at most once.
 */
export type EntryState = "queued" | "sending" | "sent" | "failed" | "skipped" | "unknown";

export interface OutboxEntry {
  id: string;
  accountId: string;
  endpointId: string;
  event: ToolCallEvent;
  /** The Activity row this event reports; its body chunks live under webhook_bodies. */
  rowId: string;
  bodyChunks: number;
  /** Body TTL, so the copy never outlives the row's retention. */
  bodyExpiresAt: number;
  /** Other entries of the same row: the last one to finish deletes the shared body. */
  siblings: string[];
  state: EntryState;
  createdAtMs: number;
  claimedAtMs: number | null;
  finishedAtMs: number | null;
  status: number | null;
  error: string | null;
}

/** The one message type this module puts on the KV queue. */
export interface DeliverMessage {
  type: "webhook.deliver";
  entryId: string;
}

export function isDeliverMessage(msg: unknown): msg is DeliverMessage {
  return typeof msg === "object" && msg !== null &&
    (msg as DeliverMessage).type === "webhook.deliver" &&
    typeof (msg as DeliverMessage).entryId === "string";
}

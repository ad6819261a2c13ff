/** One signed HTTPS POST with the contract's headers, limits and success rule. Never throws. */
import { EgressError } from "../egress/policy.ts";
import { readCapped } from "../egress/pinned_fetch.ts";
import { sign } from "./signing.ts";
import { USER_AGENT, type WebhookEvent } from "./types.ts";

/** The receiver's answer is read only this far, then the transfer is cancelled. */
const RESPONSE_CAP_BYTES = 1024;
const SNIPPET_CHARS = 120;

export interface PostInput {
  fetch: typeof fetch;
  url: string;
  key: CryptoKey;
  event: WebhookEvent;
  body: Uint8Array<ArrayBuffer>;
  /** Limit on the whole attempt: DNS, connect, TLS, request, response headers and body. */
  timeoutMs: number;
  now: () => number;
}

export interface PostOutcome {
  ok: boolean;
  /** HTTP status when the receiver answered, else null. */
  status: number | null;
  /** Why the attempt failed, else null. */
  error: string | null;
  deliveryId: string;
  timestamp: number;
  /** When the attempt started (the process clock) and how long it took, for the attempt log. */
  startedAtMs: number;
  durationMs: number;
}

export async function postSigned(input: PostInput): Promise<PostOutcome> {
  const started = performance.now();
  const sent = await send(input);
  return { ...sent, durationMs: Math.round(performance.now() - started) };
}

async function send(input: PostInput): Promise<Omit<PostOutcome, "durationMs">> {
  const deliveryId = crypto.randomUUID();
  const startedAtMs = input.now();
  const timestamp = Math.floor(startedAtMs / 1000);
  const base = { deliveryId, timestamp, startedAtMs };
  const signal = AbortSignal.timeout(input.timeoutMs);
  try {
    const signature = await sign(input.key, timestamp, input.body);
    const res = await input.fetch(input.url, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        "user-agent": USER_AGENT,
        "toolgate-event": input.event,
        "toolgate-delivery": deliveryId,
        "toolgate-timestamp": String(timestamp),
        "toolgate-signature": signature,
      },
      body: input.body,
      redirect: "manual",
      signal,
    });
    const text = await readCapped(res, RESPONSE_CAP_BYTES).catch(() => "");
    if (res.status >= 200 && res.status < 300) {
      return { ...base, ok: true, status: res.status, error: null };
    }
    const why = res.status >= 300 && res.status < 400
      ? `Redirect (${res.status}) not followed`
      : `Receiver answered ${res.status}`;
    return { ...base, ok: false, status: res.status, error: withSnippet(why, text) };
  } catch (err) {
    return { ...base, ok: false, status: null, error: describe(err, input.timeoutMs, signal) };
  }
}

function describe(err: unknown, timeoutMs: number, signal: AbortSignal): string {
  if (signal.aborted || (err instanceof DOMException && err.name === "TimeoutError")) {
    return `Timed out after ${timeoutMs / 1000} s`;
  }
  if (err instanceof EgressError) return `Refused by the egress policy: ${err.message}`;
  const message = err instanceof Error ? err.message : String(err);
  return `Network error: ${message.replace(/^Egress request failed: /, "")}`;
}

/** A short printable excerpt of the receiver's answer helps the operator see what went wrong. */
function withSnippet(why: string, text: string): string {
  const clean = text.replace(/[^\x20-\x7e]+/g, " ").trim().slice(0, SNIPPET_CHARS);
  return clean === "" ? why : `${why}: ${clean}`;
}

/**
 * What a gateway carries from its client's tool call to the upstream call: cancellation (the
 * request's own signal, the HTTP exchange and any notifications/cancelled naming it), progress
 * (upstream notifications re-addressed to the client's token) and W3C trace context.
 */
import type { ServerContext } from "@modelcontextprotocol/server";
import type { CallExtras } from "../upstream/pool.ts";

const TRACEPARENT = /^[0-9a-f]{2}-[0-9a-f]{32}-[0-9a-f]{16}-[0-9a-f]{2}$/;
const MAX_TRACESTATE = 512;

/** traceparent/tracestate from the client's `_meta`, when well-formed (W3C Trace Context). */
export function traceMeta(meta: Record<string, unknown> | undefined) {
  const parent = meta?.traceparent;
  if (typeof parent !== "string" || !TRACEPARENT.test(parent)) return undefined;
  const state = meta?.tracestate;
  const withState = typeof state === "string" && state.length <= MAX_TRACESTATE;
  return withState ? { traceparent: parent, tracestate: state } : { traceparent: parent };
}

export function callExtras(ctx: ServerContext, signals: AbortSignal[]): CallExtras {
  const meta = ctx.mcpReq._meta as Record<string, unknown> | undefined;
  const token = meta?.progressToken;
  const trace = traceMeta(meta);
  const extras: CallExtras = { signal: AbortSignal.any([ctx.mcpReq.signal, ...signals]) };
  if (trace) extras.meta = trace;
  if (typeof token === "string" || typeof token === "number") {
    // The upstream session maps its own token back to this callback; the client sees its own.
    extras.onprogress = (p) => {
      const params = { progressToken: token, progress: p.progress, total: p.total };
      const message = typeof p.message === "string" ? { message: p.message } : {};
      ctx.mcpReq.notify({ method: "notifications/progress", params: { ...params, ...message } })
        .catch(() => {});
    };
  }
  return extras;
}

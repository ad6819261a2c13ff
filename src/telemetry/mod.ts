/**
 * Traces and metrics through Deno's built-in OpenTelemetry (OTEL_DENO=true, OTLP export set by
 * the standard OTEL_* variables). With export off the API's no-op providers answer, so each hook
 * costs a few calls. Attributes are identifiers and outcomes only: never arguments, results,
 * headers or secrets, and an exception is recorded by its class name, never its message.
 */
import {
  type Attributes,
  context,
  createContextKey,
  metrics,
  propagation,
  type Span,
  SpanKind,
  SpanStatusCode,
  trace,
} from "@opentelemetry/api";

export const ATTR = {
  account: "toolgate.account.id",
  client: "toolgate.client.id",
  tool: "toolgate.tool.name",
  server: "toolgate.server.slug",
  outcome: "toolgate.outcome",
  errorCode: "toolgate.error.code",
  endpoint: "toolgate.webhook.endpoint.id",
} as const;

const tracer = trace.getTracer("toolgate");
const meter = metrics.getMeter("toolgate");
const calls = meter.createCounter("toolgate.calls", {
  description: "run_tool calls by outcome and error code",
});
const added = meter.createHistogram("toolgate.call.added_latency", {
  description: "Time a call spent in the gateway itself (total minus the upstream call)",
  unit: "ms",
});
const upstream = meter.createHistogram("toolgate.upstream.duration", {
  description: "Time of the upstream tools/call",
  unit: "ms",
});
const deliveries = meter.createCounter("toolgate.webhook.deliveries", {
  description: "Webhook entries finished, by final state",
});

/** Per call: the upstream time, so the gateway's own share can be measured. */
const CALL = createContextKey("toolgate.call");
interface CallTimes {
  upstreamMs: number;
}

/** Runs `fn` in an active span; an exception sets status ERROR with its class name only. */
export function inSpan<T>(
  name: string,
  attributes: Attributes,
  fn: (span: Span) => Promise<T>,
  kind: SpanKind = SpanKind.INTERNAL,
): Promise<T> {
  return tracer.startActiveSpan(name, { attributes, kind }, async (span) => {
    try {
      return await fn(span);
    } catch (err) {
      const type = err instanceof Error ? err.constructor.name : typeof err;
      span.setAttribute("error.type", type);
      span.setStatus({ code: SpanStatusCode.ERROR, message: type });
      throw err;
    } finally {
      span.end();
    }
  });
}

/**
 * The span of one MCP run_tool request. Its parent is the client's W3C trace context from
 * `_meta` when well-formed, so the client's trace continues through the gateway.
 */
export function mcpCallSpan<T>(
  meta: Record<string, unknown> | undefined,
  ids: { accountId: string; clientId: string },
  tool: unknown,
  fn: () => Promise<T>,
): Promise<T> {
  const carrier: Record<string, string> = {};
  if (typeof meta?.traceparent === "string") carrier.traceparent = meta.traceparent;
  if (typeof meta?.tracestate === "string") carrier.tracestate = meta.tracestate;
  const parent = propagation.extract(context.active(), carrier);
  const attributes: Attributes = { [ATTR.account]: ids.accountId, [ATTR.client]: ids.clientId };
  if (typeof tool === "string") attributes[ATTR.tool] = tool.slice(0, 200);
  const times: CallTimes = { upstreamMs: 0 };
  return context.with(
    parent.setValue(CALL, times),
    () => inSpan("toolgate.mcp run_tool", attributes, () => fn(), SpanKind.SERVER),
  );
}

/** One step of the run gate (admit, resolve, policy, validate), as a child span. */
export function gateStep<T>(step: string, fn: () => Promise<T>): Promise<T> {
  return inSpan(`toolgate.gate ${step}`, { "toolgate.gate.step": step }, () => fn());
}

/** The upstream call: a client span, its time kept for the added-latency figure. */
export async function upstreamCall<T extends { ok: boolean }>(
  serverSlug: string,
  fn: () => Promise<T>,
): Promise<T> {
  const started = performance.now();
  const result = await inSpan(
    "toolgate.upstream tools/call",
    { [ATTR.server]: serverSlug },
    async (span) => {
      const r = await fn();
      span.setAttribute(ATTR.outcome, r.ok ? "ok" : "error");
      return r;
    },
    SpanKind.CLIENT,
  );
  const ms = performance.now() - started;
  const times = context.active().getValue(CALL) as CallTimes | undefined;
  if (times) times.upstreamMs += ms;
  upstream.record(ms, { [ATTR.server]: serverSlug, [ATTR.outcome]: result.ok ? "ok" : "error" });
  return result;
} // deno-fmt-ignore

/**
 * The trace context to forward in the upstream's `_meta`: the active span's (inside
 * upstreamCall, the upstream span), keeping the client's tracestate. Unchanged when not tracing.
 */
export function upstreamTraceMeta(
  meta: Record<string, unknown> | undefined,
): Record<string, unknown> | undefined {
  if (!trace.getActiveSpan()?.isRecording()) return meta;
  const carrier: Record<string, string> = {};
  propagation.inject(context.active(), carrier);
  if (carrier.traceparent === undefined) return meta;
  const state = meta?.tracestate;
  const ours: Record<string, unknown> = { traceparent: carrier.traceparent };
  if (typeof state === "string") ours.tracestate = state;
  return ours;
}

/** The call's outcome: on the request span, and in the call metrics. */
export function recordCall(
  c: { serverSlug: string; ok: boolean; code: string | null; ms: number },
) {
  const outcome = c.ok ? "ok" : "error";
  const attrs: Attributes = { [ATTR.outcome]: outcome, [ATTR.errorCode]: c.code ?? "none" };
  trace.getActiveSpan()?.setAttributes(attrs);
  calls.add(1, { ...attrs, [ATTR.server]: c.serverSlug });
  const times = context.active().getValue(CALL) as CallTimes | undefined;
  if (times) added.record(Math.max(0, c.ms - times.upstreamMs), { [ATTR.outcome]: outcome });
}

/** One webhook delivery attempt (claim to final state) as a span, and its outcome counted. */
export function webhookAttempt<S extends string | null>(
  ids: { accountId: string; endpointId: string },
  fn: () => Promise<S>,
): Promise<S> {
  const attributes = { [ATTR.account]: ids.accountId, [ATTR.endpoint]: ids.endpointId };
  return inSpan("toolgate.webhook attempt", attributes, async (span) => {
    const state = await fn();
    span.setAttribute(ATTR.outcome, state ?? "not_owned");
    if (state !== null) deliveries.add(1, { [ATTR.outcome]: state });
    return state;
  }, SpanKind.PRODUCER);
}

/** Webhook entries waiting in the store, read at each metric export (never when export is off). */
export function observeQueueDepth(read: () => Promise<number>): void {
  meter.createObservableGauge("toolgate.webhook.queue_depth", {
    description: "Webhook outbox entries queued, not yet claimed (all processes)",
  }).addCallback(async (result) => {
    try {
      result.observe(await read());
    } catch { /* a failed read skips one data point */ }
  });
}

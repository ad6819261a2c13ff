/**
 * The service as a real process with OTEL_DENO=true exports to a small OTLP/HTTP (JSON) receiver
 * started here: spans for the MCP request, the gate steps, the upstream call, the KV commit and
 * the webhook attempt, the call and webhook metrics, the client's trace continued upstream, and
 * none of the arguments, results or secrets.
 */
import assert from "node:assert/strict";
import {
  baseEnv,
  freePort,
  runTool,
  setupTenant,
  startService,
  TEST_KEY,
} from "../faults/_service.ts";
import { startReceiver, testCa, waitFor } from "../webhooks/_harness.ts";
import { createTestDeps } from "../_helpers/deps.ts";
import { WebhookService } from "../../src/webhooks/service.ts";
import {
  attrsOf,
  type MetricJson,
  metricsIn,
  serveOtlp,
  serveTracedUpstream,
  type SpanJson,
  spansIn,
} from "./_otlp.ts";

const ARG_SECRET = "arg-secret-7f3a9c";
const TRACE_ID = "4bf92f3577b34da6a3ce929d0e0e4736";
const CLIENT_SPAN = "00f067aa0ba902b7";

Deno.test("[telemetry] OTLP export: spans, metrics, trace continued upstream, nothing forbidden", async () => {
  const otlp = serveOtlp();
  const upstream = serveTracedUpstream();
  const dir = await Deno.makeTempDir({ prefix: "toolgate_otel_" });
  const caFile = `${dir}/ca.pem`;
  await Deno.writeTextFile(caFile, (await testCa()).caPem);
  const rx = await startReceiver(() => new Response("ok"), ["127.0.0.1"]);
  const catalog = `${dir}/catalog.json`;
  await Deno.writeTextFile(
    catalog,
    JSON.stringify({
      servers: [{
        slug: "traced",
        name: "Traced",
        description: "records _meta",
        category: "demo",
        authType: "none",
        endpoint: upstream.url,
        defaultEnabled: true,
      }],
    }),
  );
  const env = baseEnv(dir, freePort());
  const tenant = await setupTenant(env.KV_PATH, env.PUBLIC_URL);
  const kv = await Deno.openKv(env.KV_PATH);
  const deps = await createTestDeps({ kv, env: { TOOLGATE_ALLOW_PRIVATE_EGRESS: "true" } });
  const hook = await new WebhookService(deps).create(
    tenant.accountId,
    `https://127.0.0.1:${rx.port}/h`,
    "tool_call.succeeded,tool_call.failed",
  );
  kv.close();
  const service = await startService({
    ...env,
    CATALOG_FILE: catalog,
    TOOLGATE_ALLOW_PRIVATE_EGRESS: "true",
    DENO_CERT: caFile,
    OTEL_DENO: "true",
    OTEL_EXPORTER_OTLP_PROTOCOL: "http/json",
    OTEL_EXPORTER_OTLP_ENDPOINT: otlp.url,
    OTEL_SERVICE_NAME: "toolgate-test",
    OTEL_METRIC_EXPORT_INTERVAL: "500",
  });
  try {
    const traceparent = `00-${TRACE_ID}-${CLIENT_SPAN}-01`;
    const ok = await runTool(
      service.url,
      tenant.token,
      "traced__echo",
      { text: ARG_SECRET },
      undefined,
      {
        traceparent,
      },
    );
    assert.notEqual(ok.isError, true);
    const bad = await runTool(service.url, tenant.token, "traced__nope", { text: ARG_SECRET });
    assert.equal(bad.isError, true);
    await waitFor(() => rx.received.length === 2, 60_000, "both webhooks");
    let spans: SpanJson[] = [];
    let metrics: MetricJson[] = [];
    await waitFor(
      () => {
        spans = spansIn(otlp.bodies);
        metrics = metricsIn(otlp.bodies);
        const names = new Set(metrics.map((m) => m.name));
        return spans.filter((s) => s.name === "toolgate.webhook attempt").length === 2 &&
          ["toolgate.calls", "toolgate.webhook.deliveries", "toolgate.webhook.queue_depth"].every((
            n,
          ) => names.has(n));
      },
      60_000,
      "the export",
    );
    // The MCP request span continues the client's trace; every step is in it.
    const inTrace = spans.filter((s) => s.traceId === TRACE_ID);
    const request = inTrace.find((s) => s.name === "toolgate.mcp run_tool")!;
    assert.equal(request.parentSpanId, CLIENT_SPAN);
    assert.deepEqual(pick(attrsOf(request)), {
      "toolgate.account.id": tenant.accountId,
      "toolgate.client.id": tenant.clientId,
      "toolgate.tool.name": "traced__echo",
      "toolgate.outcome": "ok",
      "toolgate.error.code": "none",
    });
    const names = inTrace.map((s) => s.name);
    for (const step of ["admit", "resolve", "policy", "validate"]) {
      assert.ok(names.includes(`toolgate.gate ${step}`), `${step} in ${names}`);
    }
    const commit = inTrace.find((s) => s.name === "toolgate.kv commit")!;
    assert.equal(commit.parentSpanId, request.spanId);
    // The upstream got our upstream span as its parent, in the client's trace.
    const up = inTrace.find((s) => s.name === "toolgate.upstream tools/call")!;
    assert.equal(up.parentSpanId, request.spanId);
    assert.equal(attrsOf(up)["toolgate.server.slug"], "traced");
    assert.equal(upstream.metas[0]?.traceparent, `00-${TRACE_ID}-${up.spanId}-01`);
    // The refused call: its own trace, with the error code an operator filters on.
    const refused = spans.find((s) => s.name === "toolgate.mcp run_tool" && s !== request)!;
    assert.equal(attrsOf(refused)["toolgate.outcome"], "error");
    assert.equal(attrsOf(refused)["toolgate.error.code"], "unknown_tool");
    const attempts = spans.filter((s) => s.name === "toolgate.webhook attempt");
    assert.deepEqual(attempts.map((s) => attrsOf(s)["toolgate.outcome"]), ["sent", "sent"]);
    assert.equal(attrsOf(attempts[0])["toolgate.webhook.endpoint.id"], hook.id);
    // Metrics: calls by outcome and code, both latencies, webhook outcomes, queue depth.
    const points = (name: string) =>
      metrics.filter((m) => m.name === name).flatMap((m) => m.points);
    const byCode = points("toolgate.calls").map((p) =>
      `${p.attrs["toolgate.outcome"]}/${p.attrs["toolgate.error.code"]}`
    );
    assert.ok(byCode.includes("ok/none") && byCode.includes("error/unknown_tool"), `${byCode}`);
    assert.ok(
      points("toolgate.call.added_latency").some((p) =>
        p.count === 1 && p.attrs["toolgate.outcome"] === "ok"
      ),
    );
    assert.ok(
      points("toolgate.upstream.duration").some((p) =>
        p.attrs["toolgate.server.slug"] === "traced"
      ),
    );
    assert.ok(
      points("toolgate.webhook.deliveries").some((p) =>
        p.attrs["toolgate.outcome"] === "sent" && p.value === 2
      ),
    );
    assert.ok(points("toolgate.webhook.queue_depth").some((p) => p.value === 0));
    // Nothing forbidden anywhere in the export (traces, metrics and logs).
    const everything = otlp.bodies.map((b) => b.text).join("\n");
    for (const secret of [ARG_SECRET, upstream.resultSecret, tenant.token, TEST_KEY, hook.secret]) {
      assert.ok(!everything.includes(secret), "a forbidden value was exported");
    }
  } finally {
    await service.stop("SIGTERM");
    await otlp.close();
    await upstream.close();
    await rx.close();
    await Deno.remove(dir, { recursive: true });
  }
}); // deno-fmt-ignore

function pick(attrs: Record<string, unknown>) {
  const keys = Object.keys(attrs).filter((k) => k.startsWith("toolgate.")).sort();
  return Object.fromEntries(keys.map((k) => [k, attrs[k]]));
}

/** A small OTLP/HTTP JSON receiver, readers for what it got, and an upstream that records _meta. */

export interface Body {
  path: string;
  text: string;
}

export function serveOtlp() {
  const bodies: Body[] = [];
  const server = Deno.serve({ hostname: "127.0.0.1", port: 0, onListen() {} }, async (req) => {
    bodies.push({ path: new URL(req.url).pathname, text: await req.text() });
    return Response.json({});
  });
  return {
    url: `http://127.0.0.1:${server.addr.port}`,
    bodies,
    close: () => server.shutdown(),
  };
}

type AnyValue = {
  stringValue?: string;
  intValue?: string | number;
  doubleValue?: number;
  boolValue?: boolean;
};
type KeyValue = { key: string; value: AnyValue };

function valueOf(v: AnyValue): unknown {
  if (v.intValue !== undefined) return Number(v.intValue);
  return v.stringValue ?? v.doubleValue ?? v.boolValue;
}

function attrMap(list: KeyValue[] = []): Record<string, unknown> {
  return Object.fromEntries(list.map((a) => [a.key, valueOf(a.value)]));
}

export interface SpanJson {
  traceId: string;
  spanId: string;
  parentSpanId: string;
  name: string;
  attributes: KeyValue[];
}

export function attrsOf(span: SpanJson): Record<string, unknown> {
  return attrMap(span.attributes);
}

function parsed(bodies: Body[], path: string) {
  return bodies.filter((b) => b.path === path).map((b) => JSON.parse(b.text));
}

export function spansIn(bodies: Body[]): SpanJson[] {
  return parsed(bodies, "/v1/traces").flatMap((b) =>
    b.resourceSpans.flatMap((r: { scopeSpans: { spans: SpanJson[] }[] }) =>
      r.scopeSpans.flatMap((s) => s.spans)
    )
  );
}

export interface Point {
  attrs: Record<string, unknown>;
  value?: number;
  count?: number;
}
export interface MetricJson {
  name: string;
  points: Point[];
}

type RawPoint = { attributes?: KeyValue[]; asInt?: string; asDouble?: number; count?: string };
type RawMetric = { name: string } & Record<string, { dataPoints?: RawPoint[] } | string>;

export function metricsIn(bodies: Body[]): MetricJson[] {
  const all: RawMetric[] = parsed(bodies, "/v1/metrics").flatMap((b) =>
    b.resourceMetrics.flatMap((r: { scopeMetrics: { metrics: RawMetric[] }[] }) =>
      r.scopeMetrics.flatMap((s) => s.metrics)
    )
  );
  return all.map((m) => {
    const data = [m.sum, m.gauge, m.histogram].find((d) => typeof d === "object") as
      | { dataPoints?: RawPoint[] }
      | undefined;
    const points = (data?.dataPoints ?? []).map((p) => ({
      attrs: attrMap(p.attributes),
      value: p.asInt !== undefined ? Number(p.asInt) : p.asDouble,
      count: p.count !== undefined ? Number(p.count) : undefined,
    }));
    return { name: m.name, points };
  });
}

/** An MCP upstream with one tool, `echo`, that records every tools/call `_meta`. */
export function serveTracedUpstream() {
  const metas: Record<string, unknown>[] = [];
  const resultSecret = "result-secret-41d2e8";
  const server = Deno.serve({ hostname: "127.0.0.1", port: 0, onListen() {} }, async (req) => {
    if (req.method !== "POST") return new Response(null, { status: 405 });
    const msg = await req.json().catch(() => null);
    if (msg?.id === undefined) return new Response(null, { status: 202 });
    const answer = (result: unknown) => Response.json({ jsonrpc: "2.0", id: msg.id, result });
    if (msg.method === "initialize") {
      return answer({
        protocolVersion: "2025-06-18",
        capabilities: { tools: {} },
        serverInfo: { name: "traced", version: "1" },
      });
    }
    if (msg.method === "tools/list") {
      const schema = { type: "object", properties: { text: { type: "string" } } };
      return answer({ tools: [{ name: "echo", description: "echo", inputSchema: schema }] });
    }
    metas.push(msg.params?._meta ?? {});
    return answer({ content: [{ type: "text", text: `${resultSecret} ${msg.params?.name}` }] });
  });
  return {
    url: `http://127.0.0.1:${server.addr.port}/mcp`,
    metas,
    resultSecret,
    close: () => server.shutdown(),
  };
}

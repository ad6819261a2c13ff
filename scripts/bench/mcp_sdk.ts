/**
 * The MCP server SDKs side by side on one trivial tools/call, in process (no network, no gateway
 * work), so the figures are the SDK's own cost per request: today's v1 stateless transport with
 * JSON answers, v2 (`@modelcontextprotocol/server`) serving a 2025-11-25 request, and v2 serving a
 * 2026-07-28 request through createMcpHandler. Ratios are against the v1 baseline of the same run.
 *
 *   deno run -A scripts/bench/mcp_sdk.ts        (BENCH_ITERATIONS=3000 by default)
 */
// @ts-types="@modelcontextprotocol/sdk/server/index"
import { Server as ServerV1 } from "@modelcontextprotocol/sdk/server/index.js";
// @ts-types="@modelcontextprotocol/sdk/server/webStandardStreamableHttp"
import { WebStandardStreamableHTTPServerTransport as TransportV1 } from "@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js";
// @ts-types="@modelcontextprotocol/sdk/types"
import { CallToolRequestSchema } from "@modelcontextprotocol/sdk/types.js";
// @ts-types="@modelcontextprotocol/sdk/validation/cfworker-provider"
import { CfWorkerJsonSchemaValidator } from "@modelcontextprotocol/sdk/validation/cfworker-provider.js";
import { CfWorkerJsonSchemaValidator as ValidatorV2 } from "@modelcontextprotocol/server/validators/cf-worker";
import {
  createMcpHandler,
  Server as ServerV2,
  WebStandardStreamableHTTPServerTransport as TransportV2,
} from "@modelcontextprotocol/server";

const INFO = { name: "bench", version: "1.0.0" };
const RESULT = { content: [{ type: "text" as const, text: "ok" }] };
const URL_ = "http://127.0.0.1/mcp";
// As in the gateway: one shared validator, not a fresh Ajv per server instance.
const VALIDATOR_V1 = new CfWorkerJsonSchemaValidator();
const VALIDATOR_V2 = new ValidatorV2();

function legacyBody(id: number) {
  return { jsonrpc: "2.0", id, method: "tools/call", params: { name: "echo", arguments: {} } };
}

function modernBody(id: number) {
  const meta = {
    "io.modelcontextprotocol/protocolVersion": "2026-07-28",
    "io.modelcontextprotocol/clientInfo": { name: "bench", version: "1" },
    "io.modelcontextprotocol/clientCapabilities": {},
  };
  return { ...legacyBody(id), params: { name: "echo", arguments: {}, _meta: meta } };
}

function request(body: unknown, version: string): Request {
  return new Request(URL_, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      accept: "application/json, text/event-stream",
      "mcp-protocol-version": version,
      "mcp-method": "tools/call",
      "mcp-name": "echo",
    },
    body: JSON.stringify(body),
  });
}

async function v1(id: number): Promise<Response> {
  const server = new ServerV1(INFO, {
    capabilities: { tools: {} },
    jsonSchemaValidator: VALIDATOR_V1,
  });
  server.setRequestHandler(CallToolRequestSchema, () => RESULT);
  const transport = new TransportV1({ sessionIdGenerator: undefined, enableJsonResponse: true });
  await server.connect(transport);
  const body = legacyBody(id);
  return await transport.handleRequest(request(body, "2025-11-25"), { parsedBody: body });
}

function v2Server(): ServerV2 {
  const server = new ServerV2(INFO, {
    capabilities: { tools: {} },
    jsonSchemaValidator: VALIDATOR_V2,
  });
  server.setRequestHandler("tools/call", () => RESULT);
  return server;
}

async function v2Legacy(id: number): Promise<Response> {
  const server = v2Server();
  const transport = new TransportV2({ sessionIdGenerator: undefined, enableJsonResponse: true });
  await server.connect(transport);
  const body = legacyBody(id);
  return await transport.handleRequest(request(body, "2025-11-25"), { parsedBody: body });
}

const modern = createMcpHandler(() => v2Server(), { legacy: "reject", responseMode: "auto" });
async function v2Modern(id: number): Promise<Response> {
  const body = modernBody(id);
  return await modern.fetch(request(body, "2026-07-28"), { parsedBody: body });
}

async function measure(name: string, fn: (id: number) => Promise<Response>, n: number) {
  for (let i = 0; i < 300; i++) await (await fn(i)).text(); // warm-up
  const times: number[] = [];
  const t0 = performance.now();
  for (let i = 0; i < n; i++) {
    const s = performance.now();
    const text = await (await fn(i)).text();
    times.push(performance.now() - s);
    if (!text.includes('"ok"')) throw new Error(`${name}: unexpected answer ${text}`);
  }
  const total = performance.now() - t0;
  times.sort((a, b) => a - b);
  return {
    name,
    p50Us: Math.round(times[Math.floor(n / 2)] * 1000),
    p99Us: Math.round(times[Math.floor(n * 0.99)] * 1000),
    perSecond: Math.round(n / (total / 1000)),
  };
}

export async function benchMcpSdk(n = Number(Deno.env.get("BENCH_ITERATIONS") ?? 3000)) {
  const base = await measure("v1 1.32.2, 2025-11-25, JSON", v1, n);
  const rows = [
    base,
    await measure("v2 2.4.0, 2025-11-25, JSON", v2Legacy, n),
    await measure("v2 2.4.0, 2026-07-28, createMcpHandler auto", v2Modern, n),
  ];
  await modern.close();
  return rows.map((r) => ({
    ...r,
    p50VsV1: +(r.p50Us / base.p50Us).toFixed(2),
    throughputVsV1: +(r.perSecond / base.perSecond).toFixed(2),
  }));
}

if (import.meta.main) console.log(JSON.stringify(await benchMcpSdk(), null, 2));

/**
 * Fuzz of {mcp_url} over real loopback HTTP: random and malformed JSON-RPC with a valid token
 * (and without one), wrong Accept/Content-Type, foreign Host/Origin. Never a 5xx: JSON-RPC errors
 * or tool errors instead; no unhandled rejection; afterwards run_tool and GET /usage still work.
 */
import assert from "node:assert/strict";
import { call, mcpClient, rest, textOf } from "../mcp/_harness.ts";
import { Findings, Rng, suiteSeed, watchRejections } from "./_rng.ts";
import { rpcBody } from "./_rpc.ts";
import { hostileString } from "./_values.ts";
import { describeRequest, type FuzzGateway, fuzzGateway } from "./_gateway.ts";
import { rawRequests, sendRaw } from "./_raw_http.ts";

const CASES = 1500;
const PARALLEL = 400;
const ACCEPTS = ["text/html", "application/json", "text/event-stream", "*/*", "", "\u00ff/\u00fe"];
const TYPES = [
  "text/plain",
  "application/json; charset=utf-16",
  "application/x-www-form-urlencoded",
  "multipart/form-data; boundary=x",
  "",
];

interface Case {
  method: string;
  headers: Record<string, string>;
  body?: string | Uint8Array<ArrayBuffer>;
  /** A Host header of our choosing (fetch cannot set one): sent through app.request. */
  host?: string;
}

function authorization(rng: Rng, f: FuzzGateway): string | undefined {
  if (rng.chance(0.9)) return `Bearer ${f.token}`;
  return rng.pick([
    undefined,
    "Bearer",
    `Bearer ${f.apiKey}`,
    `Bearer tgat_${"x".repeat(43)}`,
    `Basic ${btoa("a:b")}`,
    `Bearer ${f.token} extra`,
    `Bearer ${"t".repeat(20_000)}`,
  ]);
}

function buildCase(rng: Rng, f: FuzzGateway): Case {
  const method = rng.chance(0.9) ? "POST" : rng.pick(["GET", "DELETE", "OPTIONS", "PUT", "PATCH"]);
  const headers: Record<string, string> = {};
  const auth = authorization(rng, f);
  if (auth !== undefined) headers.authorization = auth;
  headers.accept = rng.chance(0.9) ? "application/json, text/event-stream" : rng.pick(ACCEPTS);
  headers["content-type"] = rng.chance(0.9) ? "application/json" : rng.pick(TYPES);
  if (rng.chance(0.1)) {
    headers.origin = rng.pick([
      f.gw.origin,
      "http://localhost:6274",
      "https://evil.example",
      "null",
    ]);
  }
  if (rng.chance(0.1)) {
    headers["mcp-protocol-version"] = rng.pick(["2025-06-18", "1999-01-01", "x", "2025-11-25"]);
  }
  const host = rng.chance(0.05)
    ? rng.pick(["evil.example", `localhost:${new URL(f.gw.origin).port}`, "", "[::1]:1"])
    : undefined;
  if (method === "GET" || method === "OPTIONS") return { method, headers, host };
  return { method, headers, host, body: rpcBody(rng) };
}

async function send(f: FuzzGateway, c: Case): Promise<Response> {
  const init = { method: c.method, headers: c.headers, body: c.body };
  if (c.host === undefined) return await fetch(f.gw.mcpUrl, init);
  return await f.gw.app.request(f.gw.mcpUrl, { ...init, headers: { ...c.headers, host: c.host } });
}

function isRpcAnswer(v: unknown): boolean {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return false;
  const m = v as { jsonrpc?: unknown; result?: unknown; error?: { code?: unknown } };
  if (m.jsonrpc !== "2.0") return false;
  if ("error" in m) return Number.isInteger(m.error?.code);
  return "result" in m;
}

async function checkAnswer(res: Response): Promise<string[]> {
  const text = await res.text();
  const problems: string[] = [];
  if (res.status >= 500) problems.push(`status ${res.status}: ${text.slice(0, 300)}`);
  if (text === "" || !res.headers.get("content-type")?.includes("json")) return problems;
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return [...problems, `JSON content-type but not JSON: ${text.slice(0, 120)}`];
  }
  if (res.status === 200) {
    const all = Array.isArray(body) ? body : [body];
    if (!all.every(isRpcAnswer)) problems.push(`200 that is not JSON-RPC: ${text.slice(0, 200)}`);
  }
  return problems;
}

Deno.test("fuzz MCP endpoint: no 5xx, no unhandled rejection, run_tool still works", async () => {
  const seed = suiteSeed("mcp", 20261122);
  const rng = new Rng(seed);
  const findings = new Findings("mcp", seed);
  const watch = watchRejections();
  const f = await fuzzGateway();
  try {
    for (let i = 0; i < CASES; i++) {
      const c = buildCase(rng, f);
      const res = await send(f, c);
      findings.saw(`${c.method} ${res.status}`);
      for (const p of await checkAnswer(res)) {
        const shown = c.host === undefined ? c.headers : { ...c.headers, host: c.host };
        findings.add(i, p, describeRequest(c.method, "/mcp", shown, c.body));
      }
    }
    // The same kinds of requests eight at a time (one connection's calls racing each other).
    const burst = Array.from({ length: PARALLEL }, () => buildCase(rng, f));
    for (let at = 0; at < burst.length; at += 8) {
      await Promise.all(
        burst.slice(at, at + 8).map(async (c, j) => {
          const res = await send(f, c);
          findings.saw(`parallel ${c.method} ${res.status}`);
          for (const p of await checkAnswer(res)) {
            findings.add(CASES + at + j, p, describeRequest(c.method, "/mcp", c.headers, c.body));
          }
        }),
      );
    }
    for (const [i, raw] of rawRequests(rng, f.host, f.token, "/mcp").entries()) {
      const status = await sendRaw(f.gw.origin, raw);
      findings.saw(`raw ${status}`);
      if (status >= 500) findings.add(CASES + PARALLEL + i, `raw status ${status}`, raw.preview);
    }
    await assertStillWorks(f, hostileString(rng, 20));
  } finally {
    await f.gw.close();
    watch.stop();
  }
  for (const line of f.logged) findings.add(-1, "logged error", line);
  findings.assertClean(watch.reasons);
});

/** A normal SDK session after the storm: run_tool answers and GET /api/v1/usage counts it. */
async function assertStillWorks(f: FuzzGateway, marker: string) {
  const client = await mcpClient(f.gw, f.token);
  try {
    const text = `after the storm ${JSON.stringify(marker)}`;
    const result = await call(client, "run_tool", {
      name: "demo-notes__echo",
      arguments: { text },
    });
    assert.notEqual(result.isError, true, textOf(result));
    assert.equal(textOf(result), text);
  } finally {
    await client.close();
  }
  const usage = await rest(f.gw, f.apiKey, "/usage");
  assert.equal(usage.status, 200);
  assert.ok(usage.json.calls >= 1, JSON.stringify(usage.json));
  const activity = await rest(f.gw, f.apiKey, "/activity?limit=1");
  assert.equal(activity.status, 200);
  assert.equal(activity.json.data[0].qualifiedName, "demo-notes__echo");
  assert.equal(activity.json.data[0].ok, true);
}

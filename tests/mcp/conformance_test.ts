/**
 * The MCP conformance suite (npm:@modelcontextprotocol/conformance@0.1.16, run with Deno: the
 * Node 20 here lacks fs.globSync, which the suite needs) against {mcp_url}. The suite sends no
 * Authorization header, so it talks to a small loopback proxy that adds a valid access token and
 * forwards everything else, Host and Origin included, unchanged. PUBLIC_URL is the proxy's
 * origin (the proxy is the service's public front), so the DNS-rebinding scenario exercises
 * our own Host/Origin checks.
 */
import assert from "node:assert/strict";
import { connection, type Gateway, startGateway, tenant } from "./_harness.ts";

const SUITE = "npm:@modelcontextprotocol/conformance@0.1.16";
/** Scenarios for what /mcp offers: each must pass every check it runs. */
const PASS = ["server-initialize", "ping", "tools-list", "dns-rebinding-protection"];
const METHOD = /MCP error -32601: Method not found/;
const FIXTURE = /Unknown tool "test_|Tool 'json_schema_2020_12_tool' not found/;
const SESSION = /WARNING.*Server provides session ID/;
/**
 * Scenarios for what /mcp does not offer, with the answer that shows why (docs/mcp-protocol.md
 * gives the reasons): a method it does not serve (-32601), a fixture tool of the reference
 * server (the gateway offers search, description and run_tool; unknown names are -32602), or
 * sessions (the endpoint is stateless). Each must fail, or pass nothing, for exactly that reason.
 */
const NOT_OFFERED: Record<string, RegExp> = {
  "logging-set-level": METHOD,
  "completion-complete": METHOD,
  "tools-call-simple-text": FIXTURE,
  "tools-call-image": FIXTURE,
  "tools-call-audio": FIXTURE,
  "tools-call-embedded-resource": FIXTURE,
  "tools-call-mixed-content": FIXTURE,
  "tools-call-with-logging": METHOD,
  "tools-call-error": FIXTURE,
  "tools-call-with-progress": FIXTURE,
  "tools-call-sampling": FIXTURE,
  "tools-call-elicitation": FIXTURE,
  "json-schema-2020-12": FIXTURE,
  "elicitation-sep1034-defaults": FIXTURE,
  "elicitation-sep1330-enums": FIXTURE,
  "server-sse-polling": SESSION,
  "server-sse-multiple-streams": SESSION,
  "resources-list": METHOD,
  "resources-read-text": METHOD,
  "resources-read-binary": METHOD,
  "resources-templates-read": METHOD,
  "resources-subscribe": METHOD,
  "resources-unsubscribe": METHOD,
  "prompts-list": METHOD,
  "prompts-get-simple": METHOD,
  "prompts-get-with-args": METHOD,
  "prompts-get-embedded-resource": METHOD,
  "prompts-get-with-image": METHOD,
};
/** Scenario processes at once: each is mostly Deno start-up, so four fit two cores. */
const PARALLEL = 4;

/**
 * Forwards raw HTTP/1.1 (so Host and Origin survive byte for byte) and adds the Authorization
 * header to each request head; bodies are forwarded by Content-Length, responses piped back.
 */
function authProxy(listener: Deno.Listener, target: number, token: string): Promise<void> {
  const loop = async () => {
    for await (const conn of listener) {
      forward(conn, target, token).catch(() => {}).finally(() => {
        try {
          conn.close();
        } catch { /* already closed */ }
      });
    }
  };
  return loop();
}

async function forward(conn: Deno.Conn, target: number, token: string): Promise<void> {
  const upstream = await Deno.connect({ hostname: "127.0.0.1", port: target });
  const back = upstream.readable.pipeTo(conn.writable, { preventClose: true }).catch(() => {});
  const reader = conn.readable.getReader();
  const writer = upstream.writable.getWriter();
  let buf = new Uint8Array(0);
  const more = async () => {
    const { value, done } = await reader.read();
    if (done) return false;
    const next = new Uint8Array(buf.length + value.length);
    next.set(buf);
    next.set(value, buf.length);
    buf = next;
    return true;
  };
  try {
    while (true) {
      let end = indexOfHeadEnd(buf);
      while (end < 0) {
        if (!(await more())) return;
        end = indexOfHeadEnd(buf);
      }
      const head = new TextDecoder().decode(buf.subarray(0, end));
      const length = Number(/\r\ncontent-length:\s*(\d+)/i.exec(head)?.[1] ?? "0");
      while (buf.length < end + 4 + length) if (!(await more())) return;
      const [line, ...rest] = head.split("\r\n");
      const injected = [line, `Authorization: Bearer ${token}`, ...rest].join("\r\n") + "\r\n\r\n";
      await writer.write(new TextEncoder().encode(injected));
      await writer.write(buf.slice(end + 4, end + 4 + length));
      buf = buf.slice(end + 4 + length);
    }
  } finally {
    await writer.close().catch(() => {});
    await back;
  }
}

function indexOfHeadEnd(buf: Uint8Array): number {
  for (let i = 0; i + 3 < buf.length; i++) {
    if (buf[i] === 13 && buf[i + 1] === 10 && buf[i + 2] === 13 && buf[i + 3] === 10) return i;
  }
  return -1;
}

async function withProxiedGateway(fn: (url: string) => Promise<void>) {
  const listener = Deno.listen({ hostname: "127.0.0.1", port: 0 });
  const proxyPort = (listener.addr as Deno.NetAddr).port;
  const gw: Gateway = await startGateway({ env: { PUBLIC_URL: `http://127.0.0.1:${proxyPort}` } });
  const t = await tenant(gw);
  const { token } = await connection(gw, t.account.id);
  const proxy = authProxy(listener, Number(new URL(gw.origin).port), token);
  try {
    await fn(`http://127.0.0.1:${proxyPort}/mcp`);
  } finally {
    listener.close();
    await proxy.catch(() => {});
    await gw.close();
  }
}

async function runScenario(url: string, scenario: string): Promise<{ code: number; out: string }> {
  const cmd = new Deno.Command(Deno.execPath(), {
    args: ["run", "-A", "--no-config", SUITE, "server", "--url", url, "--scenario", scenario],
    stdout: "piped",
    stderr: "piped",
    env: { NO_COLOR: "1" },
  });
  const { code, stdout, stderr } = await cmd.output();
  return { code, out: new TextDecoder().decode(stdout) + new TextDecoder().decode(stderr) };
}

function passedAll(out: string): boolean {
  const passed = /Passed: (\d+)\/(\d+)/.exec(out);
  return passed !== null && passed[1] === passed[2] && Number(passed[1]) > 0;
}

async function runAll(url: string, scenarios: string[]) {
  const queue = [...scenarios];
  const results: Record<string, { code: number; out: string }> = {};
  await Promise.all(Array.from({ length: PARALLEL }, async () => {
    for (let s = queue.shift(); s !== undefined; s = queue.shift()) {
      results[s] = await runScenario(url, s);
    }
  }));
  return results;
}

Deno.test({
  name: "conformance: all 32 server scenarios pass, or fail only for a capability /mcp lacks",
  async fn() {
    await withProxiedGateway(async (url) => {
      const results = await runAll(url, [...PASS, ...Object.keys(NOT_OFFERED)]);
      assert.equal(Object.keys(results).length, 32);
      for (const scenario of PASS) {
        const { code, out } = results[scenario];
        assert.equal(code, 0, `${scenario} failed:\n${out}`);
        assert.doesNotMatch(out, /FAILURE|WARNING|[1-9]\d* failed/, `${scenario}:\n${out}`);
        assert.ok(passedAll(out), `${scenario}:\n${out}`);
      }
      for (const [scenario, why] of Object.entries(NOT_OFFERED)) {
        const { out } = results[scenario];
        assert.ok(!passedAll(out), `${scenario} now passes: move it to PASS\n${out}`);
        assert.match(out, why, `${scenario} fails for another reason:\n${out}`);
      }
      if (Deno.env.get("CONFORMANCE_VERBOSE")) {
        for (const [s, r] of Object.entries(results)) console.log(`=== ${s}\n${r.out}`);
      }
    });
  },
});

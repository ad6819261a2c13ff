import assert from "node:assert/strict";
import { UpstreamError, UpstreamPool } from "../../src/upstream/pool.ts";
import { serveDemo } from "../demo/serve_helper.ts";

/** The JSON-RPC methods the pool POSTed upstream, in order. */
function recordingFetch(methods: string[]): typeof fetch {
  return (input, init) => {
    if (typeof init?.body === "string") {
      const msg = JSON.parse(init.body) as { method?: string };
      if (msg.method) methods.push(msg.method);
    }
    return fetch(input, init);
  };
}

Deno.test("pool: a caller's signal aborted after the call sends the upstream nothing", async () => {
  const host = serveDemo({});
  const methods: string[] = [];
  const pool = new UpstreamPool({ timeoutMs: 5_000, fetch: recordingFetch(methods) });
  try {
    const notes = { url: host.url("demo-notes"), key: "notes" };
    for (let i = 0; i < 3; i++) {
      // What Deno does with a request's signal once its answer has been sent.
      const exchange = new AbortController();
      await pool.callTool(notes, "echo", { text: `hi ${i}` }, { signal: exchange.signal });
      exchange.abort(new DOMException("request finished", "AbortError"));
    }
    await new Promise((r) => setTimeout(r, 50));
    assert.equal(methods.filter((m) => m === "tools/call").length, 3);
    assert.deepEqual(methods.filter((m) => m === "notifications/cancelled"), []);

    // An abort while the call runs still reaches the upstream as a cancellation.
    const caller = new AbortController();
    const slow = pool.callTool(notes, "sleep", { ms: 500 }, { signal: caller.signal });
    setTimeout(() => caller.abort("client went away"), 100);
    const err = await slow.then(() => null, (e) => e);
    assert.ok(err !== null, "the aborted call must not resolve");
    assert.ok(!(err instanceof UpstreamError) || err.kind !== "protocol", String(err));
    await new Promise((r) => setTimeout(r, 50));
    assert.deepEqual(methods.filter((m) => m === "notifications/cancelled"), [
      "notifications/cancelled",
    ]);
  } finally {
    await pool.close();
    await host.close();
  }
});

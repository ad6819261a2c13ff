/**
 * A real MCP upstream on loopback that misbehaves on purpose, by tool name: `drop` starts an
 * event-stream answer and breaks the connection, `five_hundred` answers HTTP 500, `huge` streams
 * `bytes` of result, `sleep` answers after `ms`, `ok` answers normally. It records how many
 * tools/call requests arrived and how many sleeps started.
 */
const TOOLS = ["drop", "five_hundred", "huge", "ok", "sleep"].map((name) => ({
  name,
  description: `fault: ${name}`,
  inputSchema: { type: "object" },
}));

export function serveFaulty() {
  const seen = { calls: 0, hugeBytesSent: 0, sleeping: 0 };
  // close() ends the sleeps still running: server.shutdown() waits for every open handler, and a
  // test's 50 s sleep would otherwise hold its clean-up for 50 s after the caller has gone.
  const closing = new AbortController();
  const server = Deno.serve({ hostname: "127.0.0.1", port: 0, onListen() {} }, async (req) => {
    if (req.method !== "POST") return new Response(null, { status: 405 });
    const msg = await req.json().catch(() => null);
    if (msg?.id === undefined) return new Response(null, { status: 202 });
    const answer = (result: unknown) => Response.json({ jsonrpc: "2.0", id: msg.id, result });
    if (msg.method === "initialize") {
      return answer({
        protocolVersion: "2025-06-18",
        capabilities: { tools: {} },
        serverInfo: { name: "faulty", version: "1" },
      });
    }
    if (msg.method === "tools/list") return answer({ tools: TOOLS });
    seen.calls++;
    const name = msg.params?.name;
    if (name === "five_hundred") return new Response("internal trouble", { status: 500 });
    if (name === "drop") return dropMidAnswer();
    if (name === "sleep") {
      seen.sleeping++;
      const ms = Number(msg.params?.arguments?.ms ?? 0);
      await sleepUnlessClosed(ms, closing.signal, req.signal);
      return answer({ content: [{ type: "text", text: `slept ${ms}` }] });
    }
    if (name === "huge") return streamHuge(msg.id, msg.params?.arguments?.bytes ?? 5e6, seen);
    return answer({ content: [{ type: "text", text: "fine" }] });
  });
  const close = () => {
    closing.abort();
    return server.shutdown();
  };
  return { url: `http://127.0.0.1:${server.addr.port}/mcp`, seen, close };
}

/** Waits `ms`, or less when the upstream closes or the caller's connection goes away. */
function sleepUnlessClosed(ms: number, ...signals: AbortSignal[]): Promise<void> {
  const signal = AbortSignal.any(signals);
  return new Promise((resolve) => {
    const timer = setTimeout(done, ms);
    function done() {
      clearTimeout(timer);
      signal.removeEventListener("abort", done);
      resolve();
    }
    if (signal.aborted) done();
    else signal.addEventListener("abort", done);
  });
}

/** Headers and a first event go out; then the stream errors, which resets the connection. */
function dropMidAnswer(): Response {
  let step = 0;
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (step++ === 0) {
        controller.enqueue(new TextEncoder().encode(": keep-alive\n\n"));
        return;
      }
      await new Promise((r) => setTimeout(r, 50));
      controller.error(new Error("upstream crashed"));
    },
  });
  return new Response(body, { headers: { "content-type": "text/event-stream" } });
}

/** A valid JSON-RPC answer whose text is `bytes` long, sent in 64 KiB pieces. */
function streamHuge(id: unknown, bytes: number, seen: { hugeBytesSent: number }): Response {
  const head = new TextEncoder().encode(
    `{"jsonrpc":"2.0","id":${JSON.stringify(id)},"result":{"content":[{"type":"text","text":"`,
  );
  const tail = new TextEncoder().encode(`"}]}}`);
  const piece = new Uint8Array(65_536).fill(0x61);
  let left = bytes;
  let started = false;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (!started) {
        started = true;
        controller.enqueue(head);
        return;
      }
      if (left <= 0) {
        controller.enqueue(tail);
        controller.close();
        return;
      }
      const n = Math.min(left, piece.byteLength);
      left -= n;
      seen.hugeBytesSent += n;
      controller.enqueue(piece.subarray(0, n));
    },
  });
  return new Response(body, { headers: { "content-type": "application/json" } });
}

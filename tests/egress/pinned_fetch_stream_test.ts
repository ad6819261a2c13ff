import assert from "node:assert/strict";
import { readCapped } from "../../src/egress/pinned_fetch.ts";
import { countingResolver, devFetch, isTimeout, withServer } from "./fixtures.ts";

Deno.test("AbortSignal.timeout aborts a server that never answers, and one that stalls mid-body", async () => {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await withServer(async (req) => {
    if (new URL(req.url).pathname === "/hang") {
      await released;
      return new Response("late");
    }
    const body = new ReadableStream({ start: (c) => c.enqueue(new TextEncoder().encode("first")) });
    return new Response(body);
  }, async ({ port }) => {
    const egressFetch = devFetch(countingResolver(["127.0.0.1"]).resolve);
    await assert.rejects(
      egressFetch(`https://receiver.test:${port}/hang`, { signal: AbortSignal.timeout(200) }),
      isTimeout,
    );
    const res = await egressFetch(`https://receiver.test:${port}/stall`, {
      signal: AbortSignal.timeout(300),
    });
    assert.equal(res.status, 200);
    await assert.rejects(res.text(), isTimeout);
    release();
  });
});

Deno.test("an already aborted signal stops the request before any lookup", async () => {
  const r = countingResolver(["127.0.0.1"]);
  const controller = new AbortController();
  controller.abort(new Error("stop"));
  await assert.rejects(
    devFetch(r.resolve)("https://receiver.test:1/", { signal: controller.signal }),
    /stop/,
  );
  assert.equal(r.calls.length, 0);
});

Deno.test("a response body streams: the server sends part two only after the client read part one", async () => {
  let clientGotFirst!: () => void;
  const firstSeen = new Promise<void>((resolve) => (clientGotFirst = resolve));
  await withServer(() => {
    const body = new ReadableStream({
      async start(c) {
        c.enqueue(new TextEncoder().encode("event: one\n\n"));
        await firstSeen;
        c.enqueue(new TextEncoder().encode("event: two\n\n"));
        c.close();
      },
    });
    return new Response(body, { headers: { "content-type": "text/event-stream" } });
  }, async ({ port }) => {
    const res = await devFetch(countingResolver(["127.0.0.1"]).resolve)(
      `https://receiver.test:${port}/sse`,
    );
    assert.equal(res.headers.get("content-type"), "text/event-stream");
    const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
    let text = "";
    while (!text.includes("event: one")) text += (await reader.read()).value;
    clientGotFirst();
    for (let r = await reader.read(); !r.done; r = await reader.read()) text += r.value;
    assert.equal(text, "event: one\n\nevent: two\n\n");
  });
});

Deno.test("readCapped returns at most maxBytes and cancels the rest of a large body", async () => {
  let cancelled!: () => void;
  const serverSawCancel = new Promise<void>((resolve) => (cancelled = resolve));
  await withServer((req) => {
    const path = new URL(req.url).pathname;
    if (path === "/small") return new Response("héllo");
    const chunk = new TextEncoder().encode("é".repeat(8192));
    const body = new ReadableStream({ pull: (c) => c.enqueue(chunk), cancel: () => cancelled() });
    return new Response(body);
  }, async ({ port }) => {
    const egressFetch = devFetch(countingResolver(["127.0.0.1"]).resolve);
    const big = await readCapped(await egressFetch(`https://receiver.test:${port}/big`), 1001);
    assert.equal(big, "é".repeat(500), "the cut multi-byte character is dropped");
    await serverSawCancel;
    assert.equal(
      await readCapped(await egressFetch(`https://receiver.test:${port}/small`), 100),
      "héllo",
    );
    assert.equal(
      await readCapped(await egressFetch(`https://receiver.test:${port}/small`), 2),
      "h",
    );
  });
});

Deno.test("the timeout also covers a DNS lookup that never answers", async () => {
  const stuck = () => new Promise<string[]>(() => {});
  await assert.rejects(
    devFetch(stuck)("https://receiver.test:1/", { signal: AbortSignal.timeout(100) }),
    isTimeout,
  );
});

Deno.test("the timeout also covers a TLS handshake that never completes", async () => {
  const silent = Deno.listen({ hostname: "127.0.0.1", port: 0 });
  const held: Deno.Conn[] = [];
  const accepting = (async () => {
    for await (const conn of silent) held.push(conn);
  })();
  try {
    const egressFetch = devFetch(countingResolver(["127.0.0.1"]).resolve);
    await assert.rejects(
      egressFetch(`https://receiver.test:${silent.addr.port}/`, {
        signal: AbortSignal.timeout(200),
      }),
      isTimeout,
    );
    assert.equal(held.length, 1, "the TCP connection was made; the handshake is what hung");
  } finally {
    silent.close();
    await accepting;
    held.forEach((c) => c.close());
  }
});

import assert from "node:assert/strict";
import { ca, countingResolver, devFetch, isTimeout, receiverCert, withServer } from "./fixtures.ts";
import { serveTls } from "../_helpers/tls.ts";

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

Deno.test("idle connections close after idleMs; a slower response on a busy one still completes", async () => {
  await withServer(async (req) => {
    if (new URL(req.url).pathname === "/slow") await sleep(300);
    return new Response("ok");
  }, async ({ port }) => {
    const egressFetch = devFetch(countingResolver(["127.0.0.1"]).resolve, [ca.caPem], {
      idleMs: 100,
    });
    try {
      assert.equal(await (await egressFetch(`https://receiver.test:${port}/slow`)).text(), "ok");
      assert.equal(egressFetch.stats().idleSockets, 1);
      for (let i = 0; i < 100 && egressFetch.stats().idleSockets > 0; i++) await sleep(20);
      assert.equal(egressFetch.stats().idleSockets, 0, "the idle connection was closed");
    } finally {
      egressFetch.close();
    }
  });
});

Deno.test("at most maxAgents pools: the least recently used is retired, its busy request finishes", async () => {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const servers = [0, 1, 2].map((i) =>
    serveTls(async () => {
      if (i === 0) await released;
      return new Response(`server ${i}`);
    }, receiverCert)
  );
  const egressFetch = devFetch(countingResolver(["127.0.0.1"]).resolve, [ca.caPem], {
    maxAgents: 2,
  });
  try {
    const url = (i: number) => `https://receiver.test:${servers[i].port}/`;
    const busy = egressFetch(url(0));
    await sleep(100);
    assert.equal(await (await egressFetch(url(1))).text(), "server 1");
    assert.equal(await (await egressFetch(url(2))).text(), "server 2");
    assert.deepEqual(egressFetch.stats(), {
      agents: 2,
      activeSockets: 0,
      idleSockets: 2,
      queuedRequests: 0,
    });
    release();
    assert.equal(await (await busy).text(), "server 0", "retiring a pool does not cut its request");
    await (await egressFetch(url(1))).text();
    assert.equal(egressFetch.stats().agents, 2);
  } finally {
    release();
    egressFetch.close();
    for (const s of servers) await s.close();
  }
});

Deno.test("maxSocketsPerKey bounds connections; the signal also covers waiting for a socket", async () => {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const seen: string[] = [];
  const ports = new Set<number>();
  await withServer(async (req, info) => {
    seen.push(new URL(req.url).pathname);
    ports.add((info.remoteAddr as Deno.NetAddr).port);
    if (new URL(req.url).pathname === "/hold") await released;
    return new Response("ok");
  }, async ({ port }) => {
    const egressFetch = devFetch(countingResolver(["127.0.0.1"]).resolve, [ca.caPem], {
      maxSocketsPerKey: 1,
    });
    try {
      const held = egressFetch(`https://receiver.test:${port}/hold`);
      await sleep(100);
      const queued = egressFetch(`https://receiver.test:${port}/queued`, {
        signal: AbortSignal.timeout(200),
      });
      await assert.rejects(queued, isTimeout);
      release();
      await (await held).text();
      const many = Array.from(
        { length: 4 },
        (_, i) => egressFetch(`https://receiver.test:${port}/m${i}`),
      );
      for (const res of await Promise.all(many)) await res.text();
      assert.equal(ports.size, 1, "one connection carried everything");
      assert.ok(
        !seen.includes("/queued"),
        "the request that timed out in the queue was never sent",
      );
    } finally {
      release();
      egressFetch.close();
    }
  });
});

/** HTTP/1.1 over TLS by hand: answers the first request of a connection, then drops the next. */
function droppingServer(seen: string[]) {
  const listener = Deno.listenTls({
    hostname: "127.0.0.1",
    port: 0,
    cert: receiverCert.certPem,
    key: receiverCert.keyPem,
  });
  const conns: Deno.Conn[] = [];
  const serve = async (conn: Deno.Conn) => {
    const buf = new Uint8Array(65536);
    let answered = 0;
    for (let n = await conn.read(buf); n !== null; n = await conn.read(buf)) {
      seen.push(new TextDecoder().decode(buf.subarray(0, n)).split(" ")[1]);
      if (answered++ > 0) return conn.close();
      await conn.write(new TextEncoder().encode("HTTP/1.1 200 OK\r\ncontent-length: 2\r\n\r\nok"));
    }
  };
  const accepting = (async () => {
    for await (const conn of listener) (conns.push(conn), serve(conn).catch(() => {}));
  })();
  return {
    port: listener.addr.port,
    close: async () => (listener.close(),
      await accepting,
      conns.forEach((c) => {
        try {
          c.close();
        } catch { /* closed */ }
      })),
  };
}

Deno.test("a POST whose pooled connection drops before the answer fails; it is never re-sent", async () => {
  const seen: string[] = [];
  const server = droppingServer(seen);
  const egressFetch = devFetch(countingResolver(["127.0.0.1"]).resolve);
  try {
    const url = `https://receiver.test:${server.port}`;
    assert.equal(
      await (await egressFetch(`${url}/one`, { method: "POST", body: "1" })).text(),
      "ok",
    );
    await assert.rejects(egressFetch(`${url}/two`, { method: "POST", body: "2" }), TypeError);
    await sleep(100);
    assert.deepEqual(seen, ["/one", "/two"]);
  } finally {
    egressFetch.close();
    await server.close();
  }
});

Deno.test("a caller that never calls close() does not keep the process alive", async () => {
  await withServer(() => new Response("from parent"), async ({ port }) => {
    const child = new Deno.Command(Deno.execPath(), {
      args: [
        "run",
        "-A",
        "--config",
        new URL("../../deno.json", import.meta.url).pathname,
        new URL("./keepalive_probe.ts", import.meta.url).pathname,
        JSON.stringify({ port, caPem: ca.caPem }),
      ],
      stdout: "piped",
      stderr: "piped",
    }).spawn();
    // Liveness guard, not a speed check: the pooled socket would hold the child for 60 s.
    const guard = setTimeout(() => child.kill(), 30_000);
    const out = await child.output();
    clearTimeout(guard);
    assert.equal(out.signal, null, "the child had to be killed: an idle socket kept it alive");
    assert.ok(out.success, new TextDecoder().decode(out.stderr));
    const report = JSON.parse(new TextDecoder().decode(out.stdout));
    assert.deepEqual(report, { text: "from parent", idle: 1 });
  });
});

Deno.test("a quiet gap inside a streamed body longer than idleMs does not cut the stream", async () => {
  await withServer(() => {
    const body = new ReadableStream({
      async start(c) {
        c.enqueue(new TextEncoder().encode("event: one\n\n"));
        await sleep(300);
        c.enqueue(new TextEncoder().encode("event: two\n\n"));
        c.close();
      },
    });
    return new Response(body, { headers: { "content-type": "text/event-stream" } });
  }, async ({ port }) => {
    const egressFetch = devFetch(countingResolver(["127.0.0.1"]).resolve, [ca.caPem], {
      idleMs: 100,
    });
    try {
      const res = await egressFetch(`https://receiver.test:${port}/sse`);
      assert.equal(await res.text(), "event: one\n\nevent: two\n\n");
    } finally {
      egressFetch.close();
    }
  });
});

Deno.test("pool options must be positive integers (only maxSocketsPerKey may be unbounded)", () => {
  const resolve = countingResolver(["127.0.0.1"]).resolve;
  for (
    const bad of [{ idleMs: 0 }, { maxAgents: 1.5 }, { maxFreeSocketsPerKey: -1 }, {
      idleMs: Infinity,
    }]
  ) {
    assert.throws(() => devFetch(resolve, [ca.caPem], bad), RangeError);
  }
  devFetch(resolve, [ca.caPem], { maxSocketsPerKey: Infinity }).close();
});

import assert from "node:assert/strict";
import { EgressError } from "../../src/egress/policy.ts";
import { countingResolver, devFetch, isTimeout, otherCert, withServer } from "./fixtures.ts";

/** Records the client port of every request: one port is one TCP (and TLS) connection. */
function portRecorder() {
  const ports: number[] = [];
  const handler = (req: Request, info: Deno.ServeHandlerInfo) => {
    ports.push((info.remoteAddr as Deno.NetAddr).port);
    return new Response(new URL(req.url).pathname);
  };
  return { ports, handler, connections: () => new Set(ports).size };
}

/** The socket's close event lands a few event-loop turns after destroy(). */
async function settled(cond: () => boolean): Promise<void> {
  for (let i = 0; i < 200 && !cond(); i++) await new Promise((r) => setTimeout(r, 5));
  assert.ok(cond(), "the pool did not settle");
}

Deno.test("sequential requests to one host reuse one connection; close() ends it", async () => {
  const rec = portRecorder();
  await withServer(rec.handler, async ({ port }) => {
    const r = countingResolver(["127.0.0.1"]);
    const egressFetch = devFetch(r.resolve);
    try {
      for (let i = 0; i < 5; i++) {
        assert.equal(
          await (await egressFetch(`https://receiver.test:${port}/${i}`)).text(),
          `/${i}`,
        );
      }
      assert.equal(rec.connections(), 1);
      assert.equal(r.calls.length, 5, "every request resolved and vetted again");
      assert.deepEqual(egressFetch.stats(), {
        agents: 1,
        activeSockets: 0,
        idleSockets: 1,
        queuedRequests: 0,
      });
    } finally {
      egressFetch.close();
    }
    assert.deepEqual(egressFetch.stats(), {
      agents: 0,
      activeSockets: 0,
      idleSockets: 0,
      queuedRequests: 0,
    });
    await assert.rejects(egressFetch(`https://receiver.test:${port}/after`), TypeError);
    assert.equal(rec.ports.length, 5);
  });
});

Deno.test("a name that turns to a refused address is refused on the next request despite an idle pooled connection", async () => {
  for (const hostile of ["169.254.169.254", "::ffff:169.254.169.254", "fd00:ec2::254"]) {
    const rec = portRecorder();
    await withServer(rec.handler, async ({ port }) => {
      const r = countingResolver(["127.0.0.1"], ["127.0.0.1", hostile]);
      const egressFetch = devFetch(r.resolve);
      try {
        await (await egressFetch(`https://receiver.test:${port}/first`)).text();
        assert.equal(egressFetch.stats().idleSockets, 1, "a connection is pooled");
        await assert.rejects(
          egressFetch(`https://receiver.test:${port}/second`),
          (err: unknown) => err instanceof EgressError && err.code === "address",
        );
        assert.deepEqual(rec.ports.length, 1, "the pooled connection carried nothing");
        assert.equal(egressFetch.stats().agents, 0, "the host's pools were dropped");
        assert.equal(egressFetch.stats().idleSockets, 0);
      } finally {
        egressFetch.close();
      }
    });
  }
});

Deno.test("the pool key holds the host name: a socket verified for one name is never reused for another", async () => {
  const rec = portRecorder();
  await withServer(rec.handler, async ({ port }) => {
    const egressFetch = devFetch(countingResolver(["127.0.0.1"]).resolve);
    try {
      await (await egressFetch(`https://other.test:${port}/ok`)).text();
      // Same address and port, but the certificate names only other.test.
      await assert.rejects(egressFetch(`https://receiver.test:${port}/no`), (err: unknown) => {
        assert.ok(err instanceof TypeError);
        assert.match(String((err.cause as Error)?.message), /other\.test/);
        return true;
      });
      assert.deepEqual(rec.ports.length, 1);
    } finally {
      egressFetch.close();
    }
  }, otherCert);
});

Deno.test("a different vetted address set gets its own pool", async () => {
  const rec = portRecorder();
  await withServer(rec.handler, async ({ port }) => {
    // 127.0.0.2 is never dialled: the lookup answers the first vetted address.
    const r = countingResolver(["127.0.0.1"], ["127.0.0.1", "127.0.0.2"], ["127.0.0.1"]);
    const egressFetch = devFetch(r.resolve);
    try {
      for (let i = 0; i < 3; i++) {
        await (await egressFetch(`https://receiver.test:${port}/`)).text();
      }
      assert.equal(rec.connections(), 2);
      assert.equal(rec.ports[2], rec.ports[0], "back to the first set reuses its connection");
      assert.equal(egressFetch.stats().agents, 2);
    } finally {
      egressFetch.close();
    }
  });
});

Deno.test("an aborted request destroys its connection instead of returning it to the pool", async () => {
  let serverSawDisconnect!: () => void;
  const disconnected = new Promise<void>((resolve) => (serverSawDisconnect = resolve));
  let reached!: () => void;
  const slowReached = new Promise<void>((resolve) => (reached = resolve));
  const ports: number[] = [];
  const paths: string[] = [];
  await withServer(async (req, info) => {
    ports.push((info.remoteAddr as Deno.NetAddr).port);
    paths.push(new URL(req.url).pathname);
    if (new URL(req.url).pathname === "/slow") {
      req.signal.addEventListener("abort", () => serverSawDisconnect());
      reached();
      await disconnected;
    }
    return new Response("ok");
  }, async ({ port }) => {
    const egressFetch = devFetch(countingResolver(["127.0.0.1"]).resolve);
    try {
      await (await egressFetch(`https://receiver.test:${port}/fast`)).text();
      const controller = new AbortController();
      const slow = egressFetch(`https://receiver.test:${port}/slow`, { signal: controller.signal });
      await slowReached;
      assert.equal(ports[1], ports[0], "the slow request reused the pooled connection");
      controller.abort(new Error("caller gave up"));
      await assert.rejects(slow, /caller gave up/);
      await disconnected;
      await settled(() => egressFetch.stats().activeSockets === 0);
      assert.deepEqual(egressFetch.stats(), {
        agents: 1,
        activeSockets: 0,
        idleSockets: 0,
        queuedRequests: 0,
      });
      await (await egressFetch(`https://receiver.test:${port}/fast`)).text();
      assert.notEqual(ports[2], ports[0], "a new connection replaced the aborted one");
      assert.deepEqual(paths, ["/fast", "/slow", "/fast"], "the aborted request was not re-sent");
    } finally {
      egressFetch.close();
    }
  });
});

Deno.test("an abort mid-body also destroys the connection", async () => {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const rec = portRecorder();
  await withServer((req, info) => {
    if (new URL(req.url).pathname !== "/stall") return rec.handler(req, info);
    const body = new ReadableStream({
      async start(c) {
        c.enqueue(new TextEncoder().encode("part one"));
        await released;
        c.close();
      },
    });
    return new Response(body);
  }, async ({ port }) => {
    const egressFetch = devFetch(countingResolver(["127.0.0.1"]).resolve);
    try {
      const res = await egressFetch(`https://receiver.test:${port}/stall`, {
        signal: AbortSignal.timeout(200),
      });
      await assert.rejects(res.text(), isTimeout);
      await settled(() => egressFetch.stats().activeSockets === 0);
      assert.equal(egressFetch.stats().idleSockets, 0, "the stalled connection was not pooled");
      await (await egressFetch(`https://receiver.test:${port}/next`)).text();
      assert.equal(egressFetch.stats().idleSockets, 1);
    } finally {
      release();
      egressFetch.close();
    }
  });
});

Deno.test("close() fails the requests in flight and those waiting for a socket", async () => {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const paths: string[] = [];
  await withServer(async (req) => {
    paths.push(new URL(req.url).pathname);
    await released;
    return new Response("late");
  }, async ({ port }) => {
    const egressFetch = devFetch(countingResolver(["127.0.0.1"]).resolve, undefined, {
      maxSocketsPerKey: 1,
    });
    const busy = egressFetch(`https://receiver.test:${port}/busy`);
    const waiting = egressFetch(`https://receiver.test:${port}/waiting`);
    await settled(() => paths.length === 1 && egressFetch.stats().queuedRequests === 1);
    egressFetch.close();
    await assert.rejects(busy, TypeError);
    await assert.rejects(waiting, TypeError);
    release();
    assert.deepEqual(paths, ["/busy"]);
  });
});

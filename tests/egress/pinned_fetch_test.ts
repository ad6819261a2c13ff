import assert from "node:assert/strict";
import { createEgressFetch } from "../../src/egress/pinned_fetch.ts";
import { EgressError } from "../../src/egress/policy.ts";
import { serveTls } from "../_helpers/tls.ts";
import { ca, countingResolver, devFetch, ipCert, otherCert, withServer } from "./fixtures.ts";

Deno.test("a POST reaches the pinned address with its body, headers and Host", async () => {
  const seen: Array<{ method: string; host: string | null; type: string | null; body: string }> =
    [];
  await withServer(async (req) => {
    seen.push({
      method: req.method,
      host: req.headers.get("host"),
      type: req.headers.get("content-type"),
      body: await req.text(),
    });
    return new Response(JSON.stringify({ ok: true }), {
      status: 201,
      headers: { "x-reply": "yes", "content-type": "application/json" },
    });
  }, async ({ port }) => {
    const r = countingResolver(["127.0.0.1"]);
    const egressFetch = devFetch(r.resolve);
    const res = await egressFetch(`https://receiver.test:${port}/hook?x=1`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: '{"id":"evt_1"}',
    });
    assert.equal(res.status, 201);
    assert.equal(res.headers.get("x-reply"), "yes");
    assert.equal(res.url, `https://receiver.test:${port}/hook?x=1`);
    assert.deepEqual(await res.json(), { ok: true });
    const bytes = await egressFetch(
      new Request(`https://receiver.test:${port}/b`, {
        method: "PUT",
        body: new Uint8Array([104, 105]),
      }),
    );
    assert.equal(bytes.status, 201);
    await bytes.body?.cancel();
    assert.deepEqual(seen, [
      {
        method: "POST",
        host: `receiver.test:${port}`,
        type: "application/json",
        body: '{"id":"evt_1"}',
      },
      { method: "PUT", host: `receiver.test:${port}`, type: null, body: "hi" },
    ]);
    assert.deepEqual(r.calls, ["receiver.test", "receiver.test"]);
  });
});

Deno.test("IP-literal URLs (IPv4 and IPv6 loopback) verify the certificate's IP names", async () => {
  for (const hostname of ["127.0.0.1", "::1"]) {
    const server = serveTls((req) => new Response(req.headers.get("host")), {
      ...ipCert,
      hostname,
    });
    try {
      const host = hostname.includes(":")
        ? `[${hostname}]:${server.port}`
        : `${hostname}:${server.port}`;
      const res = await devFetch(() => Promise.reject(new Error("no lookup for literals")))(
        `https://${host}/`,
      );
      assert.equal(await res.text(), host);
    } finally {
      await server.close();
    }
  }
});

Deno.test("a certificate for another name fails verification; so does an unknown CA", async () => {
  let hits = 0;
  const count = () => (hits++, new Response("should not be reached"));
  await withServer(count, async ({ port }) => {
    const r = countingResolver(["127.0.0.1"]);
    await assert.rejects(devFetch(r.resolve)(`https://receiver.test:${port}/`), (err: unknown) => {
      assert.ok(err instanceof TypeError);
      assert.match(String((err.cause as Error)?.message), /other\.test/);
      return true;
    });
  }, otherCert);
  await withServer(count, async ({ port }) => {
    const r = countingResolver(["127.0.0.1"]);
    await assert.rejects(devFetch(r.resolve, [])(`https://receiver.test:${port}/`), TypeError);
  });
  assert.equal(hits, 0);
});

Deno.test("a 302 is returned as the response, never followed", async () => {
  const paths: string[] = [];
  await withServer((req) => {
    paths.push(new URL(req.url).pathname);
    return new Response(null, {
      status: 302,
      headers: { location: "https://169.254.169.254/latest/meta-data/" },
    });
  }, async ({ port }) => {
    const r = countingResolver(["127.0.0.1"]);
    const res = await devFetch(r.resolve)(`https://receiver.test:${port}/start`, {
      redirect: "follow",
    });
    assert.equal(res.status, 302);
    assert.equal(res.headers.get("location"), "https://169.254.169.254/latest/meta-data/");
    await res.body?.cancel();
    assert.deepEqual(paths, ["/start"]);
    assert.equal(r.calls.length, 1);
  });
});

Deno.test("exactly one lookup per fetch: a resolver that turns hostile later changes nothing in flight", async () => {
  let hits = 0;
  await withServer(() => (hits++, new Response("pinned")), async ({ port }) => {
    const r = countingResolver(["127.0.0.1"], ["169.254.169.254"]);
    const egressFetch = devFetch(r.resolve);
    const res = await egressFetch(`https://receiver.test:${port}/a`);
    assert.equal(await res.text(), "pinned");
    assert.equal(r.calls.length, 1, "no second lookup while connecting");
    await assert.rejects(
      egressFetch(`https://receiver.test:${port}/b`),
      (err: unknown) =>
        err instanceof EgressError && err.code === "address" &&
        /169\.254\.169\.254/.test(err.message),
    );
    assert.equal(r.calls.length, 2);
    assert.equal(hits, 1);
  });
});

Deno.test("refusals happen before any connection", async () => {
  let hits = 0;
  await withServer(() => (hits++, new Response("no")), async ({ port }) => {
    const strict = createEgressFetch({
      policy: { allowPrivate: false, resolve: countingResolver(["127.0.0.1"]).resolve },
      caCerts: [ca.caPem],
    });
    const hostile = createEgressFetch({
      policy: {
        allowPrivate: false,
        resolve: countingResolver(["93.184.216.34", "127.0.0.1"]).resolve,
      },
      caCerts: [ca.caPem],
    });
    const cases: Array<[typeof fetch, string, string]> = [
      [strict, `https://receiver.example.com:${port}/`, "address"],
      [hostile, `https://receiver.example.com:${port}/`, "address"],
      [strict, `https://127.0.0.1:${port}/`, "address"],
      [strict, `https://receiver.test:${port}/`, "hostname"],
      [
        devFetch(countingResolver(["127.0.0.1"]).resolve),
        `http://receiver.test:${port}/`,
        "scheme",
      ],
      [
        devFetch(countingResolver(["127.0.0.1"]).resolve),
        `https://u:p@receiver.test:${port}/`,
        "credentials",
      ],
    ];
    for (const [f, url, code] of cases) {
      await assert.rejects(
        f(url),
        (err: unknown) => err instanceof EgressError && err.code === code,
      );
    }
  });
  assert.equal(hits, 0);
});

Deno.test("a refused connection is a TypeError, like fetch", async () => {
  const probe = Deno.listen({ hostname: "127.0.0.1", port: 0 });
  const port = probe.addr.port;
  probe.close();
  await assert.rejects(
    devFetch(countingResolver(["127.0.0.1"]).resolve)(`https://receiver.test:${port}/`),
    TypeError,
  );
});

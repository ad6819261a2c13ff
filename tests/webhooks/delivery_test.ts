import assert from "node:assert/strict";
import {
  harness,
  independentlyValid,
  newCall,
  outboxEntries,
  RECEIVER_HOST,
  recordCall,
  settledEntries,
  SSRF_TABLE,
  startReceiver,
  switchableResolver,
  WRONG_HOST,
} from "./_harness.ts";
import { keys } from "../../src/storage/keys.ts";
import { postSigned } from "../../src/webhooks/post.ts";
import { importSigningKey } from "../../src/webhooks/signing.ts";
import type { WebhookEndpoint } from "../../src/webhooks/types.ts";
import type { WebhookService } from "../../src/webhooks/service.ts";

const BOTH = "tool_call.succeeded,tool_call.failed";

async function endpoint(kv: Deno.Kv, accountId: string, id: string) {
  return (await kv.get<WebhookEndpoint>(keys.webhookEndpoint(accountId, id))).value!;
}

/** Starts the one queue listener, like main.ts, and returns the stop function. */
function listen(kv: Deno.Kv, webhooks: WebhookService) {
  const done = kv.listenQueue((m) => webhooks.handleQueueMessage(m));
  return async () => {
    kv.close();
    await done;
  };
}

Deno.test("2xx: one signed POST with the contract's headers and the row as body", async () => {
  const rx = await startReceiver(() => new Response("thanks", { status: 202 }));
  const { deps, services, webhooks, accountId } = await harness();
  const stop = listen(deps.kv, webhooks);
  const ep = await webhooks.create(accountId, rx.url, BOTH);
  const row = await recordCall(services, accountId, newCall(1, true));
  const [entry] = await settledEntries(deps.kv, 1);
  assert.equal(entry.state, "sent");
  assert.equal(rx.received.length, 1);
  const got = rx.received[0];
  assert.ok(independentlyValid(ep.secret, got), "signature verifies with node:crypto");
  assert.equal(got.headers.get("content-type"), "application/json");
  assert.equal(got.headers.get("user-agent"), "Toolgate-Webhooks/1");
  assert.equal(got.headers.get("toolgate-event"), "tool_call.succeeded");
  assert.match(got.headers.get("toolgate-delivery")!, /^[0-9a-f-]{36}$/);
  const ts = Number(got.headers.get("toolgate-timestamp"));
  assert.ok(Math.abs(ts - Date.now() / 1000) < 5);
  const body = JSON.parse(new TextDecoder().decode(got.body));
  assert.deepEqual(body, {
    id: row.id,
    event: "tool_call.succeeded",
    createdAt: row.createdAt,
    data: {
      clientId: row.clientId,
      server: row.server,
      serverSlug: row.serverSlug,
      tool: row.tool,
      qualifiedName: row.qualifiedName,
      ok: true,
      durationMs: 12,
      error: null,
      arguments: row.arguments,
      result: row.result,
      redacted: [],
      injectionFindings: [],
    },
  }); // deno-fmt-ignore
  const after = await endpoint(deps.kv, accountId, ep.id);
  assert.deepEqual([after.lastStatus, after.lastError, after.consecutiveFailures], [202, null, 0]);
  assert.ok(after.lastAttemptAt);
  // The shared body copy is removed once every entry of the row is final.
  assert.equal((await deps.kv.get(keys.webhookBodyChunk(row.id, 0))).value, null);
  await stop();
  await rx.close();
});

Deno.test("redirect, 500, wrong-name certificate: failed attempts, never followed", async () => {
  const target = await startReceiver();
  const redirect = await startReceiver(() => Response.redirect(target.url, 302), undefined, "/r");
  const broken = await startReceiver(() => new Response("boom", { status: 500 }), undefined, "/e");
  const wrong = await startReceiver(undefined, [WRONG_HOST], "/w");
  const { deps, services, webhooks, accountId } = await harness();
  const stop = listen(deps.kv, webhooks);
  const r = await webhooks.create(accountId, redirect.url, BOTH);
  const b = await webhooks.create(accountId, broken.url, BOTH);
  const w = await webhooks.create(accountId, wrong.url, BOTH);
  await recordCall(services, accountId, newCall(1, false));
  const all = await settledEntries(deps.kv, 3);
  assert.ok(all.every((e) => e.state === "failed" && e.event === "tool_call.failed"));
  const [er, eb, ew] = await Promise.all([r, b, w].map((x) => endpoint(deps.kv, accountId, x.id)));
  assert.equal(er.lastStatus, 302);
  assert.equal(er.lastError, "Redirect (302) not followed");
  assert.equal(target.received.length, 0, "the Location was never requested");
  assert.equal(redirect.received.length, 1);
  assert.deepEqual([eb.lastStatus, eb.lastError], [500, "Receiver answered 500: boom"]);
  assert.equal(ew.lastStatus, null);
  assert.match(ew.lastError!, /^Network error: .*(certificate|altnames|Hostname)/i);
  assert.equal(wrong.received.length, 0, "TLS failed before any request was sent");
  for (const e of [er, eb, ew]) assert.equal(e.consecutiveFailures, 1);
  await stop();
  await Promise.all([target, redirect, broken, wrong].map((x) => x.close()));
});

function hangingReceiver() {
  let release = () => {};
  const gate = new Promise<void>((r) => (release = r));
  return { gate, release: () => release() };
}

Deno.test("a receiver that hangs is cut off at the attempt limit (short limit)", async () => {
  const hang = hangingReceiver();
  const rx = await startReceiver(async () => {
    await hang.gate;
    return new Response("late");
  });
  const { deps, services, webhooks, accountId } = await harness({ timeoutMs: 300 });
  const stop = listen(deps.kv, webhooks);
  const ep = await webhooks.create(accountId, rx.url, BOTH);
  const t0 = Date.now();
  await recordCall(services, accountId, newCall(1));
  const [entry] = await settledEntries(deps.kv, 1);
  assert.equal(entry.state, "failed");
  assert.equal(entry.error, "Timed out after 0.3 s");
  assert.ok(Date.now() - t0 < 3_000);
  assert.equal((await endpoint(deps.kv, accountId, ep.id)).lastError, "Timed out after 0.3 s");
  hang.release();
  await stop();
  await rx.close();
});

Deno.test("a receiver that streams an endless 2xx body: read up to the cap, then success", async () => {
  const rx = await startReceiver(() =>
    new Response(
      new ReadableStream({
        pull(c) {
          c.enqueue(new Uint8Array(16 * 1024).fill(120));
          return new Promise((r) => setTimeout(r, 1));
        },
      }),
    )
  );
  const { deps, services, webhooks, accountId } = await harness({ timeoutMs: 5_000 });
  const stop = listen(deps.kv, webhooks);
  await webhooks.create(accountId, rx.url, BOTH);
  await recordCall(services, accountId, newCall(1));
  const [entry] = await settledEntries(deps.kv, 1);
  assert.deepEqual([entry.state, entry.status], ["sent", 200]);
  await stop();
  await rx.close();
});

Deno.test("20 consecutive failures switch the endpoint off; enable clears; success resets", async () => {
  let fail = true;
  const rx = await startReceiver(() => new Response(null, { status: fail ? 503 : 204 }));
  const { deps, services, webhooks, accountId } = await harness();
  const stop = listen(deps.kv, webhooks);
  const ep = await webhooks.create(accountId, rx.url, "tool_call.succeeded");
  // Twenty failures at once: every one of them counts (CAS accounting).
  await Promise.all(
    Array.from({ length: 20 }, (_, i) => recordCall(services, accountId, newCall(i))),
  );
  await settledEntries(deps.kv, 20);
  let e = await endpoint(deps.kv, accountId, ep.id);
  assert.deepEqual([e.enabled, e.consecutiveFailures, e.lastStatus], [false, 20, 503]);
  // Off: the next call creates no entry and reaches nobody.
  await recordCall(services, accountId, newCall(21));
  assert.equal((await outboxEntries(deps.kv)).length, 20);
  assert.equal(rx.received.length, 20);
  e = await endpoint(deps.kv, accountId, ep.id);
  const on = await webhooks.enable(accountId, ep.id);
  assert.deepEqual([on.enabled, on.consecutiveFailures], [true, 0]);
  await recordCall(services, accountId, newCall(22));
  await settledEntries(deps.kv, 21);
  assert.equal((await endpoint(deps.kv, accountId, ep.id)).consecutiveFailures, 1);
  fail = false;
  await recordCall(services, accountId, newCall(23));
  await settledEntries(deps.kv, 22);
  e = await endpoint(deps.kv, accountId, ep.id);
  assert.deepEqual([e.enabled, e.consecutiveFailures, e.lastStatus, e.lastError], [
    true,
    0,
    204,
    null,
  ]);
  await stop();
  await rx.close();
}); // deno-fmt-ignore

Deno.test("two processes' failures at once both count (CAS across service instances)", async () => {
  const rx = await startReceiver(() => new Response(null, { status: 500 }));
  const a = await harness();
  const { WebhookService } = await import("../../src/webhooks/service.ts");
  // A second service on the same KV has its own in-process mutex, like a second process.
  const other = new WebhookService(a.deps, { resolve: () => Promise.resolve(["127.0.0.1"]), caCerts: [(await import("./_harness.ts").then((m) => m.testCa())).caPem] });
  const ep = await a.webhooks.create(a.accountId, rx.url, BOTH);
  const stored = await endpoint(a.deps.kv, a.accountId, ep.id);
  for (let round = 0; round < 5; round++) {
    const outcome = { ok: false, status: 500, error: "x", deliveryId: "d", timestamp: 1, startedAtMs: 1000, durationMs: 5 };
    await Promise.all([a.webhooks.deliverer.recordAttempt(stored, outcome), other.deliverer.recordAttempt(stored, outcome)]);
  }
  assert.equal((await endpoint(a.deps.kv, a.accountId, ep.id)).consecutiveFailures, 10);
  a.deps.kv.close();
  await rx.close();
}); // deno-fmt-ignore

Deno.test("test event and rotation: signed with the current secret only", async () => {
  const rx = await startReceiver();
  const { deps, webhooks, accountId } = await harness();
  const ep = await webhooks.create(accountId, rx.url, "tool_call.failed");
  const first = await webhooks.sendTest(accountId, ep.id);
  assert.deepEqual([first.ok, first.status], [true, 200]);
  const body = JSON.parse(new TextDecoder().decode(rx.received[0].body));
  assert.equal(body.event, "test");
  assert.equal(body.id, first.eventId);
  assert.match(body.data.message, /Test event/);
  assert.equal(rx.received[0].headers.get("toolgate-event"), "test");
  assert.ok(independentlyValid(ep.secret, rx.received[0]));
  const rotated = await webhooks.rotate(accountId, ep.id);
  await webhooks.sendTest(accountId, ep.id);
  assert.ok(independentlyValid(rotated.secret, rx.received[1]));
  assert.ok(!independentlyValid(ep.secret, rx.received[1]), "the old secret stopped at once");
  deps.kv.close();
  await rx.close();
});

Deno.test("delivery refuses a name that later resolves to a private address", async () => {
  const dns = switchableResolver(["93.184.216.34"]);
  const { deps, services, webhooks, accountId } = await harness({
    allowPrivate: false,
    resolve: dns.resolve,
  });
  const stop = listen(deps.kv, webhooks);
  const ep = await webhooks.create(accountId, `https://${RECEIVER_HOST}/hooks`, BOTH);
  for (
    const answers of [["127.0.0.1"], ["10.1.2.3"], ["93.184.216.34", "169.254.169.254"], [
      "::ffff:127.0.0.1",
    ]]
  ) {
    dns.set(answers);
    await recordCall(services, accountId, newCall(1));
  }
  const all = await settledEntries(deps.kv, 4);
  for (const e of all) {
    assert.equal(e.state, "failed");
    assert.match(e.error!, /^Refused by the egress policy: .*resolves to a refused address/);
  }
  assert.equal((await endpoint(deps.kv, accountId, ep.id)).consecutiveFailures, 4);
  await stop();
}); // deno-fmt-ignore

Deno.test("delivery refuses the SSRF table even for an endpoint planted past registration", async () => {
  const { deps, services, webhooks, accountId } = await harness({ allowPrivate: false, resolve: () => Promise.resolve(["93.184.216.34"]) });
  const stop = listen(deps.kv, webhooks);
  const ep = await webhooks.create(accountId, "https://hooks.example.com/", BOTH);
  const key = await importSigningKey("whsec_AAECAwQFBgcICQoLDA0ODxAREhMUFRYXGBkaGxwdHh8");
  const fetch = await webhooks.egressFetch();
  for (const url of [...SSRF_TABLE, "http://hooks.example.com/"]) {
    const out = await postSigned({ fetch, url, key, event: "test", body: new Uint8Array(2), timeoutMs: 2_000, now: Date.now });
    assert.equal(out.ok, false, url);
    assert.match(out.error!, /^Refused by the egress policy/, url);
  }
  // Through the outbox as well: a record rewritten to point at the metadata address.
  const k = keys.webhookEndpoint(accountId, ep.id);
  const stored = (await deps.kv.get<WebhookEndpoint>(k)).value!;
  await deps.kv.set(k, { ...stored, url: "https://169.254.169.254/latest/meta-data/" });
  await recordCall(services, accountId, newCall(1));
  const [entry] = await settledEntries(deps.kv, 1);
  assert.match(entry.error!, /^Refused by the egress policy: .*link-local/);
  await stop();
}); // deno-fmt-ignore

Deno.test("a receiver that hangs past 8 seconds fails at the real 8 s limit", async () => {
  const hang = hangingReceiver();
  const rx = await startReceiver(async () => {
    await hang.gate;
    return new Response("late");
  });
  const { deps, webhooks, accountId } = await harness();
  const ep = await webhooks.create(accountId, rx.url, BOTH);
  const t0 = Date.now();
  const out = await webhooks.sendTest(accountId, ep.id);
  const took = Date.now() - t0;
  assert.equal(out.error, "Timed out after 8 s");
  assert.ok(took >= 7_900 && took < 12_000, `took ${took} ms`);
  assert.equal(rx.received.length, 1, "the request was sent once and not retried");
  hang.release();
  deps.kv.close();
  await rx.close();
});

import assert from "node:assert/strict";
import { harness, newCall, recordCall, startReceiver, testCa, waitFor } from "./_harness.ts";
import { call, connection, mcpClient, startGateway, tenant } from "../mcp/_harness.ts";
import { createTestDeps } from "../_helpers/deps.ts";
import { keys } from "../../src/storage/keys.ts";
import { WebhookService } from "../../src/webhooks/service.ts";
import { EndpointCache } from "../../src/webhooks/endpoint_cache.ts";
import { busyRetryingKv } from "../../src/lib/busy_kv.ts";
import type { EndpointTarget, OutboxEntry, WebhookEndpoint } from "../../src/webhooks/types.ts";

const BOTH = "tool_call.succeeded,tool_call.failed";

/** Counts the KV reads that matter here; every other operation passes straight through. */
function observedKv(kv: Deno.Kv) {
  const seen = { endpointLists: 0, versionGets: 0, versionInGetMany: 0 };
  const proxy = new Proxy(kv, {
    get(target, prop) {
      const value = Reflect.get(target, prop, target);
      if (typeof value !== "function") return value;
      if (prop === "list") {
        return (selector: { prefix?: Deno.KvKey }, ...rest: unknown[]) => {
          if (selector.prefix?.[0] === "webhook_endpoints") seen.endpointLists++;
          return value.call(target, selector, ...rest);
        };
      }
      if (prop === "get") {
        return (key: Deno.KvKey, ...rest: unknown[]) => {
          if (key[0] === "webhook_endpoints_version") seen.versionGets++;
          return value.call(target, key, ...rest);
        };
      }
      if (prop === "getMany") {
        return (list: Deno.KvKey[], ...rest: unknown[]) => {
          if (list.some((k) => k[0] === "webhook_endpoints_version")) seen.versionInGetMany++;
          return value.call(target, list, ...rest);
        };
      }
      return value.bind(target);
    },
  });
  return { kv: proxy, seen };
}

async function outbox(kv: Deno.Kv): Promise<OutboxEntry[]> {
  const all = await Array.fromAsync(kv.list<OutboxEntry>({ prefix: ["webhook_outbox"] }));
  return all.map((e) => e.value);
}

Deno.test("MCP calls see endpoints changed through a second KV handle, and list only then", async () => {
  const path = await Deno.makeTempFile({ suffix: ".kv" });
  // Both handles retry "database is locked" as main.ts's openKv makes them do: two handles on one
  // file contend for SQLite's write lock, and on a loaded machine a raw handle's commit can lose.
  const observed = observedKv(busyRetryingKv(await Deno.openKv(path)));
  const rx = await startReceiver();
  const ca = await testCa();
  const gw = await startGateway({
    env: { TOOLGATE_ALLOW_PRIVATE_EGRESS: "true" },
    deps: { kv: observed.kv },
  });
  const opts = { resolve: () => Promise.resolve(["127.0.0.1"]), caCerts: [ca.caPem] };
  gw.services.webhooks = new WebhookService(gw.deps, opts);
  // The admin CLI's view: its own handle on the same file, its own services.
  const cliKv = busyRetryingKv(await Deno.openKv(path));
  const cliDeps = await createTestDeps({
    kv: cliKv,
    env: { TOOLGATE_ALLOW_PRIVATE_EGRESS: "true" },
  });
  const cli = new WebhookService(cliDeps, opts);
  const { account } = await tenant(gw);
  const { token } = await connection(gw, account.id);
  const client = await mcpClient(gw, token);
  const run = () =>
    call(client, "run_tool", { name: "demo-notes__echo", arguments: { text: "t" } });
  try {
    await run();
    assert.equal((await outbox(cliKv)).length, 0);
    const ep = await cli.create(account.id, rx.url, BOTH);
    await run();
    assert.deepEqual((await outbox(cliKv)).map((e) => e.endpointId), [ep.id]);
    await waitFor(() => rx.received.length === 1, 60_000, "the delivery");
    const lists = observed.seen.endpointLists;
    await run();
    await run();
    assert.equal(observed.seen.endpointLists, lists, "nothing changed: no list");
    assert.equal((await outbox(cliKv)).length, 3);
    // Delivery runs behind the answer: on a busy machine it can still be pending here, and the
    // pause below would then skip it (an entry is checked against its endpoint when it is sent).
    await waitFor(() => rx.received.length === 3, 60_000, "three deliveries");
    await cli.pause(account.id, ep.id);
    await run();
    assert.equal((await outbox(cliKv)).length, 3, "the paused endpoint got no entry");
    assert.equal(observed.seen.endpointLists, lists + 1);
    await cli.enable(account.id, ep.id);
    await run();
    assert.equal((await outbox(cliKv)).length, 4, "switched on again: used by the next call");
    // The version rode along in the auth/state snapshot: never read on its own.
    assert.equal(observed.seen.versionGets, 0);
    assert.ok(observed.seen.versionInGetMany >= 6);
    await waitFor(() => rx.received.length === 4, 60_000, "four deliveries");
  } finally {
    await client.close();
    await gw.services.webhooks.close();
    await cli.close();
    cliKv.close();
    await gw.close();
    await rx.close();
    await Deno.remove(path);
  }
}); // deno-fmt-ignore

Deno.test("subscribe and delete through another handle take effect on the next row", async () => {
  const path = await Deno.makeTempFile({ suffix: ".kv" });
  const rx = await startReceiver(() => new Response("no", { status: 500 }));
  const { deps, services, webhooks, accountId } = await harness({ kv: await Deno.openKv(path) });
  const otherKv = await Deno.openKv(path);
  const other = new WebhookService(await createTestDeps({ kv: otherKv, env: { TOOLGATE_ALLOW_PRIVATE_EGRESS: "true" } }), { resolve: () => Promise.resolve(["127.0.0.1"]) });
  try {
    const ep = await other.create(accountId, rx.url, "tool_call.succeeded");
    await recordCall(services, accountId, newCall(1, false));
    assert.equal((await outbox(deps.kv)).length, 0, "not subscribed to failures");
    await other.subscribe(accountId, ep.id, BOTH);
    await recordCall(services, accountId, newCall(2, false));
    assert.equal((await outbox(deps.kv)).length, 1);
    await other.remove(accountId, ep.id);
    await recordCall(services, accountId, newCall(3, true));
    assert.equal((await outbox(deps.kv)).length, 1, "deleted: no entry");
  } finally {
    await webhooks.close();
    otherKv.close();
    deps.kv.close();
    await rx.close();
    await Deno.remove(path);
  }
}); // deno-fmt-ignore

Deno.test("the automatic switch-off after 20 failures changes the version, so the set is re-read", async () => {
  const rx = await startReceiver(() => new Response("down", { status: 503 }));
  const { deps, services, webhooks, accountId } = await harness();
  try {
    const ep = await webhooks.create(accountId, rx.url, BOTH);
    const key = keys.webhookEndpoint(accountId, ep.id);
    const stored = (await deps.kv.get<WebhookEndpoint>(key)).value!;
    // Failure accounting itself (19 failures so far) leaves the version alone.
    await deps.kv.set(key, { ...stored, consecutiveFailures: 19 });
    const before = (await deps.kv.get(keys.webhookEndpointsVersion(accountId))).versionstamp;
    const row = await recordCall(services, accountId, newCall(1), 7, true);
    await waitFor(async () => !(await deps.kv.get<WebhookEndpoint>(key)).value!.enabled, 10_000, "switch-off");
    const after = (await deps.kv.get(keys.webhookEndpointsVersion(accountId))).versionstamp;
    assert.notEqual(after, before);
    assert.equal((await outbox(deps.kv)).filter((e) => e.rowId === row.id).length, 1);
    await recordCall(services, accountId, newCall(2));
    assert.equal((await outbox(deps.kv)).length, 1, "the switched-off endpoint got no entry");
  } finally {
    await webhooks.close();
    deps.kv.close();
    await rx.close();
  }
}); // deno-fmt-ignore

Deno.test("EndpointCache: shares a pending list, relists on a newer version, evicts least recent", async () => {
  const calls: string[] = [];
  let fail = false;
  const cache = new EndpointCache((accountId) => {
    calls.push(accountId);
    const t: EndpointTarget = { id: `e-${calls.length}`, accountId, enabled: true, events: ["tool_call.succeeded"] };
    return fail ? Promise.reject(new Error("kv down")) : Promise.resolve([t]);
  }, 2);
  const v1 = "00000000000000010000";
  const v2 = "00000000000000020000";
  const [a, b] = await Promise.all([cache.get("a", v1), cache.get("a", v1)]);
  assert.equal(a, b);
  assert.deepEqual(calls, ["a"]);
  assert.equal((await cache.get("a", v1))[0].id, "e-1", "same version: cached");
  assert.equal((await cache.get("a", null))[0].id, "e-2", "a vanished key is not trusted");
  await cache.get("a", v2);
  assert.equal((await cache.get("a", v1))[0].id, "e-3", "an older read is covered by a newer set");
  await cache.get("b", null);
  await cache.get("a", v2); // a is now the most recent
  await cache.get("c", null); // evicts b
  assert.equal(cache.size, 2);
  await cache.get("a", v2);
  assert.deepEqual(calls, ["a", "a", "a", "b", "c"]);
  await cache.get("b", null);
  assert.deepEqual(calls.at(-1), "b", "b was evicted and listed again");
  fail = true;
  await assert.rejects(cache.get("d", null), /kv down/);
  fail = false;
  assert.equal((await cache.get("d", null))[0].accountId, "d", "a failed list is not cached");
});

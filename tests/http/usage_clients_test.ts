import assert from "node:assert/strict";
import { activityInput, call, harness, tenant } from "./_helpers.ts";
import { manualClock } from "../_helpers/deps.ts";
import { keys } from "../../src/storage/keys.ts";
import { usagePoolId } from "../../src/storage/accounts.ts";
import { DEFAULT_PLANS } from "../../src/domain/plans.ts";
import { createClient, revokeClient } from "../../src/storage/clients.ts";

Deno.test("GET /usage reports the UTC month, reset time, plan and blocked flag", async () => {
  const clock = manualClock(Date.UTC(2026, 11, 31, 23, 59, 59, 999));
  const h = await harness({ now: clock.now });
  const { account, key } = await tenant(h);
  const empty = await call(h, "/usage", { key });
  assert.equal(empty.status, 200);
  assert.deepEqual(empty.json, {
    month: "2026-12",
    calls: 0,
    resetsAt: "2027-01-01T00:00:00.000Z",
    team: null,
    plan: DEFAULT_PLANS.free,
    blocked: false,
  });
  const counter = keys.usageCalls(usagePoolId(account), "2026-12");
  await h.deps.kv.set(counter, new Deno.KvU64(1999n));
  assert.equal((await call(h, "/usage", { key })).json.blocked, false);
  await h.deps.kv.atomic().sum(counter, 1n).commit();
  const spent = await call(h, "/usage", { key });
  assert.equal(spent.json.calls, 2000);
  assert.equal(spent.json.blocked, true, "free is hard-limited");
  clock.advance(1);
  const next = await call(h, "/usage", { key });
  assert.equal(next.json.month, "2027-01");
  assert.equal(next.json.calls, 0);
  assert.equal(next.json.resetsAt, "2027-02-01T00:00:00.000Z");
  h.deps.kv.close();
});

Deno.test("GET /usage pools a team and applies plan overrides", async () => {
  const clock = manualClock();
  const h = await harness({ now: clock.now });
  const a = await tenant(h, { plan: "pro", team: "acme" });
  const b = await tenant(h, {
    plan: "enterprise",
    team: "acme",
    planOverride: { includedCalls: 10, hardLimit: true },
  });
  await h.deps.kv.set(keys.usageCalls("team:acme", "2026-11"), new Deno.KvU64(60_000n));
  const ua = await call(h, "/usage", { key: a.key });
  assert.equal(ua.json.team, "acme");
  assert.equal(ua.json.calls, 60_000);
  assert.equal(ua.json.blocked, false, "pro is not hard-limited");
  const ub = await call(h, "/usage", { key: b.key });
  assert.equal(ub.json.calls, 60_000);
  assert.equal(ub.json.plan.id, "enterprise");
  assert.equal(ub.json.plan.includedCalls, 10);
  assert.equal(ub.json.blocked, true);
  h.deps.kv.close();
});

Deno.test("GET /clients lists connections with retained call counts and filters", async () => {
  const clock = manualClock();
  const h = await harness({ now: clock.now });
  const { account, key } = await tenant(h);
  const mk = async (label: string) => {
    const c = await createClient(h.deps.kv, h.deps.now, {
      accountId: account.id,
      label,
      name: `${label} app`,
      oauthClientId: null,
    });
    clock.advance(1000);
    return c;
  };
  const a = await mk("A");
  const b = await mk("B");
  const c = await mk("C");
  await h.services.activity.append(account.id, activityInput(a.id), 7);
  const last = await h.services.activity.append(account.id, activityInput(a.id), 7);
  await h.services.activity.append(account.id, activityInput(b.id), 7);
  await h.deps.kv.set(keys.clientLastActive(account.id, a.id), "2026-11-21T12:00:05.000Z");
  await revokeClient(h.deps.kv, h.deps.now, account.id, b.id);

  const all = await call(h, "/clients", { key });
  assert.equal(all.status, 200);
  assert.equal(all.json.total, 3);
  assert.equal(all.json.retentionDays, 7);
  assert.deepEqual(all.json.data.map((r: { id: string }) => r.id), [c.id, b.id, a.id]);
  assert.deepEqual(all.json.data[2], {
    id: a.id,
    label: "A",
    name: "A app",
    active: true,
    authorizedAt: a.authorizedAt,
    lastActiveAt: "2026-11-21T12:00:05.000Z",
    calls: 2,
    lastCallAt: last.createdAt,
  });
  assert.deepEqual(all.json.data[0].lastActiveAt, null);
  assert.equal(all.json.data[0].calls, 0);
  const live = await call(h, "/clients?active=true", { key });
  assert.deepEqual(live.json.data.map((r: { id: string }) => r.id), [c.id, a.id]);
  assert.equal(live.json.total, 2);
  const revoked = await call(h, "/clients?active=false", { key });
  assert.deepEqual(revoked.json.data.map((r: { active: boolean }) => r.active), [false]);
  assert.equal(revoked.json.data[0].calls, 1, "a revoked connection keeps its history");
  h.deps.kv.close();
});

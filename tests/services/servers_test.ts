import assert from "node:assert/strict";
import { createTestDeps } from "../_helpers/deps.ts";
import { CATALOG, seedTools } from "../http/_helpers.ts";
import { createServices } from "../../src/services/mod.ts";
import { getServer, listServers, setServerEnabled } from "../../src/services/servers.ts";
import { findServerEntry, resolveStatus } from "../../src/catalog/library.ts";
import { listEnabledTools } from "../../src/services/tools.ts";
import { EMPTY_STATE } from "../../src/domain/catalog.ts";
import { ServiceError } from "../../src/errors.ts";
import { keys } from "../../src/storage/keys.ts";

const [notes, weather, vault] = CATALOG;
const none = { override: null, state: null, hasCredential: false };

Deno.test("resolveStatus follows the switch for none-auth servers and the credential otherwise", () => {
  assert.equal(resolveStatus(notes, none), "enabled");
  assert.equal(resolveStatus(weather, none), "disabled");
  const on = { enabled: true, updatedAt: "2026-11-21T00:00:00.000Z" };
  assert.equal(resolveStatus(weather, { ...none, override: on }), "enabled");
  assert.equal(resolveStatus(notes, { ...none, override: { ...on, enabled: false } }), "disabled");
  assert.equal(resolveStatus(vault, none), "pending");
  assert.equal(resolveStatus(vault, { ...none, override: on }), "pending", "no switch for bearer");
  assert.equal(resolveStatus(vault, { ...none, hasCredential: true }), "enabled");
  const failed = { ...EMPTY_STATE, lastError: "auth: upstream answered 403" };
  assert.equal(resolveStatus(vault, { ...none, hasCredential: true, state: failed }), "pending");
});

Deno.test("the server service throws ServiceErrors that every transport can render", async () => {
  const deps = await createTestDeps({ catalog: CATALOG });
  const services = createServices(deps);
  assert.equal(await getServer(deps, "acct_x", "nope"), null);
  assert.equal(await findServerEntry(deps, "acct_x", "nope"), null);
  await assert.rejects(
    getServer(deps, "acct_x", "nope", { required: true }),
    (e) => e instanceof ServiceError && e.status === 404,
  );
  await assert.rejects(
    setServerEnabled(deps, services, "acct_x", "vault", true),
    (e) => e instanceof ServiceError && e.status === 409 && e.code === "invalid_request",
  );
  const entry = await findServerEntry(deps, "acct_x", "notes");
  assert.equal(entry?.server, notes);
  assert.equal(entry?.owned, false);
  deps.kv.close();
});

Deno.test("concurrent switches all commit and leave a consistent row and warm-up mark", async () => {
  const at = Date.UTC(2026, 10, 21, 12);
  const deps = await createTestDeps({ catalog: CATALOG, now: () => at });
  const services = createServices(deps);
  const results = await Promise.all(
    Array.from(
      { length: 10 },
      (_, i) => setServerEnabled(deps, services, "acct_x", "weather", i % 2 === 0),
    ),
  );
  assert.equal(results.length, 10);
  const final = await getServer(deps, "acct_x", "weather", { required: true });
  assert.ok(final.status === "enabled" || final.status === "disabled");
  const listed = (await listServers(deps, "acct_x")).find((s) => s.slug === "weather");
  assert.equal(listed?.status, final.status);
  const state = await deps.kv.get<{ warmupRequestedAt: string }>(
    keys.serverState("acct_x", "weather"),
  );
  assert.equal(state.value?.warmupRequestedAt, new Date(at).toISOString());
  deps.kv.close();
});

Deno.test("listEnabledTools serves MCP the same catalogue view as GET /tools", async () => {
  const deps = await createTestDeps({ catalog: CATALOG });
  await seedTools(deps, "acct_x", "notes", ["zeta", "alpha"]);
  await seedTools(deps, "acct_x", "weather", ["forecast"]);
  const { tools } = await listEnabledTools(deps, "acct_x");
  assert.deepEqual(tools.map((t) => t.qualifiedName), ["notes__alpha", "notes__zeta"]);
  assert.equal(tools[0].server.slug, "notes");
  assert.equal(tools[0].tool.name, "alpha");
  await assert.rejects(listEnabledTools(deps, "acct_x", { server: "ghost" }), ServiceError);
  deps.kv.close();
});

import assert from "node:assert/strict";
import { activityInput, call, type Harness, harness, seedTools, tenant } from "./_helpers.ts";
import { keys } from "../../src/storage/keys.ts";
import { usagePoolId } from "../../src/storage/accounts.ts";
import { createClient } from "../../src/storage/clients.ts";
import type { OwnedServer } from "../../src/domain/catalog.ts";

/** An account with a key, an owned server with cached tools, a client, rows and usage. */
async function populated(h: Harness, tag: string) {
  const t = await tenant(h, { name: tag });
  const slug = `own-${tag}`;
  const owned: OwnedServer = {
    slug,
    name: `Own ${tag}`,
    description: "Owned",
    category: `cat-${tag}`,
    authType: "none",
    endpoint: "https://mcp.example.org/mcp",
    defaultEnabled: true,
    createdAt: "2026-11-01T00:00:00.000Z",
  };
  await h.deps.kv.set(keys.ownedServer(t.account.id, slug), owned);
  await seedTools(h.deps, t.account.id, slug, [`tool_${tag}`]);
  await seedTools(h.deps, t.account.id, "notes", [`note_${tag}`]);
  const client = await createClient(h.deps.kv, h.deps.now, {
    accountId: t.account.id,
    label: tag,
    name: tag,
    oauthClientId: null,
  });
  const row = await h.services.activity.append(t.account.id, activityInput(client.id), 7);
  const month = new Date(h.deps.now()).toISOString().slice(0, 7);
  await h.deps.kv.set(
    keys.usageCalls(usagePoolId(t.account), month),
    new Deno.KvU64(tag === "a" ? 5n : 9n),
  );
  return { ...t, slug, client, row };
}

Deno.test("tenancy: every route shows only the key's account; others' resources are 404", async () => {
  const h = await harness();
  const a = await populated(h, "a");
  const b = await populated(h, "b");
  const key = a.key;

  const activity = await call(h, "/activity", { key });
  assert.deepEqual(activity.json.data.map((r: { id: string }) => r.id), [a.row.id]);
  assert.equal((await call(h, `/activity?client=${b.client.id}`, { key })).status, 404);
  const cursor = "2099-01-01T00:00:00.000Z";
  const paged = await call(h, `/activity?cursor=${cursor}`, { key });
  assert.deepEqual(paged.json.data.map((r: { id: string }) => r.id), [a.row.id]);

  const servers = await call(h, "/servers", { key });
  const slugs = servers.json.data.map((s: { slug: string }) => s.slug);
  assert.ok(slugs.includes(a.slug) && !slugs.includes(b.slug));
  assert.deepEqual((await call(h, `/servers?category=cat-b`, { key })).json.data, []);
  assert.equal((await call(h, `/servers/${b.slug}`, { key })).status, 404);
  const patch = await call(h, `/servers/${b.slug}`, {
    key,
    method: "PATCH",
    body: { enabled: false },
  });
  assert.equal(patch.status, 404);
  assert.equal((await call(h, `/servers/${b.slug}`, { key: b.key })).json.status, "enabled");
  await call(h, "/servers/notes", { key, method: "PATCH", body: { enabled: false } });
  assert.equal((await call(h, "/servers/notes", { key: b.key })).json.status, "enabled");

  const tools = await call(h, "/tools", { key });
  assert.deepEqual(tools.json.data.map((t: { qualifiedName: string }) => t.qualifiedName), [
    `${a.slug}__tool_a`,
  ]);
  assert.equal((await call(h, `/tools?server=${b.slug}`, { key })).status, 404);
  const bTools = await call(h, "/tools", { key: b.key });
  assert.deepEqual(bTools.json.data.map((t: { qualifiedName: string }) => t.qualifiedName), [
    "notes__note_b",
    `${b.slug}__tool_b`,
  ]);

  assert.equal((await call(h, "/usage", { key })).json.calls, 5);
  assert.equal((await call(h, "/usage", { key: b.key })).json.calls, 9);

  const clients = await call(h, "/clients", { key });
  assert.deepEqual(clients.json.data.map((c: { id: string }) => c.id), [a.client.id]);
  assert.equal(clients.json.total, 1);
  h.deps.kv.close();
});

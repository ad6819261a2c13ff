import assert from "node:assert/strict";
import { createTestDeps } from "../_helpers/deps.ts";
import { createAccount } from "../../src/storage/accounts.ts";
import { OPERATOR, recentEvents } from "../../src/storage/account_events.ts";
import { createKey, getKey, listKeys, revokeKey } from "../../src/services/api_keys.ts";
import { verifyApiKey } from "../../src/storage/api_keys.ts";

Deno.test("[api keys] create, list (live first), revoke; each change names who made it", async () => {
  const deps = await createTestDeps();
  try {
    const account = await createAccount(deps.kv, deps.now, { name: "A" });
    const other = await createAccount(deps.kv, deps.now, { name: "B" });
    const first = await createKey(deps, { accountId: account.id, name: "one", actor: OPERATOR });
    const second = await createKey(deps, { accountId: account.id, name: "two", actor: OPERATOR });
    assert.ok(await verifyApiKey(deps.kv, first.secret));
    await revokeKey(deps, { accountId: account.id, keyId: second.key.id, actor: OPERATOR });
    await revokeKey(deps, { accountId: account.id, keyId: second.key.id, actor: OPERATOR });
    assert.equal(await verifyApiKey(deps.kv, second.secret), null);
    const list = await listKeys(deps, account.id);
    assert.deepEqual(list.map((k) => [k.name, k.revokedAt !== null]), [["one", false], [
      "two",
      true,
    ]]);
    assert.ok(!JSON.stringify(list).includes("digest"));
    const events = await recentEvents(deps.kv, account.id);
    assert.deepEqual(events.map((e) => [e.action, e.actor.type]), [
      ["api_key.revoked", "operator"],
      ["api_key.created", "operator"],
      ["api_key.created", "operator"],
    ], "revoking twice records once");
    await assert.rejects(getKey(deps, other.id, first.key.id), /not found/);
    await assert.rejects(
      revokeKey(deps, { accountId: other.id, keyId: first.key.id, actor: OPERATOR }),
      /not found/,
    );
    assert.ok(await verifyApiKey(deps.kv, first.secret));
  } finally {
    deps.kv.close();
  }
});

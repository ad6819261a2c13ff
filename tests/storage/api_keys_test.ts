import assert from "node:assert/strict";
import {
  createApiKey,
  generateApiKey,
  isWellFormedApiKey,
  listApiKeys,
  MAX_LIVE_KEYS,
  revokeApiKey,
  verifyApiKey,
} from "../../src/storage/api_keys.ts";
import { createAccount } from "../../src/storage/accounts.ts";
import { keys } from "../../src/storage/keys.ts";
import { sha256Hex } from "../../src/lib/crypto.ts";

Deno.test("[api keys] format: svc_ + 43 base62 + 6 base62 CRC32, checksum verified offline", () => {
  for (let i = 0; i < 200; i++) {
    const key = generateApiKey();
    assert.match(key, /^svc_[0-9A-Za-z]{49}$/);
    assert.ok(isWellFormedApiKey(key));
    // Changing one body character breaks the checksum.
    const flipped = key.slice(0, 10) + (key[10] === "A" ? "B" : "A") + key.slice(11);
    assert.equal(isWellFormedApiKey(flipped), false);
  }
  assert.equal(isWellFormedApiKey("svc_short"), false);
  assert.equal(isWellFormedApiKey("tgat_" + "a".repeat(43)), false);
});

Deno.test("[api keys] only the digest is stored; verify resolves the account; revoke is immediate", async () => {
  using kv = await Deno.openKv(":memory:");
  const account = await createAccount(kv, Date.now, { name: "A" });
  const { record, key } = await createApiKey(kv, Date.now, account.id, "ci");
  const stored = (await kv.get(keys.apiKey(account.id, record.id))).value;
  assert.ok(!JSON.stringify(stored).includes(key));
  assert.equal(record.digest, await sha256Hex(key));
  assert.deepEqual(await verifyApiKey(kv, key), { accountId: account.id, keyId: record.id });
  await revokeApiKey(kv, Date.now, account.id, record.id);
  assert.equal(await verifyApiKey(kv, key), null);
  const [listed] = await listApiKeys(kv, account.id);
  assert.ok(listed.revokedAt !== null, "a revoked key stays visible for review");
});

Deno.test("[api keys] at most ten live keys, also under concurrent creation", async () => {
  using kv = await Deno.openKv(":memory:");
  const account = await createAccount(kv, Date.now, { name: "A" });
  const results = await Promise.allSettled(
    Array.from({ length: 15 }, (_, i) => createApiKey(kv, Date.now, account.id, `k${i}`)),
  );
  assert.equal(results.filter((r) => r.status === "fulfilled").length, MAX_LIVE_KEYS);
  const refused = results.find((r) => r.status === "rejected") as PromiseRejectedResult;
  assert.match(refused.reason.message, /already has 10 live API keys/);
  const live = (await listApiKeys(kv, account.id)).filter((k) => k.revokedAt === null);
  await revokeApiKey(kv, Date.now, account.id, live[0].id);
  await createApiKey(kv, Date.now, account.id, "after revoke");
});

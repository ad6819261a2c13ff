import assert from "node:assert/strict";
import { createHmac } from "node:crypto";
import {
  generateSecret,
  importSigningKey,
  isWellFormedSecret,
  sign,
} from "../../src/webhooks/signing.ts";
import { fromBase64url } from "../../src/lib/crypto.ts";

const VECTOR = {
  secret: "whsec_AAECAwQFBgcICQoLDA0ODxAREhMUFRYXGBkaGxwdHh8",
  timestamp: 1700000000,
  body: '{"id":"evt_1","type":"example.created"}',
  signature: "v1=f3fb0a29c367d97157556cc75fc3dbabb342a8639bb729b7698833ea5f664f28",
};

Deno.test("the spec README test vector signs to the published value", async () => {
  const key = await importSigningKey(VECTOR.secret);
  const got = await sign(key, VECTOR.timestamp, new TextEncoder().encode(VECTOR.body));
  assert.equal(got, VECTOR.signature);
});

Deno.test("signatures match node:crypto over random secrets and non-ASCII bodies", async () => {
  for (let i = 0; i < 20; i++) {
    const secret = generateSecret();
    const body = new TextEncoder().encode(JSON.stringify({ i, text: "héllo ✓ \u2028 😀" }));
    const ts = 1_800_000_000 + i;
    const mine = await sign(await importSigningKey(secret), ts, body);
    const theirs = createHmac("sha256", secret).update(`${ts}.`).update(body).digest("hex");
    assert.equal(mine, `v1=${theirs}`);
  }
});

Deno.test("secrets are whsec_ + base64url of 32 random bytes, all different", () => {
  const seen = new Set<string>();
  for (let i = 0; i < 200; i++) {
    const s = generateSecret();
    assert.ok(isWellFormedSecret(s), s);
    assert.equal(fromBase64url(s.slice(6)).length, 32);
    seen.add(s);
  }
  assert.equal(seen.size, 200);
  assert.equal(isWellFormedSecret("whsec_short"), false);
});

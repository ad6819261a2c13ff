import assert from "node:assert/strict";
import {
  base62,
  crc32,
  ibanMod97Valid,
  luhnValid,
  shannonEntropy,
} from "../../src/audit/checksums.ts";
import { isSensitiveKey } from "../../src/audit/key_names.ts";
import { buildGate, gateHits } from "../../src/audit/keyword_gate.ts";
import { escapePointerToken } from "../../src/audit/pointer.ts";
import { redactText } from "../../src/audit/redact.ts";
import { generateApiKey } from "../../src/storage/api_keys.ts";
import { generateSecret as generateWebhookSecret } from "../../src/webhooks/signing.ts";

Deno.test("CRC-32 check value and base62 padding", () => {
  assert.equal(crc32("123456789"), 0xcbf43926);
  assert.equal(base62(0, 6), "000000");
  assert.equal(base62(61, 2), "0z");
  assert.equal(base62(62, 2), "10");
  assert.equal(base62(0xffffffff, 6), "4gfFC3");
});

Deno.test("keys and secrets minted by the service are recognised offline", () => {
  for (let i = 0; i < 20; i++) {
    assert.equal(redactText(`key ${generateApiKey()}`), "key [REDACTED:toolgate-api-key]");
    assert.equal(redactText(generateWebhookSecret()), "[REDACTED:webhook-secret]");
  }
  assert.equal(
    redactText("whsec_AAECAwQFBgcICQoLDA0ODxAREhMUFRYXGBkaGxwdHh8"),
    "[REDACTED:webhook-secret]",
  );
});

Deno.test("Luhn, mod-97 and entropy", () => {
  assert.ok(luhnValid("4111111111111111"));
  assert.ok(!luhnValid("4111111111111112"));
  assert.ok(!luhnValid("41x1"));
  assert.ok(ibanMod97Valid("GB82WEST12345698765432"));
  assert.ok(ibanMod97Valid("DE89370400440532013000"));
  assert.ok(!ibanMod97Valid("DE89370400440532013001"));
  assert.equal(shannonEntropy("aaaa"), 0);
  assert.equal(shannonEntropy("abcd"), 2);
});

Deno.test("sensitive key names, with the non-secret allowlist", () => {
  const yes = [
    "password",
    "Password",
    "user_password",
    "passwd",
    "pwd",
    "passphrase",
    "secret",
    "client_secret",
    "clientSecret",
    "token",
    "access_token",
    "refreshToken",
    "api_key",
    "apiKey",
    "X-API-Key",
    "x-auth-token",
    "private_key",
    "accessKey",
    "credentials",
    "Authorization",
    "cookie",
    "Set-Cookie",
    "session",
    "sessionid",
    "otp",
    "bearer",
    "signature",
    "X-Amz-Signature",
    "sig",
    "basic_auth",
    "credentials_json",
    "password_hash",
  ];
  const no = [
    "max_tokens",
    "token_count",
    "tokens_used",
    "input_tokens",
    "output_tokens",
    "total_tokens",
    "author",
    "authority",
    "authors",
    "oauth",
    "tokenizer",
    "token_type",
    "token_endpoint",
    "secret_name",
    "secretary",
    "password_policy",
    "password_min_length",
    "authorization_url",
    "signature_method",
    "cookie_policy",
    "credentials_file",
    "private_key_id",
    "expires_in",
    "id",
    "",
  ];
  for (const k of yes) assert.ok(isSensitiveKey(k), k);
  for (const k of no) assert.ok(!isSensitiveKey(k), k);
});

Deno.test("JSON Pointer token escaping (RFC 6901)", () => {
  assert.equal(escapePointerToken("a/b"), "a~1b");
  assert.equal(escapePointerToken("m~n"), "m~0n");
  assert.equal(escapePointerToken("~/"), "~0~1");
  assert.equal(escapePointerToken(""), "");
});

Deno.test("keyword gate: case-insensitive, overlapping, whitespace runs, offsets", () => {
  const gate = buildGate([
    { rule: "a", keywords: ["do not tell"] },
    { rule: "b", keywords: ["sk-", "task-"] },
    { rule: "c", keywords: ["pass"] },
    { rule: "d", keywords: ["password"] },
  ]);
  const hits = gateHits(gate, "DO  NOT\n tell. task-1 and PASSWORD");
  assert.deepEqual([...hits.keys()].sort(), ["a", "b", "c", "d"]);
  assert.deepEqual(hits.get("c"), [26]);
  assert.deepEqual(gateHits(gate, "nothing here").size, 0);
  const many = gateHits(gate, "pass ".repeat(100));
  assert.equal(many.get("c"), null);
});

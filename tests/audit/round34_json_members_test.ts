// Issue 13, redaction round 34: JSON members — a UUID key id beside its secret half is kept (as a
// client id is), a map of credentials named by scope or stage is redacted member by member, and
// a member named by a credential noun of another language is a sensitive key. Examples written
// for this test; the secrets are random.
import assert from "node:assert/strict";
import { redactValue } from "../../src/audit/redact.ts";
import { ALNUM, rand, uuid } from "./fixtures/random.ts";

const LOWER_DIGITS = "abcdefghijklmnopqrstuvwxyz0123456789";
// deno-lint-ignore no-explicit-any
const out = (v: unknown) => redactValue(v, "/arguments").value as Record<string, any>;

Deno.test("a UUID key id beside the pair's secret: kept; the secret and a lone UUID key: gone", () => {
  const id = uuid(), secret = rand(ALNUM, 40);
  const r = out({ payout: { accessKey: id, accessSecret: secret, region: "eu" } });
  assert.equal(r.payout.accessKey, id);
  assert.notEqual(r.payout.accessSecret, secret);
  const lone = uuid();
  assert.notEqual(out({ payout: { apiKey: lone, region: "eu" } }).payout.apiKey, lone);
  const tok = uuid();
  const t = out({ oauth: { access_token: tok, client_secret: rand(ALNUM, 32) } });
  assert.notEqual(t.oauth.access_token, tok);
});

Deno.test("a map of credentials named by scope or stage: each random member gone", () => {
  const a = rand(LOWER_DIGITS, 40), b = rand(LOWER_DIGITS, 40);
  const r = out({ tokens: { "read-only": a, staging: b }, owner: "bot-7" });
  assert.notEqual(r.tokens["read-only"], a);
  assert.notEqual(r.tokens.staging, b);
  assert.equal(r.owner, "bot-7");
});

Deno.test("a map's public or identifying members, and words: kept", () => {
  const id = rand(ALNUM, 32), pub = `age1${rand(LOWER_DIGITS, 58)}`;
  const r = out({ credentials: { id, secret: rand(ALNUM, 20) }, keys: { public: pub } });
  assert.equal(r.credentials.id, id);
  assert.equal(r.keys.public, pub);
  const words = { secrets: { mode: "rotate-weekly", store: "vault" } };
  assert.deepEqual(out(words), words);
});

Deno.test("a member named by a foreign credential noun: gone; a word or a placeholder: kept", () => {
  const p = `${rand("abcdefghjkmnpqrstuvwxyz", 6)}!${rand("23456789", 3)}`;
  assert.notEqual(out({ "mot_de_passe": p })["mot_de_passe"], p);
  assert.notEqual(out({ "пароль": p })["пароль"], p);
  const pin = rand("23456789", 6);
  assert.notEqual(out({ alarm: { "код доступа": pin } }).alarm["код доступа"], pin);
  const kept = { "கடவுச்சொல்": "தேவை", "mot_de_passe": "<MOT_DE_PASSE>", login: "ops-2" };
  assert.deepEqual(out(kept), kept);
});

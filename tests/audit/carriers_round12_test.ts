// Issue 13, redaction round 12: the families behind v15's false alarms and misses (agent-to-agent
// and automation traffic: vault reads, queue envelopes, webhook deliveries, agent memory, browser
// and RPA logs). Each next to look-alikes on the other side. Examples written for this test, not
// from any fixture.
import assert from "node:assert/strict";
import { createHmac } from "node:crypto";
import { redactValue } from "../../src/audit/redact.ts";
import { gone, kept } from "./_gone_kept.ts";
import { ALNUM, B64, B64URL, HEX, password, rand, uuid } from "./fixtures/random.ts";

/** The JSON a value comes back as, and whether it is byte-identical to what went in. */
function walk(value: unknown): { out: string; same: boolean } {
  const out = JSON.stringify(redactValue(value, "").value);
  return { out, same: out === JSON.stringify(value) };
}

Deno.test("a sensitive key holding JSON is judged by its members", () => {
  const p = password();
  const read = { Name: "prod/db", SecretString: JSON.stringify({ username: "svc", password: p }) };
  assert.ok(!walk(read).out.includes(p));
  const ids = { Name: "prod/hooks", SecretString: JSON.stringify({ hook_id: uuid(), note: "x" }) };
  assert.ok(walk(ids).same);
  // A plain value under the same key still goes whole.
  const plain = rand(ALNUM, 32);
  assert.ok(!walk({ SecretString: plain }).out.includes(plain));
  const queued = { Body: JSON.stringify({ kind: "rotated", api_token: plain }) };
  assert.ok(!walk({ Messages: [queued] }).out.includes(plain));
});

Deno.test("ciphertext and a declared empty value under a sensitive key are kept", () => {
  const vault = `!vault |\n  $ANSIBLE_VAULT;1.1;AES256\n  ${rand(HEX, 64)}\n  ${rand(HEX, 64)}`;
  assert.ok(walk({ ldap: { bind_password: vault } }).same);
  assert.ok(walk({ smtp_pass: `"" (empty: the relay trusts the office range)` }).same);
  assert.ok(walk({ smtp_pass: "''" }).same);
  const p = password();
  assert.ok(!walk({ smtp_pass: `"${p}" (set by ops)` }).out.includes(p));
  assert.ok(!walk({ bind_password: `vault ${p}` }).out.includes(p));
});

Deno.test("signatures that travel with what they sign are kept; signing keys are not", () => {
  const b = rand(B64, 86) + "==";
  assert.ok(walk({ "DKIM-Signature b=": b }).same);
  assert.ok(walk({ headers: { "X-Signature-256": `sha256=${rand(HEX, 64)}` } }).same);
  assert.ok(walk({ delivery: { signature: `t=1791234567,v1=${rand(HEX, 64)}` } }).same);
  const key = rand(B64, 120);
  assert.ok(!walk({ dkim_private_key: key }).out.includes(key));
  const sig = rand(B64URL, 43);
  assert.ok(!walk({ signature: sig }).out.includes(sig));
  const bare = rand(HEX, 64);
  assert.ok(!walk({ signing_secret: `sha256=${bare}` }).out.includes(bare));
});

Deno.test("ids that LLM APIs give tool calls and runs are kept in tables and prose", () => {
  kept(`| tool call | Done |\n| call id |\n| toolu_01${rand(ALNUM, 22)} |\n`);
  kept(`agent B answered call_${rand(ALNUM, 24)} in thread_${rand(ALNUM, 24)}`);
  kept(`run: chatcmpl-${rand(ALNUM, 29)}`);
  const key = `acme_${rand(ALNUM, 30)}1aZ`;
  gone(`| Acme | Connected |\n| ACME_KEY |\n| ${key} |\n`, key);
});

function hs256(payload: object, secret: string): string {
  const enc = (o: object) =>
    btoa(JSON.stringify(o)).replace(/=+$/, "").replace(/\+/g, "-")
      .replace(/\//g, "_");
  const body = `${enc({ alg: "HS256", typ: "JWT" })}.${enc(payload)}`;
  return `${body}.${createHmac("sha256", secret).update(body).digest("base64url")}`;
}

Deno.test("a published sample JWT named as a token in prose is kept whole", () => {
  kept(`memory: the docs' sample token is ${hs256({ sub: "42", name: "Demo" }, "secret")}`);
  const real = hs256({ sub: "42", name: "Demo" }, rand(ALNUM, 32));
  const sig = real.split(".")[2];
  gone(`memory: the staging token is ${real}`, sig);
});

Deno.test("a JWK's public member named in prose is kept; a private member is not", () => {
  const n = rand(B64URL, 342);
  kept(`The JWKS check passed. Use n \`${n}\` for the next agent.`);
  kept(`JWK for the verifier: e AQAB, n ${n}`);
  const d = rand(B64URL, 342);
  gone(`The JWKS check passed. Use d \`${d}\` for signing.`, d);
  gone(`Use n \`${d}\` for the next agent.`, d);
});

Deno.test("a PEM block whose body was elided is kept; one with a body is not", () => {
  kept(
    `content: private_key=-----BEGIN EC PRIVATE KEY-----\n…(elided by the tool)…\n-----END EC PRIVATE KEY-----`,
  );
  const body = `${rand(B64, 64)}\n${rand(B64, 64)}\n${rand(B64, 24)}==`;
  gone(
    `content: private_key=-----BEGIN EC PRIVATE KEY-----\n${body}\n-----END EC PRIVATE KEY-----`,
    body.slice(0, 64),
  );
});

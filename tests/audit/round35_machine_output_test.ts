// Issue 13, redaction round 35 (rtr6 as tuning): machine-written output — a scheme word before a
// mask, a token named for the next or previous page, a word of another script after a log tag,
// base64 of a flat settings object, and a bot token glued to its URL path word. Examples written
// for this test; the secrets are random.
import assert from "node:assert/strict";
import { redactText, redactValue } from "../../src/audit/redact.ts";
import { ALNUM, B64URL, DIGITS, rand } from "./fixtures/random.ts";

// deno-lint-ignore no-explicit-any
const out = (v: unknown) => redactValue(v, "/arguments").value as Record<string, any>;

Deno.test("a scheme word before a mask or template: kept; before a credential: gone", () => {
  for (const masked of ["Bearer <hidden>", "Basic ****", "Token {{API_TOKEN}}"]) {
    const r = out({ headers: [{ name: "Authorization", value: masked }] });
    assert.equal(r.headers[0].value, masked);
  }
  const secret = rand(ALNUM, 40);
  const r = out({ headers: [{ name: "Authorization", value: `Bearer ${secret}` }] });
  assert.ok(!JSON.stringify(r).includes(secret));
});

Deno.test("a token named for the next or previous page: kept; a session token: gone", () => {
  const cursor = `f/${rand(DIGITS, 56)}`;
  const r = out({ events: [], nextForwardToken: cursor, prevPageToken: rand(ALNUM, 32) });
  assert.equal(r.nextForwardToken, cursor);
  const next = rand(ALNUM, 40);
  assert.notEqual(out({ nextSessionToken: next }).nextSessionToken, next);
  const tok = rand(ALNUM, 40);
  assert.ok(!JSON.stringify(out({ sessionToken: tok, next: "2" })).includes(tok));
  const text = `log: backwardToken=${rand(ALNUM, 40)}`;
  assert.notEqual(redactText(text), text);
});

Deno.test("a word of another script after a log tag: kept; a password after the tag: gone", () => {
  const line = "09-02 05:05:36.997  10820  11102 I Auth    : пользователь вошёл в систему";
  assert.equal(redactText(line), line);
  const pw = `Zk${rand(ALNUM, 10)}7!`;
  assert.ok(!redactText(`I Auth    : password: ${pw} accepted`).includes(pw));
  const cyr = `password: Щука${rand(DIGITS, 4)}Лес`;
  assert.notEqual(redactText(cyr), cyr);
});

const segment = (o: unknown) => btoa(JSON.stringify(o)).replace(/=+$/, "");

Deno.test("base64 of a flat settings object: kept; with a credential or random member: gone", () => {
  for (const o of [{ theme: "dark", locale: "de-DE" }, { page: 36, sort: "created_at" }]) {
    const t = `header X-ui-prefs: ${segment(o)} from localhost`;
    assert.equal(redactText(t), t);
  }
  for (
    const o of [
      { user: "bob", password: "hunter2xyz" },
      { k: rand(ALNUM, 24), mode: "x" },
      { auths: { "r.io": { auth: btoa(`ci:${rand(ALNUM, 12)}`) } } },
    ]
  ) {
    const t = `header X-ui-prefs: ${segment(o)} from localhost`;
    assert.notEqual(redactText(t), t);
  }
});

Deno.test("a bot token glued to its URL path word: gone; a twelve-digit run: not a bot token", () => {
  const token = `${rand(DIGITS, 10)}:AA${rand(B64URL, 33)}`;
  const url =
    `HTTPError: 401 for url: https://api.example.org/bot${token}/sendMessage?chat_id=-100`;
  assert.ok(!redactText(url).includes(token));
  const long = `order 12${rand(DIGITS, 10)}:AA${rand(B64URL, 33)}`;
  assert.ok(!redactText(long).includes("telegram-bot-token"));
});

Deno.test("a webhook digest as a HAR header pair: kept; a key under a header pair: gone", () => {
  const digest = `sha256=${rand("0123456789abcdef", 64)}`;
  const r = out({ headers: [{ name: "X-Hub-Signature-256", value: digest }] });
  assert.equal(r.headers[0].value, digest);
  const key = rand(ALNUM, 32);
  const k = out({ headers: [{ name: "X-Api-Key", value: key }] });
  assert.notEqual(k.headers[0].value, key);
});

Deno.test("a header's name in a credential column: kept; a key in the column: gone", () => {
  const t = "id\tname\tapi_key_header\tstatus\n33713\tprod-eu\tX-Api-Key\tdisabled\n";
  assert.equal(redactText(t), t);
  const key = `${rand(ALNUM, 20)}-${rand(DIGITS, 4)}`;
  const s = `id\tname\tapi_key\tstatus\n33713\tprod-eu\t${key}\tdisabled\n`;
  assert.ok(!redactText(s).includes(key));
});

// Issue 13, redaction round 32: under a sensitive key, a word for no value ("null" as a string,
// nil, undefined, n/a) and a note about the value in its place (words with a date or an aside)
// hide nothing and come back byte-identical; a passphrase of random words is still redacted.
// Examples written for this test, not from any fixture.
import assert from "node:assert/strict";
import { redactValue } from "../../src/audit/redact.ts";

const out = (v: unknown) => redactValue(v, "").value as Record<string, string>;

Deno.test("a word for no value, or a note in the value's place, is kept under a sensitive key", () => {
  const row = {
    client_secret: "null",
    api_token: "nil",
    password: "undefined",
    smtp_password: "n/a",
    vault_password: "moved 2026-03-14 by the platform team (see the runbook entry)",
    db_password: "rotated by the on-call engineer (value in the vault) last week",
  };
  assert.deepEqual(out(row), row);
});

Deno.test("passphrases, and notes that carry the value, are still redacted", () => {
  const row = {
    password: "pickle pepper marble lantern 44",
    passphrase: "violet meadow glacier ferry harbor 2026",
    secret: "Zq7#mLp2 (temporary)",
    token: "nullx9Qa71LmZpT",
  };
  const got = out(row);
  for (const key of Object.keys(row)) {
    assert.equal(got[key], "[REDACTED:sensitive-key]", `${key}: ${got[key]}`);
  }
});

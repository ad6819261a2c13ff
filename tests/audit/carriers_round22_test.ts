// Issue 13, redaction round 22: the JSON false-positive path of v25 (public safety, emergency
// services, local government) and the misses read with v15–v24's residuals. Each family next to
// look-alikes. Examples written for this test, not from any fixture.
import assert from "node:assert/strict";
import { redactValue } from "../../src/audit/redact.ts";
import { gone, kept } from "./_gone_kept.ts";
import { B64URL, HEX, LETTERS, rand } from "./fixtures/random.ts";

const colonHex = (bytes: number) =>
  Array.from({ length: bytes }, () => rand(HEX, 2).toUpperCase()).join(":");

Deno.test("a colon-hex fingerprint is no pgpass line; a pgpass line still is", () => {
  // libpq escapes a colon inside a field, so five fields and more of hex pairs are a fingerprint.
  for (const bytes of [16, 20, 32]) {
    const fp = colonHex(bytes);
    const v = { permit: "BP-2291", cert_fingerprint: fp };
    assert.deepEqual(redactValue(v, "").value, v);
    kept(fp);
    kept(`SHA1 Fingerprint=${fp}`);
  }
  const pw = rand(B64URL, 14).replace(/^[-_]/, "q");
  gone(`db.internal:5432:permits:clerk:${pw}`, pw);
  gone(`*:*:*:clerk:${pw}\\:x`, pw); // an escaped colon stays inside the password
});

Deno.test("a session's id named in prose and linked to random material goes", () => {
  const hex = rand(HEX, 40);
  const letters = rand(LETTERS, 28);
  gone(`the dispatch console session id: ${hex}`, hex);
  gone(`your records portal session id is ${hex}`, hex);
  gone(`Il session id del portale comunale è ${hex}, scade domani.`, hex);
  gone(`o session id da integração é -${rand(B64URL, 30)}x1`, "x1");
  const mixed = `${letters.slice(0, 4)}-${letters.slice(4, 16)}-${letters.slice(16)}`;
  if (/[a-z]/.test(mixed) && /[A-Z]/.test(mixed)) gone(`kiosk session ID: ${mixed}`, mixed);
});

Deno.test("a session id that is a word, a sample, a UUID or not the value stays", () => {
  kept("the session id is stored in the cookie jar, never in the URL");
  kept("session id: 3");
  kept(`session id: ${"0123456789abcdef".repeat(2)}`);
  kept("the session id is not 3fa2b9c1d04e5f6a7b8c9d0e1f2a3b4c");
  kept(`the session id and token: see the vault`);
  kept("session id format: ssn_<random> (see the handbook)");
  kept("the session identity is verified by the badge reader");
});

const B32 = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";

Deno.test("a second factor's base32 seed under the factor's name goes; other seeds stay", () => {
  const seed = rand(B32, 31) + "7";
  for (const parent of ["mfa", "totp", "2fa", "console_totp"]) {
    const out = redactValue({ [parent]: { method: "totp", seed }, user: "eoc-lead" }, "");
    assert.deepEqual(out.redacted.map((r) => r.path), [`/${parent}/seed`]);
  }
  for (
    const v of [
      { sim: { seed } }, // not a factor's name
      { mfa: { seed: 42 } },
      { totp: { seed: "daily" } },
      { mfa: { seed: seed.toLowerCase() } }, // not RFC 4648's alphabet
      { mfa: { seed: "ABCDEFGHIJKLMNOPQRSTUVWX" } }, // letters alone: no base32 digit
    ]
  ) assert.deepEqual(redactValue(v, "").value, v);
});

Deno.test("a label naming a cookie before the Cookie header itself", () => {
  const hex = rand(HEX, 48);
  gone(`RMS cookie: Cookie: RMSSESSION=${hex}\n(for the night shift)`, hex);
  gone(`portal cookie: Set-Cookie: sid=${hex}; Path=/; HttpOnly`, hex);
  kept("theme cookie: Cookie: theme=dark; lang=en-GB");
  kept("cookie: Cookie: consent=accepted-all-v2");
});

Deno.test("a slot linked by Swahili 'ni', and a typed password of letters and marks", () => {
  const code = `GTE-${rand("0123456789", 12)}`;
  gone(`Kituo cha zamu: gate controller PIN secret ni ${code}`, code);
  kept("Kituo cha zamu: gate controller PIN ni ile ile ya jana");
  gone("Zugang Portal (batch password): kW#pR!xTe#Q", "kW#pR!xTe#Q");
  gone("Tresor (vault password): Qh!vZr*Lm#Tn", "Qh!vZr*Lm#Tn");
  // Phrases repeat letters and marks, or do not flip case like a generator.
  kept("Tresor (vault password): Foo-Bar-Baz");
  kept("Tresor (vault password): Hello,World!");
  kept("Tresor (vault password): Not-Set-Yet");
  kept("Tresor (vault password): SEE-THE-BINDER!");
});

Deno.test("a named code linked by 'is' as by a colon", () => {
  const code = Array.from({ length: 3 }, () => rand("ABCDEFGHJKLMNPQRSTUVWXYZ", 5)).join("-");
  gone(`your alerting console recovery code is ${code}`, code);
  gone(`Il codice — recovery code è ${code}.`, code);
  kept("your recovery code is ready to print");
  kept("the activation code is ABCD-EFGH, as the sample card shows");
  kept("the MFA code is 6 digits long");
});

Deno.test("a product's bare 'session' and a colon before random material", () => {
  const v = rand("abcdefghijklmnopqrstuvwxyz012345", 23) + "9";
  gone(`<Notes><![CDATA[copied before the swap — ASP.NET session: ${v}]]></Notes>`, v);
  gone(`kiosk session: ${v} (expires at shift change)`, v);
  kept("tmux session: night-shift-dispatch");
  kept("Training session: 2 of 5, Thursday 14:00");
  kept("last session: 2026-11-28T06:31:00Z");
});

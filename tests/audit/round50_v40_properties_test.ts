// Issue 13, redaction round 50: v40's false alarms and misses by property (v39's left-overs too).
// Ids named as ids (an idempotency key), the documented Basic example under an Authorization
// header, a GS1 number (GLN) labelled by the comment above its slot; authenticator setup keys in
// their printed groups, 160-bit base32 seeds named a few lines above, a keypad code opened by `*`.
// Examples written here, not copied from any set.
import assert from "node:assert/strict";
import { gtinValid, luhnValid } from "../../src/audit/checksums.ts";
import { gone, kept } from "./_gone_kept.ts";
import { ALNUM, DIGITS, rand } from "./fixtures/random.ts";

const B32 = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";
/** A base32 seed of `n` characters with a digit and a letter, as an authenticator app makes. */
const seed = (n: number) => `${rand(B32, n - 2)}K4`;
const groups = (s: string) => s.match(/.{4}/g)!.join(" ");

Deno.test("an idempotency key's value is a request's id, whatever links it", () => {
  const id = () => `idem_${rand(ALNUM, 24)}`;
  kept(`site,field,value,checked_by\nthe north depot,payment idempotency key,${id()},Ana`);
  kept(`Ticket OPS-12: payment idempotency key recorded as ${id()}; checked by the yard.`);
  kept(`the sales desk में payment idempotency key ${id()} का मिलान किया गया।`);
  // The same shape named as a key is still a secret.
  const key = `sk_live_${rand(ALNUM, 24)}`;
  gone(`payment API key recorded as ${key}; rotate Friday.`, key);
});

Deno.test("the documented Basic example stays under an Authorization header; a real one goes", () => {
  kept(`Reference (Basic auth example header): Authorization: Basic ${btoa("username:password")}`);
  kept(`Authorization: Basic ${btoa("user:pass")} is what the docs show.`);
  const real = btoa(`svc-weigh:${rand(ALNUM, 14)}9!`);
  gone(`Authorization: Basic ${real}`, real);
});

Deno.test("a GLN labelled by the comment above its slot is no card; a card there still is", () => {
  let gln = "";
  for (let i = 0; !gln; i++) {
    const n = `40${rand(DIGITS, 11)}`;
    if (gtinValid(n) && luhnValid(n)) gln = n;
    assert.ok(i < 100_000);
  }
  kept(`# yard .env.example\nSITE_ID=north\n# delivery location GLN\nVALUE=${gln}`);
  gone(`# yard .env.example\n# card on file\nVALUE=${gln}`, gln);
});

Deno.test("an authenticator setup key in printed groups of four under any colon lead", () => {
  const upper = groups(seed(16));
  gone(
    `#ops (compliance): new TOTP seed for the fleet account after the reset, live now:\n${upper}\nthx`,
    upper,
  );
  const lower = groups(seed(32)).toLowerCase();
  gone(`Can't scan the QR? Enter this key instead:\n\n${lower}\n\nthen the 6-digit code.`, lower);
  // Four-digit groups (a test card) and words are no setup key.
  kept("Stripe test card for the fee form:\n4242 4242 4242 4242");
  kept("The key phrase is:\nthis code will work");
});

Deno.test("a 160-bit base32 seed with its name on the line or a few lines above", () => {
  const a = seed(32), b = seed(32), c = seed(32);
  gone(`Steps: logged in with the TOTP seed of the admin account ${a} and got 401.`, a);
  gone(`TOTP seeds: ${b}, ${c}`, c);
  const table =
    `#  SYSTEM   TOTP SEED                          REGION\n1  crm      -                                  eu\n2  fleet    ${a}   us`;
  gone(table, a);
  gone(`TZ=UTC\nBOOKING_2FA_SEED=${b}\nLOG_LEVEL=info`, b);
  // No seed named: a 32-character run is left to the other rules.
  kept(`build artefact ${"ABCDEFGHIJKLMNOPQRSTUVWXYZ234567"} published`);
});

Deno.test("a keypad code opened by `*` is read as one opened by `#`", () => {
  gone("- gate barrier master override code: *34346562#\n- rotate Friday", "34346562");
  gone("- gate barrier master override code: #34346562#", "34346562");
  kept("error code: *2024");
});

Deno.test("connect-redis's `sess:<id>` key: the session id goes, a short or word key stays", () => {
  const id = rand(ALNUM, 32);
  gone(`session value in Redis: sess:${id} — change it after the first login`, id);
  kept("redis-cli KEYS 'sess:*' | wc -l");
  kept("the store prefix is sess:myapp-sessions-prod and ttl 86400");
});

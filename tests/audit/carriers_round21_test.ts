// Issue 13, redaction round 21: the benign margin of v24 (construction, real estate, agriculture)
// and the misses read with v15–v23's residuals. Each family next to look-alikes.
// Examples written for this test, not from any fixture.
import assert from "node:assert/strict";
import { redactValue } from "../../src/audit/redact.ts";
import { gone, kept } from "./_gone_kept.ts";
import { HEX, rand } from "./fixtures/random.ts";

Deno.test("a listing feed's record keys stay; a vendor's key beside them goes", () => {
  const hex = rand(HEX, 32);
  const row = { ListingKey: hex, OpenHouseKey: rand(HEX, 32), City: "Leeds", ListPrice: 412000 };
  assert.deepEqual(redactValue(row, "").value, row);
  kept(`Valuation note for the agent: ListingKey ${hex}`);
  kept(`unit 4;"ShowingKey ${hex}"`);
  kept(`listing_key=${hex}`);
  // A credential's own name beside the same value still goes, as does a key by another noun.
  gone(`Valuation note for the agent: API key ${hex}`, hex);
  gone(`MLS_FEED_SECRET=${hex}`, hex);
  const out = redactValue({ ListingKey: hex, FeedToken: hex.replace(/^./, "f") }, "");
  assert.deepEqual(out.redacted.map((r) => r.path), ["/FeedToken"]);
});

Deno.test("a second factor's method under its name is a setting, its code is not", () => {
  for (const method of ["app", "sms", "push", "Authenticator app", "none", "enabled"]) {
    const v = { portal: { user: "ops@example.org", mfa: method } };
    assert.deepEqual(redactValue(v, "").value, v);
  }
  assert.deepEqual(redactValue({ "2fa": "email" }, "").value, { "2fa": "email" });
  // A code, a seed and a password under the same names still go. Round red60: a drawn seed, as
  // the documentation seed `JBSWY3DPEHPK3PXP` is a published example, kept everywhere.
  const seed = rand("ABCDEFGHIJKLMNOPQRSTUVWXYZ", 12) + rand("234567", 4);
  for (const secret of ["482913", seed, "apple-Tree-77"]) {
    const out = redactValue({ mfa: secret, otp: secret }, "");
    assert.deepEqual(out.redacted.map((r) => r.path), ["/mfa", "/otp"]);
  }
});

Deno.test("an arrow's label ends at a sentence's end, an aside or a purpose", () => {
  const hex = rand(HEX, 40);
  gone(`Site diary — ${hex} <- Survey portal API key. Remove once logged in.`, hex);
  gone(`step 4 — ${hex} <- Lettings CRM client secret (do not forward)`, hex);
  const up = rand(HEX, 32).toUpperCase();
  gone(`reset; ${up} <- LoRaWAN AppSKey (ABP)\nnext`, up);
  const pw = "Xq7mDYuS=vR";
  gone(`use ${pw} <- weather station admin password for the sync job until Monday.`, pw);
  // What the arrow says it is not, an identifier, and words before the noun that name no secret.
  kept(`reset; ${up} <- not the key (old unit)\nnext`);
  kept(`reset; ${up} <- device EUI key id. Keep it.`);
  kept(`use gravel-path-north <- the gate password for the sync job.`);
});

Deno.test("a sha512crypt hash at a sentence's end; a key's material under the key's name", () => {
  const C64 = "./0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";
  const h6 = `$6$rounds=5000$${rand(C64, 16)}$${rand(C64, 85)}.`;
  gone(`logger admin: ${h6}. Delete this once you're in.`, h6);
  // A hash run on into more hash characters is no longer the layout's length.
  kept(`logger admin: $6$rounds=5000$Xy7Qa1$${"Ab1.".repeat(22)}x and more`);
  const app = rand(HEX, 32).toUpperCase(), nwk = rand(HEX, 32).toUpperCase();
  const dev = {
    root_keys: { app_key: { key: app }, nwk_key: { key: nwk } },
    dev_eui: "70B3D57ED0000001",
  };
  const out = redactValue({ device: dev }, "");
  assert.deepEqual(out.redacted.map((r) => r.path), [
    "/device/root_keys/app_key/key",
    "/device/root_keys/nwk_key/key",
  ]);
  // A deploy key's public line, a sort key's and a public key's material stay.
  const kept1 = {
    deploy_key: { title: "ci", key: "ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIFx9 ci@example" },
    sort_key: { key: app },
    public_key: { key: nwk },
  };
  assert.deepEqual(redactValue(kept1, "").value, kept1);
});

// IOS type 7 encoding (the public key of the published scheme), written here for the test.
const IOS7 = "dsfd;kfoA,.iyewrkldJKDHSUBsgvca69834ncxv9873254k;fg87";
const type7 = (plain: string, offset: number) =>
  String(offset).padStart(2, "0") +
  [...plain].map((c, i) =>
    (c.charCodeAt(0) ^ IOS7.charCodeAt((offset + i) % IOS7.length)).toString(16).toUpperCase()
      .padStart(2, "0")
  ).join("");

Deno.test("a Cisco type 7 string decodes to a password wherever it stands", () => {
  const long = type7("Gr4vel-Pit#0192-north", 11);
  gone(`Handover for the night super: site router line: ${long}. Delete after.`, long);
  const short = type7("Qx7+mLw9pZ", 4);
  gone(`notes:\n  ${short}   <- yard switch \`username ops password 7\`\nok`, short);
  // Upper-case hex that decodes to control or high bytes, a run of one byte, and lower case stay.
  kept(`site router line: 10F0E1D2C3B4A5968778695A4B3C2D1E0F10213243AB. Delete after.`);
  kept(`site router line: 10000000000000000000000000000000000000. ok`);
  // Round 42: decoding is the checksum, so a type 7 string goes under any label, even one that
  // names no password (v29, v35 and v36 each hand one over without a password's name).
  gone(`notes:\n  ${short}   <- yard switch \`interface vlan 7\``, short);
  kept(`site router line: ${long.toLowerCase()}. Delete after.`);
});

Deno.test("Estonian and Lithuanian password words; a generator's letters joined by a mark", () => {
  gone("ligipääs reedeni: parool (uksekaardi server): 8kQR7_meHxd+", "8kQR7_meHxd+");
  gone("slaptažodis: Vr7#kLm2Qp", "Vr7#kLm2Qp");
  const v = "fhKLdSDs_fQWDe";
  gone(`use the FieldNET password (as shown on the page) ${v} for the sync job.`, v);
  // Words joined by a mark, a type in code, and Dutch's newspaper stay.
  kept("use the FieldNET password (as shown on the page) Order_Status for the sync job.");
  kept("    password: z.ZodDefault<z.ZodString>;");
  kept("Het Parool (Amsterdam) schreef gisteren over de woningmarkt.");
});

Deno.test("a key, `for` the object it opens, a colon, then its material", () => {
  const hex = rand(HEX, 64);
  gone(`note: raw AES-256 key for the tenant document vault: ${hex}. Delete after.`, hex);
  // A table's or a cache's key, a sentence end in the gap, and a short value stay.
  kept(`primary key for the tenant document table: ${hex}`);
  kept(`the key for the vault was rotated. Next: ${hex}`);
  kept(`raw key for the tenant document vault: 3fa9c2`);
});

Deno.test("a JSON object inside a CSV cell, its quotes doubled (RFC 4180)", () => {
  const id = [8, 4, 4, 4, 12].map((n) => rand(HEX, n)).join("-");
  const row =
    `"12","Facade","open","Access: {""service"": ""e-sign client"", ""secret"": ""${id}""}"`;
  gone(`no,spec,status,remarks\n${row}`, id);
  // A member naming no credential, a placeholder and a single-quoted cell stay.
  kept(`"12","open","Access: {""service"": ""e-sign"", ""tenant"": ""${id}""}"`);
  kept(`"12","open","Access: {""service"": ""e-sign"", ""secret"": ""<from the vault>""}"`);
});

Deno.test("a PIN by a compound's name, typed like a password", () => {
  const v = "482913/Tq~Hm*e7~Kfl";
  gone(`Handover: lock.cliq.pin = ${v} – delete after login.`, v);
  gone(`keypad_pin: ${v}`, v);
  // A pin number in code, words, a path and a date stay.
  kept("gpio.pin = 17 – the relay");
  kept("map.pin = front_door_left – the marker");
  kept("layout.pin = 2026-11-28 – pinned since");
});

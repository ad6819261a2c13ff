// Issue 13, redaction round 38 (guided by v33's misses): records whose label and value sit in
// different fields: a vault tool's `{"item": …, "value": …}` line, a CSV export under a
// `system,item,value` header, and a `NAME  VALUE` listing whose name outgrew its column.
// Examples written for this test, not from any fixture.
import { gone, kept } from "./_gone_kept.ts";
import { ALNUM, DIGITS, rand } from "./fixtures/random.ts";
import { redactValue } from "../../src/audit/redact.ts";
import assert from "node:assert/strict";

const B32 = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";

Deno.test("a vault line's item naming a password: its value goes, in text and parsed", () => {
  const pw = `${rand(ALNUM, 12)}#${rand(ALNUM, 3)}`;
  const line =
    `{"tool":"kennel_vault.read","system":"surgery PC","item":"pharmacy portal password","value":"${pw}","read_by":"amy"}`;
  gone(line, pw);
  const out = redactValue(JSON.parse(line), "").value as Record<string, string>;
  assert.notEqual(out.value, pw);
  assert.equal(out.item, "pharmacy portal password");
});

Deno.test("a vault line's item naming no secret keeps its value", () => {
  kept(`{"tool":"kennel_vault.read","item":"reception phone","value":"+44 20 7946 0311"}`);
  kept(`{"item":"boarding kennel size","value":"Large-2B","updated_by":"amy"}`);
  kept(`{"item":"password policy","value":"12 characters, rotated yearly"}`);
});

Deno.test("a CSV export under an item/credential column: the credential row's value goes", () => {
  const pw = `Tabby-${rand(DIGITS, 4)}${rand(ALNUM, 8)}`;
  const csv = `system,item,value,updated_by\n"lab PC","analyser admin password","${pw}",amy\n` +
    `"lab PC","support phone","+44 20 7946 0112",admin\n`;
  gone(csv, pw);
  kept(`system,item,value,updated_by\n"lab PC","analyser model","Catalyst One",amy\n`);
  const md =
    `| System | Credential | Value |\n|---|---|---|\n| x-ray PC | PACS service password | ${pw} |\n`;
  gone(md, pw);
});

Deno.test("a NAME  VALUE listing: an outgrown name still names its value", () => {
  const seed = rand(B32, 32);
  const listing = `$ vetctl creds show --system "front desk"\nNAME                VALUE\n` +
    `TOTP seed of the insurer portal ${seed}\nlast_rotated        2026-03-02\n`;
  gone(listing, seed);
  // An outgrown row naming no secret, and a code of words, keep their values.
  kept(
    `NAME                VALUE\nnumber of kennels in the east wing 14\nlast_rotated        2026-03-02\n`,
  );
  kept(`NAME                VALUE\nopening hours of the branch surgery 08:00-18:00\n`);
});

Deno.test("a described PIN's digits in a record go; a PIN-pad serial and a sample PIN stay", () => {
  const pin = `7${rand(DIGITS, 8)}`;
  gone(`{"item":"BitLocker PIN of the ward laptop","value":"${pin}","read_by":"amy"}`, pin);
  kept(`{"item":"PIN pad serial of the till","value":"${pin}","read_by":"amy"}`);
  kept(`{"item":"BitLocker PIN of the ward laptop","value":"123456","read_by":"amy"}`);
});

// Issue 13, redaction round 58: a value whose nearest label names an identifier (a serial, a
// commit, a tag's UID, a read's or a request's id, an idempotency key) is public; a credential's
// word between the label and the value, or another field's name, gives the value back to the
// shape rules. Examples written here, not copied from any set (v46 guided the property).
import assert from "node:assert/strict";
import { redactValue } from "../../src/audit/redact.ts";
import { identifierLabelled } from "../../src/audit/identifier_label.ts";
import { gone, kept } from "./_gone_kept.ts";
import { ALNUM, HEX, rand } from "./fixtures/random.ts";

const UPPER = "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789";

Deno.test("a device serial after its label stays, in prose of any language", () => {
  const serial = () => `DS-2CD${rand("0123456789", 4)}G2-IU${rand(UPPER, 24)}`;
  kept(`[07:40] Ines: report filed. dome serial on the form is ${serial()}, does it match?`);
  kept(`Rapporto di collaudo Quay 3: telecamera serial risulta ${serial()}. Tutto regolare.`);
});

Deno.test("a commit, a tag UID, an idempotency key named one sentence before stay", () => {
  const frame = (label: string, v: string) =>
    `Handover missed the ${label}. Found it taped inside the key cabinet: ${v}\nPlease file it.`;
  kept(frame("release commit", rand(HEX, 40)));
  kept(frame("patrol tag UID", "04:A1:9C:22:7E:31:80"));
  kept(frame("Idempotency-Key", `ord-${rand("abcdefghijklmnopqrstuvwxyz0123456789", 24)}`));
});

Deno.test("a row whose label cell names a read id stays under a credential column", () => {
  const v = `plate_${rand("0123456789", 13)}_${rand(HEX, 8)}`;
  kept(`site,system,credential,owner\n"North gate","LPR read id","${v}","Ana"`);
});

Deno.test("a credential's word between the label and the value keeps it a secret", () => {
  const token = rand(ALNUM, 32);
  gone(`Deployed commit ${rand(HEX, 7)}; the new API token is ${token}`, token);
  const pw = `Qx${rand(ALNUM, 12)}!9`;
  gone(`camera serial DS-9 on the sheet, admin password: ${pw}`, pw);
});

Deno.test("another field between them names the value instead (JSON lines in a log)", () => {
  const secret = btoa(`{"auths":{"registry.example":{"auth":"${rand(ALNUM, 24)}"}}}`);
  const line =
    `{"request_id":"9b1f","changes":{".dockerconfigjson":{"old":null,"new":"${secret}"}}}`;
  assert.equal(identifierLabelled(line, line.indexOf(secret), "random-literal"), false);
});

Deno.test("only shape rules are overridden: a vendor format after an identifier label goes", () => {
  const text = "serial on the sheet is x";
  assert.equal(identifierLabelled(text, text.length - 1, "github-token"), false);
  assert.equal(identifierLabelled(text, text.length - 1, "prefixed-token"), true);
});

Deno.test("a JSON member named serial is an identifier", () => {
  const serial = `DS-2CD${rand("0123456789", 4)}G2-IU${rand(UPPER, 24)}`;
  const value = { camera: { serial, firmware: "V5.7.15" } };
  assert.deepEqual(redactValue(value, "/arguments").value, value);
});

// Issue 13, redaction round 53: numbers whose format carries a published check. A WEX fleet card
// (ISO prefix 690046/690047, Luhn) is a card, in a line or alone in a JSON leaf; a SIRET (France's
// company register number, Luhn by design) named on its line is no card; the documented Basic
// example ("username:password") stays when a sentence's full stop follows it. Examples written
// here, not copied from any set.
import assert from "node:assert/strict";
import { redactValue } from "../../src/audit/redact.ts";
import { gone, kept } from "./_gone_kept.ts";
import { cardNumber, cardNumberBadLuhn, groupsOf4 } from "./fixtures/random.ts";

Deno.test("a WEX fleet card number goes, typed at a prompt or alone in a JSON leaf", () => {
  const a = groupsOf4(cardNumber("690046", 19));
  gone(`$ ./enrol.sh --pump 4\n> fleet card number for the tanker: ${a}\n[ok] saved`, a);
  const b = cardNumber("690047", 16);
  const out = redactValue({ fuel: { cardNo: b, driver: "D-2201" } }, "/arguments").value;
  assert.ok(!JSON.stringify(out).includes(b), JSON.stringify(out));
});

Deno.test("a number with the WEX prefix and a wrong check digit stays", () => {
  kept(`batch ref ${cardNumberBadLuhn("690046", 19)} closed at 06:10.`);
});

Deno.test("a SIRET named on its line is no card, even when its digits pass Luhn as a Diners", () => {
  const siret = cardNumber("39", 14);
  kept(`vendors.csv\nsite,field,value,by\nDock 2,SIRET of the haulier,${siret},Ines`);
  kept(`Checked the supplier's SIREN/SIRET: ${siret}, matches Kbis.`);
  // The same digits named as a card still go.
  gone(`Diners card on file: ${siret}, exp 09/29`, siret);
});

Deno.test("the documented Basic example stays before a full stop; a real pair still goes", () => {
  kept(`La guía muestra Basic auth example: Authorization: Basic dXNlcm5hbWU6cGFzc3dvcmQ=.`);
  const real = btoa("svc-pump:Qd7vN2kWm9xPz4");
  gone(`Header sent: Authorization: Basic ${real}.`, real);
});

// Issue 13, redaction round 40 (benign changes of v35, guided by it): a barcode named on the
// line of a number that also carries a GS1 check digit, an IBAN whose account counts 1 to 0, a
// value ended by a full-width clause mark, and Mollie's published test key. Examples written here.
import assert from "node:assert/strict";
import { gtinValid, ibanMod97Valid, luhnValid } from "../../src/audit/checksums.ts";
import { redactValue } from "../../src/audit/redact.ts";
import { gone, kept } from "./_gone_kept.ts";
import { ALNUM, cardNumber, DIGITS, iban, rand } from "./fixtures/random.ts";

/** A Maestro-prefixed 13-digit number valid under Luhn and, as asked, under the GS1 check. */
function maestro13(gtin: boolean): string {
  for (;;) {
    const n = cardNumber("50", 13);
    if (gtinValid(n) === gtin) return n;
  }
}

/** A valid IBAN of `country` whose account part holds `bban`. */
function ibanOf(country: string, bban: string): string {
  for (let check = 2; check <= 98; check++) {
    const candidate = country + String(check).padStart(2, "0") + bban;
    if (ibanMod97Valid(candidate)) return candidate;
  }
  throw new Error("no check digits");
}

Deno.test("the GS1 check digit: published barcodes pass, a changed digit fails", () => {
  for (const n of ["4006381333931", "036000291452", "96385074", "00012345600012"]) {
    assert.ok(gtinValid(n), n);
  }
  assert.ok(!gtinValid("4006381333932"));
  assert.ok(!gtinValid("40063813339")); // 11 digits: no GTIN length
});

Deno.test("a number with a barcode named on its line and a GS1 check digit is kept", () => {
  for (
    const line of [
      (n: string) => `Bådkartotek: GTIN-13 on the antifouling tin ${n} — bare en reference.`,
      (n: string) => `what's ${n} on the slip? that's the EAN on the box`,
      (n: string) => `Ticket 12: UPC-A shown as ${n} in the berth app, please reconcile.`,
    ]
  ) {
    const n = maestro13(true);
    assert.ok(luhnValid(n));
    kept(line(n));
  }
});

Deno.test("the same line without the check digit, with a card word, or a card length still goes", () => {
  const bad = maestro13(false);
  gone(`GTIN-13 on the antifouling tin ${bad} — reference only`, bad);
  const good = maestro13(true);
  gone(`GTIN-13 on the tin, paid by card ${good}`, good);
  const visa = cardNumber("4", 16);
  gone(`barcode sheet: ${visa}`, visa);
});

Deno.test("an IBAN whose account counts 1 to 0 is a sample; a drawn one still goes", () => {
  const sample = ibanOf("FR", "30004000031234567890143");
  kept(`Owner M. Laurent, IBAN ${sample.replace(/(.{4})(?!$)/g, "$1 ")}`);
  const json = { owner: { name: "M. Laurent", iban: sample, card: { last4: "4417" } } };
  assert.deepEqual(redactValue(json, "/result").value, json);
  const drawn = iban("FR", 27);
  assert.ok(!drawn.slice(4).includes("1234567890"));
  gone(`Owner M. Laurent, IBAN ${drawn}`, drawn);
});

Deno.test("a full-width clause mark ends a value as an ASCII one does", () => {
  const aws = "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY";
  kept(`艇の台帳：AWS example secret ${aws}。検査証と照合してください。`);
  kept(`记录：webhook secret whsec_••••••••••••3f9a（品质保证部确认）`);
  const key = rand(ALNUM, 20) + rand(DIGITS, 4);
  gone(`艇の台帳：secret key ${key}。検査証と照合してください。`, key);
  gone(`记录：api key ${key}，请勿外传。`, key);
});

Deno.test("Mollie's published test key is kept; a drawn test key goes", () => {
  kept(
    "Tekne dosyası: Mollie test key test_dHar4XY7LxsDOtmnkVtjNVWXLSlXsM, ruhsatla karşılaştırın.",
  );
  const key = `test_${rand(ALNUM, 30)}`;
  gone(`Tekne dosyası: Mollie test key ${key}, ruhsatla karşılaştırın.`, key);
});

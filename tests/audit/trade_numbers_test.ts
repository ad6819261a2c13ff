// Issue 13, redaction round red60: thirteen bare digits with a GS1 check digit (EAN-13, ISBN-13)
// are a product's or a book's number under any label but a password's, and no card unless their
// line names one. Numbers drawn at test time; the check digit computed here, not by src/.
import assert from "node:assert/strict";
import { redactValue } from "../../src/audit/redact.ts";
import { luhnValid } from "../../src/audit/checksums.ts";
import { gone, kept } from "./_gone_kept.ts";
import { DIGITS, rand } from "./fixtures/random.ts";

/** GS1 mod-10: weights 1 and 3 from the left over the first twelve digits. */
function withCheckDigit(twelve: string): string {
  let sum = 0;
  for (let i = 0; i < 12; i++) sum += Number(twelve[i]) * (i % 2 === 0 ? 1 : 3);
  return twelve + String((10 - (sum % 10)) % 10);
}

const ean = (prefix: string) => withCheckDigit(prefix + rand(DIGITS, 12 - prefix.length));
const wrongCheck = (n: string) => n.slice(0, 12) + String((Number(n[12]) + 1) % 10);

/** A GS1-valid number that also passes Luhn and carries a card prefix (a Visa or Maestro look). */
function cardLike(prefix: string): string {
  for (;;) {
    const n = ean(prefix);
    if (luhnValid(n)) return n;
  }
}

Deno.test("an ISBN-13 or EAN-13 under a connector's credential slot is kept", () => {
  const isbn = ean("978");
  kept(`connectors:\n  - name: books_feed\n    credential: "${isbn}"\n    every: 15m`);
  kept(`ts=2026-11-30T04:00:00Z connector=catalogue auth=${ean("40")} status=200`);
});

Deno.test("the same digits with a wrong check digit, or after a password word, still go", () => {
  const bad = wrongCheck(ean("978"));
  gone(`connectors:\n  - name: books_feed\n    credential: "${bad}"`, bad);
  const isbn = ean("978");
  gone(`kiosk admin password=${isbn}`, isbn);
});

Deno.test("a Luhn-valid EAN-13 as a barcode member is no card; on a card line it is", () => {
  const n = cardLike("50");
  const item = { items: [{ gtin: n, qty: 3 }] };
  assert.deepEqual(redactValue(item, "").value, item);
  gone(`Charged the visa ending in that number: ${n}`, n);
  const visaLook = cardLike("4");
  gone(`card: ${visaLook}`, visaLook);
});

Deno.test("a sixteen-digit card, or thirteen Luhn digits failing GS1, still go unlabelled", () => {
  const draw = (n: number, ok: (d: string) => boolean) => {
    for (;;) {
      const d = "4" + rand(DIGITS, n - 1);
      if (luhnValid(d) && ok(d)) return d;
    }
  };
  const sixteen = draw(16, () => true);
  gone(`Customer pasted ${sixteen} into the chat`, sixteen);
  const thirteen = draw(13, (d) => withCheckDigit(d.slice(0, 12)) !== d);
  gone(`Customer pasted ${thirteen} into the chat`, thirteen);
});

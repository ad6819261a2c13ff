import assert from "node:assert/strict";
import { redactText } from "../../src/audit/redact.ts";
import { cardNumber } from "./fixtures/random.ts";

Deno.test("published and synthetic test card numbers stay byte-identical", () => {
  for (
    const text of [
      "Stripe test card: 4242 4242 4242 4242, any CVC.",
      "Use 4111-1111-1111-1111 in the sandbox.",
      "Declined test: 4000 0000 0000 0002",
      "Amex test number 371449635398431 works in test mode.",
      "Mastercard 5555555555554444 (test)",
    ]
  ) assert.equal(redactText(text), text);
});

Deno.test("a Luhn-valid number labelled as an order, invoice, tracking or IMEI number is kept", () => {
  for (
    const label of ["Your order ", "Invoice no. ", "tracking number: ", "IMEI ", "Ref #"]
  ) {
    const text = `${label}${cardNumber("4", 16)} was updated.`;
    assert.equal(redactText(text), text);
  }
});

Deno.test("real-looking card numbers are still redacted, also next to order words", () => {
  const n = cardNumber("51", 16);
  assert.equal(redactText(`Card on file: ${n}`), "Card on file: [REDACTED:credit-card]");
  const csv = `order_id,customer,card\n1042,Ann,${n}`;
  assert.equal(redactText(csv), "order_id,customer,card\n1042,Ann,[REDACTED:credit-card]");
  // A card word on the line wins over the order label.
  const both = `Order ${n} paid by card`;
  assert.equal(redactText(both), "Order [REDACTED:credit-card] paid by card");
});

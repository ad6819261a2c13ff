// Issue 13, redaction round 58: kinds of code that make a value secret. An alarm engineer's or
// duress code and an override (a time lock's, a manager's) as JSON members; a recovery named
// before a bracketed aside ("BitLocker recovery (PC-07): …"); a fuel or fleet card under ISO
// 7812's petroleum digit 7. Examples written here, not copied from any set.
import assert from "node:assert/strict";
import { redactValue } from "../../src/audit/redact.ts";
import { gone, kept } from "./_gone_kept.ts";
import { cardNumber, cardNumberBadLuhn } from "./fixtures/random.ts";

const leafGone = (value: Record<string, unknown>, secret: string) => {
  const out = JSON.stringify(redactValue(value, "/arguments").value);
  assert.ok(!out.includes(secret), out);
};

Deno.test("an engineer's, a duress code and an override under their names go", () => {
  leafGone({ panel: { engineerCode: "40917733", model: "Premier 24" } }, "40917733");
  leafGone({ panel: { duress_code: "5521" } }, "5521");
  leafGone({ cit: { timeLockOverride: "4410-2297-3805", vault: "B" } }, "4410-2297-3805");
  leafGone({ till: { managerOverride: "804417" } }, "804417");
});

Deno.test("the same names holding no code, and an override of a setting, stay", () => {
  const a = { panel: { engineerCode: "see sealed envelope" } };
  assert.deepEqual(redactValue(a, "/arguments").value, a);
  const b = { pricing: { priceOverride: "1999", reason: "promo" } };
  assert.deepEqual(redactValue(b, "/arguments").value, b);
});

Deno.test("a recovery key after a bracketed aside goes; a locker's record number stays", () => {
  const groups = Array.from({ length: 8 }, (_, i) => String(104500 + i * 7919)).join("-");
  gone(`for the hub, BitLocker recovery (PC-07): ${groups}\n[22:42] ok`, groups);
  kept("Gym locker number (east wing): 4471-2209, key at reception.");
});

Deno.test("a fuel card of 16 to 19 digits under the petroleum digit goes on a card's line", () => {
  const a = cardNumber("707138", 19);
  gone(`Keys are in safe 2.\nfuel card (van 3): ${a}\nThanks`, a);
  const b = cardNumber("700012", 16);
  gone(`the fleet card for the yard truck is ${b}`, b);
});

Deno.test("a petroleum-digit number with a bad check digit or off a card's line stays", () => {
  kept(`fuel card (van 3): ${cardNumberBadLuhn("707138", 19)}`);
  kept(`Steam ID of the player: ${cardNumber("765611", 17)}`);
});

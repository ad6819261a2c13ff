// Issue 13, redaction round red95 P1 (guided by the benign changes of v54 and v57): a container
// number (ISO 6346) or an LEI (ISO 17442) whose own check digit holds is kept whichever rule found
// it; the same shapes with a wrong check digit or after a password word still go, and an IBAN or an
// AWS key id is no LEI.
// Examples written here (ISO 6346's own example box, Apple's and GLEIF's published LEIs); each kept
// one was changed by the base code (a6a78260).
import assert from "node:assert/strict";
import { gone, kept } from "./_gone_kept.ts";
import { legalEntityId } from "../../src/audit/checked_ids.ts";

const ASKED = "Nadia: anyone got the login bits for the quarantine container?\n";

Deno.test("P1: a container number or an LEI whose check digit holds is kept", () => {
  kept(`${ASKED}Owen: for the quarantine container it's CSQU3054383`);
  kept(`${ASKED}Owen: for the quarantine container it's MAEU6123458`);
  kept(
    "Prep sheet Leeds depot: Amira put the parent company key back in after the till swap -> " +
      "HWUPKR0MPOU8FGXBT394",
  );
  kept(
    "Prep sheet Leeds depot: Amira put the group key back in after the kiosk swap -> 5493001KJTIIGC8Y1R12",
  );
});

Deno.test("P1: a wrong check digit or a password word before it still goes", () => {
  gone(`${ASKED}Owen: for the quarantine container it's CSQU3054384`, "CSQU3054384");
  gone(
    "Prep sheet Leeds depot: Amira put the parent company key back in after the till swap -> " +
      "HWUPKR0MPOU8FGXBT395",
    "HWUPKR0MPOU8FGXBT395",
  );
  gone(
    "Prep sheet Leeds depot: after the kiosk swap Amira put the group password back in -> " +
      "5493001KJTIIGC8Y1R12",
    "5493001KJTIIGC8Y1R12",
  );
});

Deno.test("P1: an IBAN that also meets the LEI check, or an AWS key id, is no LEI", () => {
  assert.equal(legalEntityId("AT101904300000000086"), false);
  assert.equal(legalEntityId("AKIAQ7X2M4PLR9TZ3W84"), false);
  assert.equal(legalEntityId("5493001KJTIIGC8Y1R12"), true);
});

// Issue 13, redaction round red96 (guided by rtr7's and v39's JSON misses): a member named `pin`
// holding a password rather than digits (an online bank's or a console's alphanumeric PIN) is
// redacted whole; notes, a board's pin names, constants, versions and dates under the same name
// stay. Examples written here; each redacted value is left in clear by the base code.
import assert from "node:assert/strict";
import { redactValue } from "../../src/audit/redact.ts";

function redactedPaths(value: unknown): string[] {
  return redactValue(value, "").redacted.map((r) => r.path);
}

Deno.test("an alphanumeric PIN beside a login is redacted", () => {
  assert.deepEqual(redactedPaths({ bank: { user: "40917263", pin: "Kestrel.brook47_" } }), [
    "/bank/pin",
  ]);
  assert.deepEqual(redactedPaths({ console: { pin: "7QXRM2KD4P", url: "https://x.example" } }), [
    "/console/pin",
  ]);
  assert.deepEqual(redactedPaths({ portal: { app_pin: "wTfe-Hbkq-Lmzd" } }), ["/portal/app_pin"]);
});

Deno.test("notes, pin names, constants, versions and dates under pin stay", () => {
  const kept = [
    { engineer: { pin: "same as van" } },
    { bank: { pin: "(ask Maria)" } },
    { led: { pin: "GPIO_NUM_12" } },
    { led: { pin: "LED_BUILTIN" } },
    { sensor: { pin: "PA5_ADC12" } },
    { deps: { pin: "v2.14.1-rc3" } },
    { note: { pin: "2026-01-14T09:30" } },
    { tls: { pin: "E9CZ9INDbd+2eRQozYqqbQ2yXLVKB9+xcprMF+44U1g=" } },
    { map: { pin: "Dropped" } },
    { map: { pin: "bottomRight" } },
    { map: { pin: "Bottom-Right" } },
  ];
  for (const value of kept) assert.deepEqual(redactedPaths(value), [], JSON.stringify(value));
});

// Issue 13, redaction round red99 (guided by v30, v50, v66): a JSON member whose name says key,
// token or secret (`adminKey`, `licence_key`, `streamKey`) holding a key in dash groups. Examples
// written here, not copied from a set; each positive is left by the base code.
import assert from "node:assert/strict";
import { redactValue } from "../../src/audit/redact.ts";

function out(value: unknown): string {
  return JSON.stringify(redactValue(value, "/arguments").value);
}

Deno.test("a grouped key under a key, token or secret name is redacted", () => {
  for (
    const [v, secret] of [
      [{ obs: { channel: "Yard Cam", streamKey: "8h3m-wqpd-72kc-v5nr-tzhx" } }, "wqpd"],
      [{ cad: { seats: 2, licenceKey: "PLT-X58QD-MR41E-JJWAH-MVGTQ" } }, "X58QD"],
    ] as const
  ) assert.ok(!out(v).includes(secret), out(v));
});

Deno.test("UUIDs, settings' names, dates and names that are no secret's are kept", () => {
  for (
    const v of [
      { order: { idempotencyKey: "3f2b8c1e-9a4d-4e7b-b2c6-0d8e5f1a7c93" } },
      { ui: { localStorageKey: "app-settings-v3-user-4471" } },
      { build: { buildKey: "2026-11-22-nightly-build" } },
      { cache: { cacheKey: "user-4471-profile-v2-eu9" } },
      { shop: { sortKey: "aisle-7b-shelf-3c-bin-12" } },
      { kiosk: { model: "K2", adminKey: "TK-c19e4b7a" } },
    ]
  ) assert.equal(out(v), JSON.stringify(v));
});

// Issue 13, redaction round red85 (guided by v48's and v62's MFA counts): a number under a key that
// ends in a count word counts the secrets it names and is kept; a number under the secret's own name
// is still redacted. Examples written here, not copied from a set; each kept value is redacted by
// the base code.
import assert from "node:assert/strict";
import { redactValue } from "../../src/audit/redact.ts";

function redactedPaths(value: unknown): string[] {
  return redactValue(value, "").redacted.map((r) => r.path);
}

Deno.test("a number under a key naming a count of secrets is kept", () => {
  assert.deepEqual(redactedPaths({ account: { recoveryCodesLeft: 7 } }), []);
  assert.deepEqual(redactedPaths({ otp: { recovery_codes_issued: 10 } }), []);
  assert.deepEqual(redactedPaths({ "api-keys-issued": 12, "passwordResetsTotal": 2 }), []);
});

Deno.test("a number under the secret's own name is redacted, and a string under a count key is judged as before", () => {
  assert.deepEqual(redactedPaths({ door: { pin: 4821 } }), ["/door/pin"]);
  assert.deepEqual(redactedPaths({ mfa: { backupCode: 55102938 } }), ["/mfa/backupCode"]);
  const codes = "8f3k-2m9q 7x1p-4n6w 3c8v-9b2r";
  assert.deepEqual(redactedPaths({ mfa: { backupCodesLeft: codes } }), ["/mfa/backupCodesLeft"]);
});

// The two checks of the carrier-round tests: a secret is gone from the redacted text, or a benign
// look-alike comes back byte-identical.
import assert from "node:assert/strict";
import { redactText } from "../../src/audit/redact.ts";

export function gone(text: string, secret: string) {
  const out = redactText(text);
  assert.ok(!out.includes(secret), `still present in: ${out}`);
}

export function kept(text: string) {
  assert.equal(redactText(text), text);
}

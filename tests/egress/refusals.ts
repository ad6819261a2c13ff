/** Assertions that a call is refused with a given EgressError code (and message). */
import assert from "node:assert/strict";
import { EgressError, type EgressErrorCode } from "../../src/egress/policy.ts";

function check(code: EgressErrorCode, message?: RegExp) {
  return (err: unknown) => {
    assert.ok(err instanceof EgressError, `expected EgressError, got ${err}`);
    assert.equal(err.code, code, err.message);
    if (message) assert.match(err.message, message);
    return true;
  };
}

export function refused(code: EgressErrorCode, work: () => unknown, message?: RegExp): void {
  assert.throws(work, check(code, message));
}

export async function refusedAsync(
  code: EgressErrorCode,
  work: () => Promise<unknown>,
  message?: RegExp,
): Promise<void> {
  await assert.rejects(work, check(code, message));
}

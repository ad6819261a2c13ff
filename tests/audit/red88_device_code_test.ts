// Issue 13, redaction round red88 (guided by v44's, v64's, rtr5's and rtr7's JSON misses): a keypad
// code filed under the lock or alarm it opens is redacted whole, with the keypad's `*`/`#` and a
// combination's digit groups; the same names holding no keypad entry, and codes under names that
// say nothing of a lock, stay. Examples written here, not copied from a set; each redacted value
// is left in clear by the base code (checked against /work/base-3f9d2c14).
import assert from "node:assert/strict";
import { redactValue } from "../../src/audit/redact.ts";

function redactedPaths(value: unknown): string[] {
  return redactValue(value, "").redacted.map((r) => r.path);
}

Deno.test("a code under the device it opens, typed on a keypad, is redacted", () => {
  assert.deepEqual(redactedPaths({ lockbox: { combination: "3306-1274" } }), [
    "/lockbox/combination",
  ]);
  assert.deepEqual(redactedPaths({ alarmPanel: { installerCode: "4410#2290" } }), [
    "/alarmPanel/installerCode",
  ]);
  assert.deepEqual(redactedPaths({ alarme: { код: "508812" } }), ["/alarme/код"]);
  assert.deepEqual(redactedPaths({ garage_door_code: "*718342#" }), ["/garage_door_code"]);
  assert.deepEqual(redactedPaths({ site: { access: { "Tor/Tür": "55193#" } } }), [
    "/site/access/Tor~1Tür",
  ]);
});

Deno.test("the same names with no keypad entry, and codes under other names, stay", () => {
  const kept = [
    { keysafe: { combination: "ask the branch manager", model: "Supra C500" } },
    { alarm: { engineerCode: "********" } },
    { alarm: { zoneCode: "Z-OFFICE" } },
    { access: { door: "north entrance" } },
    { access: { gate: 2019 } },
    { order: { code: "4410-2290" } },
    { product: { combination: "1479-9544" } },
  ];
  for (const value of kept) assert.deepEqual(redactedPaths(value), [], JSON.stringify(value));
});

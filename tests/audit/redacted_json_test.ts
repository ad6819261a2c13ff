// The scan of a redacted copy reuses the serialisation redaction planned with, when redaction
// changed nothing: that text must be exactly what serialising the copy gives.
import assert from "node:assert/strict";
import { redactValue } from "../../src/audit/redact.ts";
import { keptRedactedJson } from "../../src/audit/shared_pass.ts";

/** Ten strings or more, so redaction plans over the whole serialisation. */
function rows(extra: Record<string, unknown>): unknown {
  const list = Array.from({ length: 10 }, (_, i) => ({ title: `row ${i} is fine`, n: i }));
  return { list, ...extra };
}

function deep(depth: number): unknown {
  let v: unknown = { leaf: "the bottom of a deep value" };
  for (let i = 0; i < depth; i++) v = { next: v };
  return v;
}

const sparse: unknown[] = ["a string long enough", , "another string here"]; // a hole

const CASES: Array<[string, unknown]> = [
  ["plain rows", rows({})],
  ["a Date (toJSON)", rows({ at: new Date(0) })],
  ["a custom toJSON", rows({ x: { toJSON: () => "replaced by toJSON" } })],
  ["a boxed string", rows({ s: new String("boxed") })],
  ["a Map", rows({ m: new Map([["k", "v"]]) })],
  ["nesting past the depth limit", rows({ d: deep(230) })],
  ["undefined, NaN, a function", rows({ u: undefined, n: NaN, f: () => 1 })],
  ["a __proto__ member", rows(JSON.parse('{"__proto__": {"polluted": "yes, in a string"}}'))],
  ["a sparse array", rows({ sparse })],
  ["JSON in a string", rows({ text: JSON.stringify({ a: "b", list: [1, 2, 3] }, null, 2) })],
  ["integer-like keys", rows({ o: { b: "second key", 2: "two", 1: "one" } })],
];

Deno.test("kept serialisation: equal to JSON.stringify of the copy whenever it is kept", () => {
  let kept = 0;
  for (const [name, value] of CASES) {
    const { value: copy, redacted } = redactValue(value, "/result");
    const json = keptRedactedJson(copy);
    if (json === undefined) continue;
    kept++;
    assert.equal(redacted.length, 0, name);
    assert.equal(json, JSON.stringify(copy), name);
  }
  assert.ok(kept >= 6, `only ${kept} cases kept a serialisation`);
});

Deno.test("kept serialisation: none when something was redacted or serialising differs", () => {
  const secret = rows({ password: "hunter2-but-longer" });
  assert.equal(keptRedactedJson(redactValue(secret, "/result").value), undefined);
  for (const name of ["a custom toJSON", "a boxed string", "nesting past the depth limit"]) {
    const value = CASES.find(([n]) => n === name)![1];
    assert.equal(keptRedactedJson(redactValue(value, "/result").value), undefined, name);
  }
});

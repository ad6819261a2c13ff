/** Argument validation against untrusted upstream schemas, including hostile ones. */
import assert from "node:assert/strict";
import { ArgumentValidator, describeErrors } from "../../src/gate/validate_args.ts";
import { safePattern, sanitizeSchema } from "../../src/gate/schema_guard.ts";

const FORECAST = {
  type: "object",
  properties: {
    city: { type: "string", minLength: 1 },
    days: { type: "integer", minimum: 1, maximum: 7 },
    "a/b": { type: "string" },
  },
  required: ["city", "days"],
  additionalProperties: false,
};

Deno.test("validation: valid arguments pass; failures name the pointer and the rule", () => {
  const v = new ArgumentValidator();
  assert.deepEqual(v.check("f", FORECAST, { city: "Lisbon", days: 3 }), { ok: true });
  const res = v.check("f", FORECAST, { days: 9, extra: 1, "a/b": 5 });
  assert.equal(res.ok, false);
  const message = (res as { message: string }).message;
  assert.match(message, /\/city: required property is missing \(rule: required\)/);
  assert.match(message, /\/days: 9 is greater than 7\. \(rule: maximum\)/);
  assert.match(message, /\/a~1b: .*\(rule: type\)/);
  assert.equal(message.split("; ").length, 3, "at most three problems are reported");
  const extra = v.check("f", FORECAST, { city: "x", days: 1, extra: true });
  assert.match(
    (extra as { message: string }).message,
    /\/extra: this property is not allowed \(rule: additionalProperties\)/,
  );
});

Deno.test("validation: nested pointers and the root", () => {
  const v = new ArgumentValidator();
  const schema = {
    type: "object",
    properties: {
      items: { type: "array", items: { type: "object", properties: { n: { type: "number" } } } },
    },
  };
  const res = v.check("n", schema, { items: [{ n: 1 }, { n: "x" }] });
  assert.match((res as { message: string }).message, /^\/items\/1\/n: .*\(rule: type\)/);
  const root = v.check("r", { type: "object", minProperties: 2 }, { a: 1 });
  assert.match(
    (root as { message: string }).message,
    /^\(the arguments object\): .*\(rule: minProperties\)/,
  );
  assert.equal(describeErrors([]), "(the arguments object): does not match the input schema");
});

Deno.test("hostile schemas: recursion, broken regexes, bad refs and junk are skipped, not thrown", () => {
  const v = new ArgumentValidator();
  const cases: unknown[] = [
    { $ref: "#" },
    { type: "object", properties: { s: { type: "string", pattern: "(" } } },
    { $ref: "#/$defs/missing" },
    "not a schema",
    [1, 2],
    null,
  ];
  cases.forEach((schema, i) => {
    const res = v.check(`h${i}`, schema, { s: "a" });
    assert.notEqual(res.ok, false, `case ${i} must not refuse the call: ${JSON.stringify(res)}`);
  });
  let deep: Record<string, unknown> = { type: "string" };
  for (let i = 0; i < 200; i++) deep = { type: "object", properties: { x: deep } };
  assert.equal(v.check("deep", deep, {}).ok, "skipped");
  const huge = { type: "object", description: "x".repeat(300_000) };
  assert.equal(v.check("huge", huge, {}).ok, "skipped");
  assert.equal(v.check("true", true, { any: 1 }).ok, true);
  assert.equal(v.check("false", false, {}).ok, false);
});

Deno.test("hostile schemas: catastrophic patterns are dropped, safe ones enforced", () => {
  const evil = { type: "object", properties: { s: { type: "string", pattern: "^(a+)+$" } } };
  const started = performance.now();
  const res = new ArgumentValidator().check("evil", evil, { s: "a".repeat(40) + "!" });
  assert.equal(res.ok, true, "the dangerous rule is not applied (the upstream validates)");
  assert.ok(performance.now() - started < 1000);
  const safe = { type: "object", properties: { s: { type: "string", pattern: "^[a-z]+$" } } };
  assert.equal(new ArgumentValidator().check("safe", safe, { s: "ABC" }).ok, false);
  for (
    const p of ["^(a+)+$", "(a|aa)*", "(\\w+\\s?)*$", "(x{1,3}){2,}", "(a)\\1", "x".repeat(600)]
  ) {
    assert.equal(safePattern(p), false, p);
  }
  for (const p of ["^[a-z0-9-]+$", "^(?:abc)+$", "^\\d{4}-\\d{2}$", "(ab)?c", "[(a+)+]"]) {
    assert.equal(safePattern(p), true, p);
  }
  const cleaned = sanitizeSchema({
    properties: { pattern: { type: "string", pattern: "(a+)+" } },
    patternProperties: { "(b+)+": { type: "string" }, "^x$": { type: "number" } },
  }) as {
    properties: { pattern: Record<string, unknown> };
    patternProperties: Record<string, unknown>;
  };
  assert.deepEqual(
    cleaned.properties.pattern,
    { type: "string" },
    "a property named pattern survives",
  );
  assert.deepEqual(Object.keys(cleaned.patternProperties), ["^x$"]);
});

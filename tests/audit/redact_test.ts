import assert from "node:assert/strict";
import { redactText, redactValue } from "../../src/audit/redact.ts";
import { TEXT_RULES } from "../../src/audit/text_scan.ts";
import { secretPositives } from "./fixtures/secret_positives.ts";
import { ALNUM, cardNumber, password, rand, svcKey, svcKeyBadChecksum } from "./fixtures/random.ts";

Deno.test("every text rule has positives, and each is redacted under its own rule id", () => {
  const cases = secretPositives();
  const ids = new Set(cases.map((c) => c.rule));
  for (const rule of TEXT_RULES) assert.ok(ids.has(rule.id), `no fixture for ${rule.id}`);
  for (const c of cases) {
    const { value, redacted } = redactValue(c.text, "/result");
    for (const s of c.secrets) {
      assert.ok(!(value as string).includes(s), `${c.rule} leaked: ${c.text}`);
    }
    // JSON text is redacted value by value: a generic key-name hit is named by the key rule.
    const generic = c.rule === "sensitive-assignment" && /^\s*[{\[]/.test(c.text);
    assert.ok(
      redacted.some((r) => r.rule === c.rule || (generic && r.rule === "sensitive-key")),
      `${c.rule} not named: ${JSON.stringify(redacted)}`,
    );
    assert.ok((value as string).includes(`[REDACTED:`), "marker present");
  }
});

Deno.test("redaction entries never carry the value and use the base path", () => {
  const key = "ghp_" + rand(ALNUM, 36);
  const { redacted } = redactValue({ text: `token ${key}` }, "/arguments");
  assert.deepEqual(redacted, [{
    path: "/arguments/text",
    rule: "github-token",
    category: "secret",
  }]);
  assert.ok(!JSON.stringify(redacted).includes(key));
});

Deno.test("two secrets in one string give two entries with the same path", () => {
  const text = `a ${svcKey()} b ${"npm_" + rand(ALNUM, 36)}`;
  const { value, redacted } = redactValue({ s: text }, "");
  assert.deepEqual(redacted.map((r) => [r.path, r.rule]), [["/s", "toolgate-api-key"], [
    "/s",
    "npm-token",
  ]]);
  assert.equal((value as { s: string }).s, "a [REDACTED:toolgate-api-key] b [REDACTED:npm-token]");
});

Deno.test("svc_ keys need a correct CRC32 checksum", () => {
  assert.equal(redactText(svcKey()), "[REDACTED:toolgate-api-key]");
  const bad = svcKeyBadChecksum();
  assert.equal(redactText(bad), bad);
});

Deno.test("JSON Pointer escaping of ~ and / in keys", () => {
  const pw = password();
  const { redacted } = redactValue({ "a/b": { "~password": pw } }, "/arguments");
  assert.deepEqual(redacted.map((r) => r.path), ["/arguments/a~1b/~0password"]);
});

Deno.test("nested arrays are walked with index tokens", () => {
  const key = "npm_" + rand(ALNUM, 36);
  const { value, redacted } = redactValue([[1, [key]], { x: [{ y: key }] }], "/result");
  assert.deepEqual(redacted.map((r) => r.path), ["/result/0/1/0", "/result/1/x/0/y"]);
  assert.deepEqual(value, [[1, ["[REDACTED:npm-token]"]], { x: [{ y: "[REDACTED:npm-token]" }] }]);
});

Deno.test("redactValue does not mutate its input", () => {
  const input = { headers: { authorization: "Bearer abc" }, list: ["x", { password: "hunter22" }] };
  const snapshot = structuredClone(input);
  const { value } = redactValue(input, "");
  assert.deepEqual(input, snapshot);
  assert.notEqual(value, input);
  assert.equal((value as typeof input).headers.authorization, "[REDACTED:sensitive-key]");
});

Deno.test("sensitive keys: strings and numbers redacted; empty, booleans, null kept; objects walked", () => {
  const { value, redacted } = redactValue({
    password: "hunter22",
    otp: 123456,
    token: "",
    secret: true,
    api_key: null,
    credentials: { username: "svc", password: "x" },
    max_tokens: 4096,
  }, "");
  assert.deepEqual(value, {
    password: "[REDACTED:sensitive-key]",
    otp: "[REDACTED:sensitive-key]",
    token: "",
    secret: true,
    api_key: null,
    credentials: { username: "svc", password: "[REDACTED:sensitive-key]" },
    max_tokens: 4096,
  });
  assert.deepEqual(redacted.map((r) => r.category), ["key-name", "key-name", "key-name"]);
});

Deno.test("a provider token under a sensitive key is named by the provider rule", () => {
  const gh = "ghp_" + rand(ALNUM, 36);
  const { value, redacted } = redactValue({ Authorization: `token ${gh}` }, "");
  assert.deepEqual(value, { Authorization: "[REDACTED:github-token]" });
  assert.deepEqual(redacted, [{
    path: "/Authorization",
    rule: "github-token",
    category: "secret",
  }]);
});

Deno.test("card numbers as JSON numbers are redacted as pii; Luhn-invalid ones are kept", () => {
  const n = Number(cardNumber("4", 16));
  const { value, redacted } = redactValue({ a: n, b: n + 1 }, "");
  assert.deepEqual(value, { a: "[REDACTED:credit-card]", b: n + 1 });
  assert.deepEqual(redacted, [{ path: "/a", rule: "credit-card", category: "pii" }]);
});

Deno.test("known IBAN and card examples", () => {
  assert.equal(redactText("GB78 XABC 1016 1234 5678 91"), "[REDACTED:iban]");
  assert.equal(redactText("GB78 XABC 1016 1234 5678 92"), "GB78 XABC 1016 1234 5678 92");
  // The registry's published sample (round 4) is documentation, like the test card numbers.
  assert.equal(redactText("GB82 WEST 1234 5698 7654 32"), "GB82 WEST 1234 5698 7654 32");
  assert.equal(redactText("pay 4012 8812 3456 7890 now"), "pay [REDACTED:credit-card] now");
  assert.equal(redactText("pay 4111 1111 1111 1112 now"), "pay 4111 1111 1111 1112 now");
});

Deno.test("non-JSON and hostile inputs do not throw", () => {
  let deep: unknown = { password: "deep-secret-1" };
  for (let i = 0; i < 5000; i++) deep = [deep];
  const { value, redacted } = redactValue(deep, "/result");
  assert.ok(!JSON.stringify(value).includes("deep-secret-1"));
  assert.equal(redacted.length, 1);
  assert.deepEqual(redactValue(undefined, "").value, undefined);
  assert.deepEqual(redactValue(new Date(0), "").value, "1970-01-01T00:00:00.000Z");
  const long = "password=".repeat(50_000) + "x".repeat(300_000);
  assert.equal(typeof redactValue(long, "").value, "string");
});

Deno.test("values with many strings (planned scan) redact the one string that needs it", () => {
  const key = "npm_" + rand(ALNUM, 36);
  const rows = Array.from({ length: 50 }, (_, i) => ({ id: i, name: `row ${i}`, note: "plain" }));
  rows[37].note = `publish with ${key}`;
  const { value, redacted } = redactValue({ rows, card: "4012-8812-3456-7890" }, "/result");
  assert.deepEqual(redacted.map((r) => r.path), ["/result/rows/37/note", "/result/card"]);
  assert.ok(!JSON.stringify(value).includes(key));
});

Deno.test("a __proto__ member stays an own property", () => {
  const input = JSON.parse('{"__proto__": {"password": "hunter22"}, "a": 1}');
  const { value, redacted } = redactValue(input, "");
  assert.equal(
    JSON.stringify(value),
    '{"__proto__":{"password":"[REDACTED:sensitive-key]"},"a":1}',
  );
  assert.equal(Object.getPrototypeOf(value), Object.prototype);
  assert.deepEqual(redacted.map((r) => r.path), ["/__proto__/password"]);
});

import assert from "node:assert/strict";
import { capJson, MAX_STORED_BYTES, utf8Bytes } from "../../src/audit/cap.ts";

const bytesOf = (v: unknown) => new TextEncoder().encode(JSON.stringify(v)).length;

/** A JSON string value whose serialisation is exactly `n` bytes (quotes included). */
function stringOfBytes(n: number): string {
  return "a".repeat(n - 2);
}

interface Truncated {
  truncated: true;
  originalBytes: number;
  preview: string;
}

Deno.test("exactly MAX_STORED_BYTES is kept, one byte more is truncated", () => {
  assert.equal(MAX_STORED_BYTES, 65536);
  const fits = stringOfBytes(65536);
  assert.equal(bytesOf(fits), 65536);
  assert.deepEqual(capJson(fits), { value: fits, truncated: false });
  const over = stringOfBytes(65537);
  const { value, truncated } = capJson(over);
  assert.equal(truncated, true);
  const t = value as Truncated;
  assert.equal(t.truncated, true);
  assert.equal(t.originalBytes, 65537);
  assert.ok(bytesOf(t) <= 65536);
  assert.ok(over.startsWith(JSON.parse(`"${t.preview.slice(1)}"`)));
  assert.ok(bytesOf(t) > 65536 - 16, "preview uses the budget");
});

Deno.test("objects keep their identity when under the cap; undefined becomes null", () => {
  const obj = { a: [1, 2, { b: "c" }] };
  assert.equal(capJson(obj).value, obj);
  assert.deepEqual(capJson(undefined), { value: null, truncated: false });
});

Deno.test("multibyte characters are never split and escaping never overflows", () => {
  const samples = ["é", "€", "😀", '"', "\\", "\n", "\u0001", 'a😀b"\\\u0002é'];
  for (const unit of samples) {
    for (const max of [100, 101, 102, 103, 1000, 4097]) {
      const value = { text: unit.repeat(max) };
      const { value: out, truncated } = capJson(value, max);
      assert.equal(truncated, true);
      const t = out as Truncated;
      assert.ok(bytesOf(t) <= max, `${JSON.stringify(unit)} at ${max}: ${bytesOf(t)}`);
      assert.ok(!/[\uD800-\uDBFF]$/.test(t.preview), "no dangling high surrogate");
      assert.ok(JSON.stringify(value).startsWith(t.preview));
      assert.equal(t.originalBytes, bytesOf(value));
    }
  }
});

Deno.test("result JSON is valid and bounded for a large nested value", () => {
  const big = { rows: Array.from({ length: 5000 }, (_, i) => ({ i, name: `név ${i} 😀` })) };
  const { value, truncated } = capJson(big);
  assert.equal(truncated, true);
  const text = JSON.stringify(value);
  assert.ok(utf8Bytes(text) <= MAX_STORED_BYTES);
  assert.deepEqual(Object.keys(JSON.parse(text)), ["truncated", "originalBytes", "preview"]);
});

Deno.test("tiny limits and unserialisable values", () => {
  assert.deepEqual(capJson("x".repeat(100), 10), { value: null, truncated: true });
  const cyclic: Record<string, unknown> = {};
  cyclic.self = cyclic;
  const { value, truncated } = capJson(cyclic);
  assert.equal(truncated, true);
  assert.deepEqual(value, { truncated: true, originalBytes: null, preview: "" });
});

Deno.test("utf8Bytes matches TextEncoder", () => {
  for (const s of ["", "abc", "é€😀", "\uD800x", "x\uDC00", "\u2028"]) {
    assert.equal(utf8Bytes(s), new TextEncoder().encode(s).length, JSON.stringify(s));
  }
});

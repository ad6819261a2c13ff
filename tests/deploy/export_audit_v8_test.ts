/** The exporter's V8 reader against what Deno's own V8 writes (format version 16). */
import assert from "node:assert/strict";
import { serialize } from "node:v8";
import { decodeV8 } from "../../scripts/export_audit_v8.mjs";

Deno.test("[deploy] decodeV8 reads every JSON-like value Deno serializes", () => {
  const values: unknown[] = [
    null,
    true,
    false,
    0,
    -1,
    2 ** 30,
    -(2 ** 31),
    2 ** 40,
    1.5,
    -0.25,
    "",
    "plain ascii",
    "latin-1 é ü",
    "日本語 and emoji 🎉",
    [],
    [1, "two", [3], { four: 4 }],
    { a: 1, nested: { deep: ["x", null, true] }, "1": "numeric key", "": "empty key" },
    { arguments: { text: "x".repeat(70_000) }, redacted: [{ path: "/a", rule: "r" }] },
  ];
  for (const v of values) {
    assert.deepEqual(decodeV8(serialize(v)), v, JSON.stringify(v)?.slice(0, 80));
  }
  assert.equal(decodeV8(serialize(undefined)), undefined);
  assert.deepEqual(decodeV8(serialize({ u: undefined })), { u: undefined });
});

Deno.test("[deploy] decodeV8 refuses what it does not know, and truncated input", () => {
  assert.throws(() => decodeV8(serialize(new Date(0))), /unsupported V8 tag 0x44/);
  assert.throws(() => decodeV8(serialize(new Map())), /unsupported V8 tag/);
  const whole = serialize({ a: "abcdef" });
  assert.throws(() => decodeV8(whole.subarray(0, whole.length - 4)), /truncated V8 value/);
  assert.throws(() => decodeV8(new Uint8Array([1, 2])), /not a V8-serialized value/);
});

Deno.test("[deploy] decodeV8 reads the bytes Deno KV stores (format version 16)", async () => {
  const { DatabaseSync } = await import("node:sqlite");
  const dir = await Deno.makeTempDir({ prefix: "toolgate_v8_" });
  const value = { s: "héllo 日本", n: 2 ** 40, f: -0.25, i: -7, list: [1, { k: null }], t: true };
  const kv = await Deno.openKv(`${dir}/kv.sqlite3`);
  await kv.set(["v"], value);
  kv.close();
  const db = new DatabaseSync(`${dir}/kv.sqlite3`, { readOnly: true });
  const raw = db.prepare("select v from kv").get() as { v: Uint8Array };
  db.close();
  assert.equal(raw.v[1], 16, "the format version Deno 2.9.6 writes");
  assert.deepEqual(decodeV8(raw.v), value);
  await Deno.remove(dir, { recursive: true });
});

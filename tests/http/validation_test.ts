import assert from "node:assert/strict";
import { call, type Harness, harness, seedTools, tenant } from "./_helpers.ts";

const BAD_INTEGERS = [
  "1e1",
  "0x10",
  "10.0",
  "%2B5", // "+5"
  "+5", // a form-encoded space: " 5"
  "-1",
  "%205",
  "5%20",
  "",
  "05",
  "five",
  "1_0",
  "９", // a full-width digit
  "9".repeat(30),
];

async function expect400(h: Harness, key: string, path: string, field: string) {
  const res = await call(h, path, { key });
  assert.equal(res.status, 400, path);
  assert.equal(res.json.error, "invalid_request", path);
  assert.ok(
    res.json.message.includes(`"${field}"`),
    `${path}: "${res.json.message}" names ${field}`,
  );
}

async function expect200(h: Harness, key: string, path: string) {
  const res = await call(h, path, { key });
  assert.equal(res.status, 200, `${path}: ${res.text}`);
  return res.json;
}

Deno.test("integer parameters accept only in-range base-10 whole numbers", async () => {
  const h = await harness({ now: () => Date.UTC(2026, 10, 21, 12) });
  const { key } = await tenant(h, { planOverride: { apiPerMinute: 10_000 } });
  const params: [string, string, number, number][] = [
    ["/activity", "limit", 1, 200],
    ["/tools", "limit", 1, 500],
    ["/tools", "offset", 0, 100_000],
  ];
  for (const [path, name, min, max] of params) {
    for (const bad of [...BAD_INTEGERS, String(min - 1), String(max + 1), String(max * 10)]) {
      await expect400(h, key, `${path}?${name}=${bad}`, name);
    }
    await expect400(h, key, `${path}?${name}=${min}&${name}=${min}`, name);
    await expect200(h, key, `${path}?${name}=${min}`);
    await expect200(h, key, `${path}?${name}=${max}`);
  }
  h.deps.kv.close();
});

Deno.test("defaults apply when integer parameters are absent", async () => {
  const h = await harness();
  const { account, key } = await tenant(h);
  await seedTools(h.deps, account.id, "notes", Array.from({ length: 130 }, (_, i) => `t${i}`));
  const page = await expect200(h, key, "/tools");
  assert.equal(page.data.length, 100);
  assert.equal(page.nextOffset, 100);
  h.deps.kv.close();
});

Deno.test("boolean parameters accept only the literals true and false", async () => {
  const h = await harness();
  const { key } = await tenant(h);
  for (const [path, name] of [["/tools", "schema"], ["/clients", "active"]]) {
    for (const bad of ["True", "TRUE", "1", "0", "yes", "on", "", "false%20", "t"]) {
      await expect400(h, key, `${path}?${name}=${bad}`, name);
    }
    await expect400(h, key, `${path}?${name}=true&${name}=true`, name);
    await expect200(h, key, `${path}?${name}=true`);
    await expect200(h, key, `${path}?${name}=false`);
  }
  h.deps.kv.close();
});

Deno.test("an activity cursor must be exactly a nextCursor and a real instant", async () => {
  const h = await harness();
  const { key } = await tenant(h);
  const bad = [
    "2026-11-21T12:00:00Z",
    "2026-11-21T12:00:00.0Z",
    "2026-11-21T12:00:00.000%2B00:00",
    "2026-11-21T12:00:00.000",
    "2026-11-21%2012:00:00.000Z",
    "2026-02-30T00:00:00.000Z",
    "2026-11-21T24:00:00.000Z",
    "2026-13-01T00:00:00.000Z",
    "1795262400000",
    "",
    "+2026-11-21T12:00:00.000Z",
  ];
  for (const cursor of bad) await expect400(h, key, `/activity?cursor=${cursor}`, "cursor");
  await expect400(
    h,
    key,
    "/activity?cursor=2026-11-21T12:00:00.000Z&cursor=2026-11-21T12:00:00.000Z",
    "cursor",
  );
  await expect200(h, key, "/activity?cursor=2026-11-21T12:00:00.000Z");
  h.deps.kv.close();
});

Deno.test("enum and string filters refuse empty, repeated and unknown values", async () => {
  const h = await harness();
  const { key } = await tenant(h);
  for (const bad of ["ENABLED", "on", "", "enabled&status=enabled"]) {
    await expect400(h, key, `/servers?status=${bad}`, "status");
  }
  for (
    const [path, name] of [["/servers", "category"], ["/activity", "client"], ["/tools", "server"]]
  ) {
    await expect400(h, key, `${path}?${name}=`, name);
    await expect400(h, key, `${path}?${name}=a&${name}=b`, name);
    await expect400(h, key, `${path}?${name}=${"x".repeat(201)}`, name);
  }
  const pending = await expect200(h, key, "/servers?status=pending");
  assert.deepEqual(pending.data.map((s: { slug: string }) => s.slug), ["vault"]);
  h.deps.kv.close();
});

Deno.test("unknown query parameters are ignored", async () => {
  const h = await harness();
  const { key } = await tenant(h);
  await expect200(h, key, "/usage?foo=bar&limit=nonsense");
  const page = await expect200(h, key, "/activity?limit=5&LIMIT=0&page=2");
  assert.deepEqual(page.data, []);
  h.deps.kv.close();
});

Deno.test("PATCH body must be a JSON object with exactly one boolean enabled", async () => {
  const h = await harness();
  const { key } = await tenant(h);
  const json = { "content-type": "application/json" };
  const bad: [string | undefined, Record<string, string>, RegExp][] = [
    [undefined, {}, /enabled/],
    ["{}", {}, /"enabled"/],
    ["{bad", json, /Malformed JSON/],
    ['{"enabled": true}', { "content-type": "text/plain" }, /Content-Type/],
    ["null", json, /JSON object/],
    ["[]", json, /JSON object/],
    ["true", json, /JSON object/],
    ['"enabled"', json, /JSON object/],
    ['{"enabled": "true"}', json, /"enabled"/],
    ['{"enabled": 1}', json, /"enabled"/],
    ['{"enabled": null}', json, /"enabled"/],
    ['{"enabled": true, "name": "x"}', json, /"name"/],
    ['{"Enabled": true}', json, /"Enabled"|"enabled"/],
    [`{"enabled": true, "pad": "${"x".repeat(5000)}"}`, json, /too large/],
  ];
  for (const [body, headers, message] of bad) {
    const res = await call(h, "/servers/weather", { key, method: "PATCH", body, headers });
    assert.equal(res.status, 400, `${body?.slice(0, 40)}: ${res.text}`);
    assert.equal(res.json.error, "invalid_request");
    assert.match(res.json.message, message, body?.slice(0, 40));
  }
  const ok = await call(h, "/servers/weather", { key, method: "PATCH", body: { enabled: true } });
  assert.equal(ok.status, 200);
  assert.equal(ok.json.status, "enabled");
  h.deps.kv.close();
});

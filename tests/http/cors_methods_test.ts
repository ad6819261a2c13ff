import assert from "node:assert/strict";
import { call, harness, tenant } from "./_helpers.ts";
import { createLogger } from "../../src/lib/log.ts";

const EXPOSED = ["X-RateLimit-Limit", "X-RateLimit-Remaining", "X-RateLimit-Reset", "Retry-After"];

function assertCors(headers: Headers, label: string) {
  assert.equal(headers.get("access-control-allow-origin"), "*", label);
  assert.equal(headers.get("access-control-allow-credentials"), null, label);
  const exposed = (headers.get("access-control-expose-headers") ?? "").split(",");
  for (const h of EXPOSED) assert.ok(exposed.includes(h), `${label}: exposes ${h}`);
}

/** A KV whose list() fails like a broken disk; everything else is the real KV. */
function failingListKv(real: Deno.Kv): Deno.Kv {
  return new Proxy(real, {
    get(target, prop) {
      if (prop === "list") {
        return () => {
          throw new Error("sqlite I/O failure at /var/lib/toolgate/secret.sqlite3");
        };
      }
      const v = Reflect.get(target, prop);
      return typeof v === "function" ? v.bind(target) : v;
    },
  });
}

Deno.test("CORS headers are on 200, 400, 401, 404, 405, 429 and 500 answers", async () => {
  const lines: string[] = [];
  const real = await Deno.openKv(":memory:");
  const h = await harness({ kv: real });
  const broken = await harness({
    kv: failingListKv(real),
    log: createLogger("error", (l) => lines.push(l)),
  });
  const { key } = await tenant(h, { planOverride: { apiPerMinute: 5 } });
  const origin = { origin: "https://app.example.org" };
  const answers: [number, Awaited<ReturnType<typeof call>>][] = [
    [200, await call(h, "/usage", { key, headers: origin })],
    [400, await call(h, "/tools?limit=0", { key, headers: origin })],
    [401, await call(h, "/usage", { headers: origin })],
    [404, await call(h, "/nowhere", { key, headers: origin })],
    [405, await call(h, "/usage", { key, method: "DELETE", headers: origin })],
    [500, await call(broken, "/servers", { key, headers: origin })],
  ];
  for (let i = 0; i < 3; i++) await call(h, "/usage", { key });
  answers.push([429, await call(h, "/usage", { key, headers: origin })]);
  for (const [status, res] of answers) {
    assert.equal(res.status, status);
    assertCors(res.headers, String(status));
    assert.ok(res.headers.get("content-type")?.startsWith("application/json"), String(status));
    if (status === 200) continue;
    assert.equal(typeof res.json.error, "string");
    assert.equal(typeof res.json.message, "string");
  }
  const serverError = answers.find(([s]) => s === 500)![1];
  assert.deepEqual(serverError.json, {
    error: "server_error",
    message: "Unexpected server error; retry with backoff",
  });
  assert.equal(serverError.headers.get("x-ratelimit-limit"), "5", "a 500 after auth is metered");
  assert.ok(!serverError.text.includes("sqlite") && !serverError.text.includes("/var/lib"));
  assert.ok(lines.some((l) => l.includes("sqlite I/O failure")), "the cause is logged, not sent");
  real.close();
});

Deno.test("preflight answers 204 with methods, headers, max-age 600 and Allow", async () => {
  const h = await harness();
  const res = await call(h, "/servers/notes", {
    method: "OPTIONS",
    headers: {
      origin: "https://app.example.org",
      "access-control-request-method": "PATCH",
      "access-control-request-headers": "authorization, content-type",
    },
  });
  assert.equal(res.status, 204);
  assert.equal(res.headers.get("access-control-allow-origin"), "*");
  assert.equal(res.headers.get("access-control-allow-methods"), "GET,HEAD,PATCH,OPTIONS");
  assert.equal(res.headers.get("access-control-allow-headers"), "Authorization,Content-Type");
  assert.equal(res.headers.get("access-control-max-age"), "600");
  assert.equal(res.headers.get("allow"), "GET, HEAD, PATCH, OPTIONS");
  const usage = await call(h, "/usage", {
    method: "OPTIONS",
    headers: { origin: "https://x.org" },
  });
  assert.equal(usage.status, 204);
  assert.equal(usage.headers.get("allow"), "GET, HEAD, OPTIONS");
  h.deps.kv.close();
});

Deno.test("unpublished verbs on known paths are 405 with Allow; unknown paths 404", async () => {
  const h = await harness();
  const { key } = await tenant(h);
  const cases: [string, string, string][] = [
    ["POST", "/activity", "GET, HEAD, OPTIONS"],
    ["PUT", "/servers", "GET, HEAD, OPTIONS"],
    ["DELETE", "/servers/notes", "GET, HEAD, PATCH, OPTIONS"],
    ["POST", "/servers/notes", "GET, HEAD, PATCH, OPTIONS"],
    ["PATCH", "/tools", "GET, HEAD, OPTIONS"],
    ["DELETE", "/usage", "GET, HEAD, OPTIONS"],
    ["PUT", "/clients", "GET, HEAD, OPTIONS"],
    ["POST", "/openapi.json", "GET, HEAD, OPTIONS"],
    ["DELETE", "/docs", "GET, HEAD, OPTIONS"],
  ];
  for (const [method, path, allow] of cases) {
    const res = await call(h, path, { key, method });
    assert.equal(res.status, 405, `${method} ${path}`);
    assert.equal(res.json.error, "method_not_allowed");
    assert.equal(res.headers.get("allow"), allow, `${method} ${path}`);
  }
  for (const path of ["", "/", "/activity/", "/servers/a/b", "/v2/usage", "/usage.json"]) {
    const res = await call(h, path, { key });
    assert.equal(res.status, 404, path);
    assert.equal(res.json.error, "not_found");
    assert.equal(res.headers.get("access-control-allow-origin"), "*");
  }
  h.deps.kv.close();
});

Deno.test("HEAD is served wherever GET is, with headers and no body", async () => {
  const h = await harness();
  const { key } = await tenant(h);
  const res = await call(h, "/servers", { key, method: "HEAD" });
  assert.equal(res.status, 200);
  assert.equal(res.text, "");
  assert.equal(res.headers.get("x-ratelimit-limit"), "120");
  assert.equal((await call(h, "/servers", { method: "HEAD" })).status, 401);
  h.deps.kv.close();
});

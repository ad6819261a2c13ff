import assert from "node:assert/strict";
import { fileURLToPath as fromFileUrl } from "node:url";
import { call, harness } from "./_helpers.ts";
import { openApiDocument, openApiText } from "../../src/http/openapi.ts";
import { OPENAPI_FILE } from "../../scripts/gen_openapi.ts";

const REDOCLY = "@redocly/cli@2.77.0";

async function run(cmd: string, args: string[], cwd?: string) {
  const out = await new Deno.Command(cmd, { args, cwd, stdout: "piped", stderr: "piped" }).output();
  const text = (b: Uint8Array) => new TextDecoder().decode(b);
  return { code: out.code, stdout: text(out.stdout), stderr: text(out.stderr) };
}

Deno.test("the committed openapi/openapi.json matches the route definitions", async () => {
  const committed = await Deno.readTextFile(OPENAPI_FILE);
  assert.ok(
    committed === openApiText(),
    "openapi/openapi.json is out of date: run `deno task openapi` and commit the result",
  );
  // Generation is deterministic: the same text twice.
  assert.equal(openApiText(), openApiText());
});

Deno.test("every operation has an id, summary, tag, security and the error responses", () => {
  const doc = openApiDocument();
  const schemas = Object.keys(doc.components?.schemas ?? {});
  for (const name of ["Activity", "Server", "Tool", "Usage", "Client", "Error"]) {
    assert.ok(schemas.includes(name), `component ${name}`);
  }
  const ids = new Set<string>();
  for (const [path, item] of Object.entries(doc.paths ?? {})) {
    for (const [method, op] of Object.entries(item as Record<string, Record<string, unknown>>)) {
      const label = `${method} ${path}`;
      assert.equal(typeof op.operationId, "string", label);
      assert.ok(!ids.has(op.operationId as string), `${label}: unique operationId`);
      ids.add(op.operationId as string);
      assert.ok(op.summary && op.description && (op.tags as string[]).length === 1, label);
      assert.deepEqual(op.security, [{ ApiKey: [] }], label);
      const responses = op.responses as Record<string, { content?: Record<string, unknown> }>;
      for (const status of ["200", "401", "429", "500"]) {
        assert.ok(responses[status], `${label} ${status}`);
      }
      for (const [status, res] of Object.entries(responses)) {
        if (status === "200") continue;
        assert.deepEqual(
          (res.content?.["application/json"] as { schema: unknown }).schema,
          { $ref: "#/components/schemas/Error" },
          `${label} ${status}`,
        );
      }
    }
  }
  assert.equal(ids.size, 7);
});

Deno.test("the spec is served at /api/v1/openapi.json without a key, naming this instance", async () => {
  const h = await harness();
  const res = await call(h, "/openapi.json");
  assert.equal(res.status, 200);
  assert.equal(res.headers.get("access-control-allow-origin"), "*");
  assert.deepEqual(res.json.servers, [{
    url: "http://localhost:8000/api/v1",
    description: "This Toolgate",
  }]);
  assert.deepEqual(res.json.paths, openApiDocument().paths);
  h.deps.kv.close();
});

Deno.test("Redocly lint (recommended rules) passes with zero errors and zero warnings", async () => {
  const path = fromFileUrl(OPENAPI_FILE);
  const res = await run("npx", ["-y", REDOCLY, "lint", path, "--format=json"]);
  const start = res.stdout.indexOf("{");
  assert.ok(start >= 0, `redocly printed no report: ${res.stderr}`);
  const report = JSON.parse(res.stdout.slice(start));
  assert.deepEqual(report.totals, { errors: 0, warnings: 0, ignored: 0 }, res.stdout);
  assert.equal(res.code, 0);
});

Deno.test("the reference page and its script are served locally, without a CDN", async () => {
  const h = await harness();
  const server = Deno.serve({ hostname: "127.0.0.1", port: 0, onListen() {} }, h.app.fetch);
  try {
    const page = new URL(`http://127.0.0.1:${server.addr.port}/api/v1/docs`);
    const html = await (await fetch(page)).text();
    const srcs = [...html.matchAll(/<script[^>]*\ssrc="([^"]+)"/g)].map((m) => m[1]);
    assert.deepEqual(srcs, ["docs/scalar.js"]);
    assert.ok(!/https?:\/\//.test(html), "the page references no remote origin");
    assert.match(html, /"url": "openapi\.json"/);
    const script = await fetch(new URL(srcs[0], page));
    assert.equal(script.status, 200);
    assert.match(script.headers.get("content-type") ?? "", /javascript/);
    const js = await script.text();
    assert.ok(js.length > 1_000_000 && js.includes("createApiReference"));
    const spec = await fetch(new URL("openapi.json", page));
    assert.equal((await spec.json()).info.title, "Toolgate REST API");
  } finally {
    await server.shutdown();
    h.deps.kv.close();
  }
});

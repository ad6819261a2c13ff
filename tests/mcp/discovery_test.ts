/** search and description through a real SDK client: results, filters, errors and metering. */
import assert from "node:assert/strict";
import {
  call,
  connection,
  type Gateway,
  mcpClient,
  rest,
  startGateway,
  tenant,
  textOf,
} from "./_harness.ts";

async function withClient(
  fn: (
    gw: Gateway,
    s: { apiKey: string; client: Awaited<ReturnType<typeof mcpClient>> },
  ) => Promise<void>,
) {
  const gw = await startGateway();
  try {
    const t = await tenant(gw, { plan: "pro" });
    const conn = await connection(gw, t.account.id);
    await rest(gw, t.apiKey, "/servers/demo-weather", {
      method: "PATCH",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ enabled: true }),
    });
    await fn(gw, { apiKey: t.apiKey, client: await mcpClient(gw, conn.token) });
  } finally {
    await gw.close();
  }
}

Deno.test("search: ranked hits with name, title, short description and server; limit and filter", async () => {
  await withClient(async (gw, s) => {
    const res = await call(s.client, "search", { query: "weather forecast for a city" });
    assert.equal(res.isError, undefined);
    const body = JSON.parse(textOf(res));
    assert.equal(body.results[0].name, "demo-weather__get_forecast");
    assert.deepEqual(body.results[0].server, { slug: "demo-weather", name: "Demo Weather" });
    assert.equal(typeof body.results[0].title, "string");
    assert.match(body.results[0].description, /forecast/i);
    const one = JSON.parse(textOf(await call(s.client, "search", { query: "text", limit: 1 })));
    assert.equal(one.results.length, 1);
    const filtered = JSON.parse(
      textOf(await call(s.client, "search", { query: "alerts text", server: "demo-notes" })),
    );
    assert.ok(filtered.results.length > 0);
    assert.ok(
      filtered.results.every((r: { server: { slug: string } }) => r.server.slug === "demo-notes"),
    );
    const none = JSON.parse(
      textOf(await call(s.client, "search", { query: "kubernetes cluster" })),
    );
    assert.deepEqual(none.results, []);
    assert.match(none.hint, /No tool matches/);
    assert.equal((await rest(gw, s.apiKey, "/usage")).json.calls, 4);
    assert.equal(
      (await rest(gw, s.apiKey, "/activity")).json.data.length,
      0,
      "discovery writes no rows",
    );
  });
});

Deno.test("search: invalid input is a tool error that still counts toward the month", async () => {
  await withClient(async (gw, s) => {
    const bad: Record<string, unknown>[] = [
      { query: "" },
      { query: "x", limit: 0 },
      { query: "x", limit: 51 },
      { query: "x", limit: 2.5 },
      { query: "x", server: "nope" },
      { query: "x", server: "demo-vault" },
      {},
    ];
    for (const args of bad) {
      const res = await call(s.client, "search", args);
      assert.equal(res.isError, true, JSON.stringify(args));
    }
    const vault = await call(s.client, "search", { query: "x", server: "demo-vault" });
    assert.match(textOf(vault), /Enabled servers: demo-notes, demo-weather/);
    assert.equal((await rest(gw, s.apiKey, "/usage")).json.calls, bad.length + 1);
  });
});

Deno.test("description: full description, input and output schema; unknown names get suggestions", async () => {
  await withClient(async (gw, s) => {
    const res = JSON.parse(
      textOf(await call(s.client, "description", { name: "demo-weather__get_forecast" })),
    );
    assert.equal(res.name, "demo-weather__get_forecast");
    assert.deepEqual(res.server, { slug: "demo-weather", name: "Demo Weather" });
    assert.match(res.description, /forecast/i);
    assert.deepEqual(res.inputSchema.required.sort(), ["city", "days"]);
    assert.equal(res.inputSchema.properties.days.maximum, 7);
    assert.ok(res.outputSchema.properties.days);
    assert.equal(res.warnings, undefined);
    const typo = await call(s.client, "description", { name: "demo-weather__get_forcast" });
    assert.equal(typo.isError, true);
    assert.match(textOf(typo), /Did you mean: demo-weather__get_forecast/);
    const bare = await call(s.client, "description", { name: "get_alerts" });
    assert.match(textOf(bare), /demo-weather__get_alerts/);
    const pending = await call(s.client, "description", { name: "demo-vault__whoami" });
    assert.match(textOf(pending), /is pending/);
    const empty = await call(s.client, "description", {});
    assert.equal(empty.isError, true);
    assert.equal((await rest(gw, s.apiKey, "/usage")).json.calls, 5);
  });
});

/**
 * Hostile upstream input schemas through the whole gate: self-references, catastrophic
 * patterns, broken regexes. None may crash or stall the gateway; safe rules still apply.
 */
import assert from "node:assert/strict";
import {
  call,
  connection,
  mcpClient,
  rest,
  startGateway,
  tenant,
  textOf,
} from "../mcp/_harness.ts";
import { labServer, labUpstream } from "../mcp/_lab.ts";

Deno.test("hostile schemas: calls still run (the upstream validates) and rows are written", async () => {
  const lab = labUpstream();
  lab.state.tools = [
    { name: "loop", inputSchema: { type: "object", $ref: "#" } as never },
    {
      name: "redos",
      inputSchema: { type: "object", properties: { s: { type: "string", pattern: "^(a+)+$" } } },
    },
    {
      name: "broken",
      inputSchema: { type: "object", properties: { s: { type: "string", pattern: "([" } } },
    },
    {
      name: "strict",
      inputSchema: {
        type: "object",
        properties: { s: { type: "string", pattern: "^[a-z]+$", maxLength: 5 } },
        required: ["s"],
      },
    },
  ];
  const gw = await startGateway({ extraServers: () => [labServer(lab.url)] });
  try {
    const t = await tenant(gw, { plan: "pro" });
    const conn = await connection(gw, t.account.id);
    const client = await mcpClient(gw, conn.token);
    const started = performance.now();
    for (const name of ["loop", "redos", "broken"]) {
      const res = await call(client, "run_tool", {
        name: `lab__${name}`,
        arguments: { s: "a".repeat(5_000) + "!" },
      });
      assert.equal(textOf(res), `ran ${name}`, name);
    }
    assert.ok(performance.now() - started < 5_000, "no catastrophic backtracking");
    const strict = await call(client, "run_tool", {
      name: "lab__strict",
      arguments: { s: "ABCDEFG" },
    });
    assert.match(textOf(strict), /\/s: .*\(rule: (pattern|maxLength)\)/);
    const rows = (await rest(gw, t.apiKey, "/activity")).json.data;
    assert.deepEqual(rows.map((r: { ok: boolean }) => r.ok), [false, true, true, true]);
  } finally {
    await gw.close();
    await lab.close();
  }
});

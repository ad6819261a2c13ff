import assert from "node:assert/strict";
// @ts-types="@modelcontextprotocol/sdk/client/index"
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
// @ts-types="@modelcontextprotocol/sdk/client/streamableHttp"
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
// @ts-types="@modelcontextprotocol/sdk/server/mcp"
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
// @ts-types="@modelcontextprotocol/sdk/server/webStandardStreamableHttp"
import { WebStandardStreamableHTTPServerTransport } from "@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js";
import { z } from "zod";
import { createEgressFetch } from "../../src/egress/pinned_fetch.ts";
import { makeTestCa, serveTls } from "../_helpers/tls.ts";

// The upstream MCP client will talk through the egress fetch: a stateful server keeps a standalone
// SSE GET stream open and answers POSTs as SSE, so headers, streaming and abort on close all matter.
Deno.test("the MCP SDK client works over the pinned egress fetch (SSE, sessions, close)", async () => {
  const ca = await makeTestCa();
  const server = new McpServer({ name: "upstream", version: "1.0.0" });
  server.registerTool(
    "echo",
    { inputSchema: { text: z.string() } },
    ({ text }: { text: string }) => ({
      content: [{ type: "text", text: `echo: ${text}` }],
    }),
  );
  const transport = new WebStandardStreamableHTTPServerTransport({
    sessionIdGenerator: () => crypto.randomUUID(),
  });
  await server.connect(transport);
  const methods: string[] = [];
  const tls = serveTls((req) => {
    methods.push(req.method);
    return transport.handleRequest(req);
  }, await ca.issue(["mcp.receiver.test"]));
  const lookups: string[] = [];
  const egressFetch = createEgressFetch({
    policy: {
      allowPrivate: true,
      resolve: (host) => (lookups.push(host), Promise.resolve(["127.0.0.1"])),
    },
    caCerts: [ca.caPem],
  });
  const client = new Client({ name: "toolgate-test", version: "1.0.0" });
  try {
    await client.connect(
      new StreamableHTTPClientTransport(new URL(`https://mcp.receiver.test:${tls.port}/mcp`), {
        fetch: egressFetch,
      }),
    );
    const { tools } = await client.listTools();
    assert.deepEqual(tools.map((t: { name: string }) => t.name), ["echo"]);
    const result = await client.callTool({ name: "echo", arguments: { text: "hi" } });
    assert.deepEqual(result.content, [{ type: "text", text: "echo: hi" }]);
    assert.ok(methods.includes("GET"), "the standalone SSE stream was opened");
    assert.equal(lookups.length, methods.length, "one lookup per HTTP request");
  } finally {
    await client.close();
    await server.close();
    await tls.close();
  }
});

/** A test upstream MCP server (real SDK, loopback) whose tool list tests edit at will. */
// @ts-types="@modelcontextprotocol/sdk/server/index"
import { Server } from "@modelcontextprotocol/sdk/server/index.js";
// @ts-types="@modelcontextprotocol/sdk/types"
import {
  CallToolRequestSchema,
  ListToolsRequestSchema,
  type Tool,
} from "@modelcontextprotocol/sdk/types.js";
import { serveStateless } from "../../src/demo/http.ts";
import type { CatalogServer } from "../../src/domain/catalog.ts";

/** An upstream MCP server whose tools/list (paged by 2) the test edits between warm-ups. */
export function labUpstream() {
  const state = { tools: [] as Tool[], lists: 0 };
  const server = Deno.serve({ hostname: "127.0.0.1", port: 0, onListen: () => {} }, (req) => {
    const s = new Server({ name: "lab", version: "1.0.0" }, { capabilities: { tools: {} } });
    s.setRequestHandler(ListToolsRequestSchema, (r) => {
      state.lists++;
      const start = Number(r.params?.cursor ?? 0);
      const page = state.tools.slice(start, start + 2);
      const next = start + 2 < state.tools.length ? String(start + 2) : undefined;
      return { tools: page, ...(next ? { nextCursor: next } : {}) };
    });
    s.setRequestHandler(
      CallToolRequestSchema,
      (r) => ({ content: [{ type: "text", text: `ran ${r.params.name}` }] }),
    );
    return serveStateless(s, req);
  });
  return { state, url: `http://127.0.0.1:${server.addr.port}/mcp`, close: () => server.shutdown() };
}

export function tool(name: string, description = `The ${name} tool.`): Tool {
  return {
    name,
    description,
    inputSchema: { type: "object", properties: { q: { type: "string" } } },
  };
}

/** The catalogue entry of the lab upstream. */
export function labServer(url: string, slug = "lab"): CatalogServer {
  return {
    slug,
    name: slug[0].toUpperCase() + slug.slice(1),
    description: "A test upstream",
    category: "test",
    authType: "none",
    endpoint: url,
    defaultEnabled: true,
  };
}

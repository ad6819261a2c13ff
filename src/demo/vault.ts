// @ts-types="@modelcontextprotocol/sdk/server/index"
import { Server } from "@modelcontextprotocol/sdk/server/index.js";
// @ts-types="@modelcontextprotocol/sdk/validation/types"
import type { jsonSchemaValidator } from "@modelcontextprotocol/sdk/validation/types.js";
// @ts-types="@modelcontextprotocol/sdk/types"
import {
  CallToolRequestSchema,
  type CallToolResult,
  ErrorCode,
  ListToolsRequestSchema,
  McpError,
  type Tool,
} from "@modelcontextprotocol/sdk/types.js";

/** tools/list answers this many tools per page, so a client must follow `nextCursor`. */
export const VAULT_PAGE_SIZE = 2;

const ITEMS: Record<string, { name: string; kind: string; note: string }> = {
  "item-1": { name: "Staging database", kind: "login", note: "user: app_staging" },
  "item-2": { name: "AWS sandbox", kind: "api-key", note: "access key id AKIAIOSFODNN7EXAMPLE" },
  "item-3": { name: "Wi-Fi office", kind: "password", note: "network: example-office" },
};

const ID = { type: "string", minLength: 1, maxLength: 64 } as const;

export const VAULT_TOOLS: Tool[] = [
  tool("list_items", "List the items stored in the demo vault.", {}),
  tool("get_item", "Show one vault item by id.", { id: ID }, ["id"]),
  tool("search_items", "Search vault items by name.", { query: ID }, ["query"]),
  tool("get_secret_note", "Read the secret note of a vault item.", { id: ID }, ["id"]),
  tool("whoami", "Describe the identity the vault sees for this connection.", {}),
];

function tool(
  name: string,
  description: string,
  properties: Record<string, object>,
  required: string[] = [],
): Tool {
  return { name, description, inputSchema: { type: "object", properties, required } };
}

function text(value: string, isError = false): CallToolResult {
  return { content: [{ type: "text", text: value }], ...(isError ? { isError } : {}) };
}

function pageOf(cursor: string | undefined): number {
  if (cursor === undefined) return 0;
  const match = /^page-(\d{1,4})$/.exec(cursor);
  const page = match ? Number(match[1]) : NaN;
  if (!(page > 0 && page * VAULT_PAGE_SIZE < VAULT_TOOLS.length)) {
    throw new McpError(ErrorCode.InvalidParams, "Invalid cursor");
  }
  return page;
}

/** Bad arguments are a tool execution error (isError), as McpServer reports them too. */
class ArgumentError extends Error {}

function stringArg(args: Record<string, unknown> | undefined, key: string): string {
  const value = args?.[key];
  if (typeof value !== "string" || value.length === 0 || value.length > 64) {
    throw new ArgumentError(`Invalid arguments: "${key}" must be a string of 1-64 characters`);
  }
  return value;
}

function runTool(name: string, args: Record<string, unknown> | undefined): CallToolResult {
  switch (name) {
    case "list_items":
      return text(
        Object.entries(ITEMS).map(([id, i]) => `${id}: ${i.name} (${i.kind})`).join("\n"),
      );
    case "get_item": {
      const id = stringArg(args, "id");
      const item = ITEMS[id];
      return item ? text(`${id}: ${item.name} (${item.kind})`) : text(`No item ${id}.`, true);
    }
    case "search_items": {
      const q = stringArg(args, "query").toLowerCase();
      const hits = Object.entries(ITEMS).filter(([, i]) => i.name.toLowerCase().includes(q));
      return text(hits.map(([id, i]) => `${id}: ${i.name}`).join("\n") || "No matches.");
    }
    case "get_secret_note": {
      const id = stringArg(args, "id");
      const item = ITEMS[id];
      return item
        ? text(`Secret note for ${item.name}: ${item.note}`)
        : text(`No item ${id}.`, true);
    }
    case "whoami":
      return text("Authenticated to demo-vault with a valid bearer token.");
    default:
      // The spec answers unknown tools with a JSON-RPC error, not a tool result.
      throw new McpError(ErrorCode.InvalidParams, `Unknown tool: ${name}`);
  }
}

/** A fresh `demo-vault` server; the HTTP layer has already checked the bearer token. */
export function createVaultServer(jsonSchemaValidator?: jsonSchemaValidator): Server {
  const server = new Server(
    { name: "demo-vault", version: "1.0.0" },
    { capabilities: { tools: {} }, jsonSchemaValidator },
  );
  server.setRequestHandler(ListToolsRequestSchema, (req) => {
    const page = pageOf(req.params?.cursor);
    const start = page * VAULT_PAGE_SIZE;
    const end = start + VAULT_PAGE_SIZE;
    const tools = VAULT_TOOLS.slice(start, end);
    return end < VAULT_TOOLS.length ? { tools, nextCursor: `page-${page + 1}` } : { tools };
  });
  server.setRequestHandler(CallToolRequestSchema, (req) => {
    try {
      return runTool(req.params.name, req.params.arguments);
    } catch (e) {
      if (e instanceof ArgumentError) return text(e.message, true);
      throw e;
    }
  });
  return server;
}

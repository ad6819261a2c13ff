/** demo-oauth's MCP tools: who the token is, an echo, and one tool that needs demo:admin. */
// @ts-types="@modelcontextprotocol/sdk/server/index"
import { Server } from "@modelcontextprotocol/sdk/server/index.js";
// @ts-types="@modelcontextprotocol/sdk/validation/types"
import type { jsonSchemaValidator } from "@modelcontextprotocol/sdk/validation/types.js";
// @ts-types="@modelcontextprotocol/sdk/types"
import {
  CallToolRequestSchema,
  type CallToolResult,
  ListToolsRequestSchema,
  type Tool,
} from "@modelcontextprotocol/sdk/types.js";
import type { Grant } from "./oauth_state.ts";

export const OAUTH_DEMO_TOOLS: Tool[] = [
  {
    name: "whoami",
    description: "Describe the OAuth client and scopes of this connection.",
    inputSchema: { type: "object", properties: {} },
  },
  {
    name: "echo",
    description: "Return the given text.",
    inputSchema: {
      type: "object",
      properties: { text: { type: "string", maxLength: 1000 } },
      required: ["text"],
    },
  },
  {
    name: "admin_report",
    description: "An administrative report; needs the demo:admin scope.",
    inputSchema: { type: "object", properties: {} },
  },
];

const text = (value: string, isError = false): CallToolResult => ({
  content: [{ type: "text", text: value }],
  ...(isError ? { isError } : {}),
});

/** A fresh server for one request; the HTTP layer has checked the token and its scope. */
export function createOAuthMcpServer(validator: jsonSchemaValidator, grant: Grant): Server {
  const server = new Server(
    { name: "demo-oauth", version: "1.0.0" },
    { capabilities: { tools: {} }, jsonSchemaValidator: validator },
  );
  server.setRequestHandler(ListToolsRequestSchema, () => ({ tools: OAUTH_DEMO_TOOLS }));
  server.setRequestHandler(CallToolRequestSchema, (req) => {
    const args = req.params.arguments ?? {};
    switch (req.params.name) {
      case "whoami":
        return text(`client ${grant.clientId} with scope "${grant.scope}"`);
      case "echo":
        return typeof args.text === "string"
          ? text(args.text)
          : text("text must be a string", true);
      case "admin_report":
        return text("admin report: 3 items, all fine");
      default:
        return text(`Unknown tool ${req.params.name}`, true);
    }
  });
  return server;
}

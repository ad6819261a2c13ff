/**
 * The three gateway tools as a model sees them. Descriptions are built per request from the
 * caller's catalogue (how many servers and tools, which servers) and say how to chain them.
 */
import type { Tool } from "@modelcontextprotocol/server";
import type { AccountView } from "../catalog/account_view.ts";

export const TOOL_NAMES = ["search", "description", "run_tool"] as const;
export type GatewayToolName = typeof TOOL_NAMES[number];

export const INSTRUCTIONS =
  "Toolgate gives you the tools of many MCP servers through three tools. To do a task: call " +
  "`search` with a few keywords to find tools, `description` with a result's qualified name " +
  "(<server>__<tool>) to read its input schema, then `run_tool` with that name and arguments.";

const MAX_LISTED_SERVERS = 12;

function catalogueSummary(view: AccountView | null): { line: string; example: string } {
  if (view === null || view.enabled.length === 0) {
    return {
      line: "This account has no enabled servers yet, so there is nothing to find until an " +
        "administrator enables one.",
      example: "demo-notes__echo",
    };
  }
  const offered = view.offered();
  const servers = view.enabled.map((e) =>
    `${e.resolved.name} (${view.toolCountOf(e.resolved.slug)})`
  );
  const shown = servers.slice(0, MAX_LISTED_SERVERS).join(", ");
  const more = servers.length > MAX_LISTED_SERVERS
    ? ` and ${servers.length - MAX_LISTED_SERVERS} more`
    : "";
  const s = (n: number) => (n === 1 ? "" : "s");
  return {
    line: `The catalogue holds ${offered.length} tool${s(offered.length)} on ` +
      `${view.enabled.length} enabled server${s(view.enabled.length)}: ${shown}${more}.`,
    example: offered[0]?.qualifiedName ?? "demo-notes__echo",
  };
}

/** tools/list for this caller. */
export function gatewayTools(view: AccountView | null): Tool[] {
  const { line, example } = catalogueSummary(view);
  return [
    {
      name: "search",
      title: "Search tools",
      description: `Find tools to run. ${line} Full-text search (BM25) over tool names, titles, ` +
        "descriptions and parameter names; returns the best matches with their qualified names " +
        "(<server>__<tool>), titles, short descriptions and servers. Start here with a few " +
        "keywords for the task, then call `description` on the best match, then `run_tool`.",
      inputSchema: {
        type: "object",
        properties: {
          query: {
            type: "string",
            minLength: 1,
            maxLength: 1000,
            description: 'Keywords for what you want to do, e.g. "weather forecast".',
          },
          limit: {
            type: "integer",
            minimum: 1,
            maximum: 50,
            default: 10,
            description: "Most results to return (1-50, default 10).",
          },
          server: {
            type: "string",
            description: 'Only tools of this server slug (the part before "__").',
          },
        },
        required: ["query"],
        additionalProperties: false,
      },
      annotations: { readOnlyHint: true, openWorldHint: false },
    },
    {
      name: "description",
      title: "Describe a tool",
      description: "Get one tool's full description and JSON input schema by its qualified name " +
        `from search results (e.g. "${example}"). Call it before run_tool so your arguments ` +
        "match the schema; it also warns when a tool's definition changed or looks suspicious.",
      inputSchema: {
        type: "object",
        properties: {
          name: {
            type: "string",
            minLength: 1,
            description: "Qualified tool name, <server>__<tool>.",
          },
        },
        required: ["name"],
        additionalProperties: false,
      },
      annotations: { readOnlyHint: true, openWorldHint: false },
    },
    {
      name: "run_tool",
      title: "Run a tool",
      description: "Run one tool of an enabled server: pass its qualified name and an arguments " +
        "object that matches the schema from `description`. The tool's own result is returned " +
        "unchanged. The call is checked against the account's plan (rate and monthly limits) " +
        "and policies, and recorded in the account's audit trail with sensitive values " +
        "redacted. A refused call returns an error saying why and what to do: wait and retry, " +
        "ask for approval, or fix the arguments.",
      inputSchema: {
        type: "object",
        properties: {
          name: {
            type: "string",
            minLength: 1,
            description: `Qualified tool name, e.g. "${example}".`,
          },
          arguments: {
            type: "object",
            additionalProperties: true,
            description: "The tool's arguments, matching its input schema; {} when it takes none.",
          },
        },
        required: ["name"],
        additionalProperties: false,
      },
      annotations: { openWorldHint: true },
    },
  ];
}

/** Named component schemas of the REST resources, with the spec README's key names. */
import { z } from "@hono/zod-openapi";
import { PLAN_IDS } from "../../domain/plans.ts";
import { GATE_CODES } from "../../gate/messages.ts";

const instant = (description: string, example = "2026-11-21T12:00:00.000Z") =>
  z.string().openapi({ format: "date-time", description, example });
const nullableInstant = (description: string, example = "2026-11-21T12:00:00.000Z") =>
  z.string().nullable().openapi({ format: "date-time", description, example });

/** Any JSON value, present (possibly null); z.unknown alone would make the key optional. */
const jsonValue = () => z.unknown().refine((v) => v !== undefined, "required");

export const ActivityErrorSchema = z.object({
  code: z.enum(["burst_limited", ...GATE_CODES]).openapi({ example: "upstream_error" }),
  message: z.string().openapi({ example: "The upstream tool returned an error" }),
}).openapi("ActivityError", { description: "Why a call failed or was refused" });

export const RedactionSchema = z.object({
  path: z.string().openapi({
    description: "JSON Pointer of the redacted value",
    example: "/arguments/headers/authorization",
  }),
  rule: z.string().openapi({ example: "authorization-bearer" }),
  category: z.string().openapi({ example: "credential" }),
}).openapi("Redaction", { description: "One redacted value; never the value itself" });

export const InjectionFindingSchema = z.object({
  rule: z.string().openapi({ example: "PI-01" }),
  severity: z.enum(["low", "medium", "high"]).openapi({ example: "high" }),
  path: z.string().openapi({ example: "/result/content/0/text" }),
  excerpt: z.string().openapi({ example: "Ignore all previous instructions and …" }),
}).openapi("InjectionFinding", { description: "A prompt-injection pattern found in the call" });

export const ActivitySchema = z.object({
  id: z.string().openapi({ format: "uuid", example: "0b9f7f5e-6a8e-4d47-9d1c-3f1e2a4b5c6d" }),
  createdAt: instant("When the call was stored; unique per account and the paging key"),
  clientId: z.string().openapi({
    description: "Client the call is attributed to",
    example: "cli_7Hq2",
  }),
  server: z.string().openapi({ description: "Display name of the server", example: "Demo Notes" }),
  serverSlug: z.string().openapi({ example: "demo-notes" }),
  tool: z.string().openapi({ description: "Unqualified tool name", example: "add_note" }),
  qualifiedName: z.string().openapi({ example: "demo-notes__add_note" }),
  ok: z.boolean().openapi({ example: true }),
  durationMs: z.number().int().openapi({ example: 42 }),
  error: z.union([ActivityErrorSchema, z.null()]).openapi({ description: "null on success" }),
  arguments: jsonValue().openapi({
    description: "Stored call arguments, redacted, capped at 64 KB",
    example: { title: "Groceries" },
  }),
  result: jsonValue().openapi({
    description: "Stored result, redacted, capped at 64 KB",
    example: { content: [{ type: "text", text: "Saved note 3" }] },
  }),
  redacted: z.array(RedactionSchema),
  injectionFindings: z.array(InjectionFindingSchema),
  approvedBy: z.string().optional().openapi({
    description:
      "Who approved the call (the member's email, or the name the operator gave), present when an approval rule let it run",
    example: "ada@example.com",
  }),
}).openapi("Activity", { description: "One stored run_tool call (the audit trail)" });

export const ActivityListSchema = z.object({
  data: z.array(ActivitySchema).openapi({ description: "Rows, newest first" }),
  nextCursor: z.string().nullable().openapi({
    format: "date-time",
    description: "Pass as `cursor` for the next page; null only on the last page",
    example: "2026-11-21T11:59:58.123Z",
  }),
  retentionDays: z.number().int().openapi({
    description: "Days rows are kept on the account's plan",
    example: 7,
  }),
}).openapi("ActivityList");

export const ServerSchema = z.object({
  slug: z.string().openapi({ example: "demo-notes" }),
  name: z.string().openapi({ example: "Demo Notes" }),
  description: z.string().openapi({ example: "Notes, text statistics and test tools" }),
  category: z.string().openapi({ example: "demo" }),
  status: z.enum(["enabled", "pending", "disabled"]).openapi({
    description:
      "Resolved status: none-auth servers follow their enabled switch; bearer/oauth servers are pending until the account has a working credential",
    example: "enabled",
  }),
  authType: z.enum(["none", "bearer", "oauth"]).openapi({ example: "none" }),
  endpoint: z.string().openapi({
    format: "uri",
    description: "Upstream MCP endpoint",
    example: "http://localhost:8000/demo/demo-notes/mcp",
  }),
  toolCount: z.number().int().openapi({ description: "Tools in the cached catalogue", example: 6 }),
  lastAttemptAt: nullableInstant("Last catalogue warm-up attempt"),
  lastError: z.string().nullable().openapi({
    description: "Error of the last warm-up attempt, null after a success",
    example: null,
  }),
  owned: z.boolean().openapi({
    description: "True when the account added the server itself",
    example: false,
  }),
}).openapi("Server", { description: "A library entry as the account sees it" });

export const ServerListSchema = z.object({ data: z.array(ServerSchema) }).openapi("ServerList");

export const ServerUpdateSchema = z.strictObject({
  enabled: z.boolean().openapi({ example: true }),
}).openapi("ServerUpdate", {
  description: "Exactly one field, `enabled`; any other field is refused",
});

export const ToolSchema = z.object({
  qualifiedName: z.string().openapi({ example: "demo-notes__add_note" }),
  name: z.string().openapi({ description: "Unqualified tool name", example: "add_note" }),
  server: z.object({
    slug: z.string().openapi({ example: "demo-notes" }),
    name: z.string().openapi({ example: "Demo Notes" }),
  }).openapi("ToolServer"),
  title: z.string().nullable().openapi({ example: "Add a note" }),
  description: z.string().openapi({ example: "Stores a note and returns its id" }),
  inputSchema: z.record(z.string(), z.unknown()).optional().openapi({
    description: "JSON Schema of the input; present only with schema=true",
    example: { type: "object", properties: { title: { type: "string" } }, required: ["title"] },
  }),
}).openapi("Tool", { description: "A tool currently available from an enabled server" });

export const ToolListSchema = z.object({
  data: z.array(ToolSchema),
  total: z.number().int().openapi({ description: "Matching tools in all pages", example: 9 }),
  nextOffset: z.number().int().nullable().openapi({
    description: "Offset of the next page; null on the last page",
    example: null,
  }),
}).openapi("ToolList");

export const PlanSchema = z.object({
  id: z.enum(PLAN_IDS).openapi({ example: "free" }),
  name: z.string().openapi({ example: "Free" }),
  includedCalls: z.number().int().openapi({ example: 2000 }),
  hardLimit: z.boolean().openapi({ example: true }),
  overageEurPer1k: z.number().nullable().openapi({ example: null }),
  burstPerMinute: z.number().int().openapi({ example: 30 }),
  apiPerMinute: z.number().int().openapi({ example: 120 }),
  auditRetentionDays: z.number().int().openapi({ example: 7 }),
}).openapi("Plan");

export const UsageSchema = z.object({
  month: z.string().openapi({
    pattern: "^[0-9]{4}-[0-9]{2}$",
    description: "UTC month",
    example: "2026-11",
  }),
  calls: z.number().int().openapi({ description: "MCP calls counted this month", example: 412 }),
  resetsAt: instant("00:00 UTC on the first day of next month", "2026-12-01T00:00:00.000Z"),
  team: z.string().nullable().openapi({
    description: "Team whose allowance is pooled, or null",
    example: null,
  }),
  plan: PlanSchema,
  blocked: z.boolean().openapi({
    description: "True only when a hard-limited plan has spent its included calls",
    example: false,
  }),
}).openapi("Usage");

export const ClientSchema = z.object({
  id: z.string().openapi({ example: "cli_5mZk0bq1" }),
  label: z.string().openapi({ description: "Label chosen at authorization", example: "Laptop" }),
  name: z.string().openapi({ description: "Registered client name", example: "Claude Desktop" }),
  active: z.boolean().openapi({ description: "False once revoked", example: true }),
  authorizedAt: instant("When the connection was authorized"),
  lastActiveAt: nullableInstant("Last MCP request of the connection"),
  calls: z.number().int().openapi({
    description: "Attributed Activity rows inside the retention window",
    example: 31,
  }),
  lastCallAt: nullableInstant("Newest attributed Activity row"),
}).openapi("Client", { description: "An MCP client connection" });

export const ClientListSchema = z.object({
  data: z.array(ClientSchema),
  total: z.number().int().openapi({ example: 1 }),
  retentionDays: z.number().int().openapi({
    description: "Window behind the call counts",
    example: 7,
  }),
}).openapi("ClientList");

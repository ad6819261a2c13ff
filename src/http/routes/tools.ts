import { createRoute, z } from "@hono/zod-openapi";
import type { ApiApp } from "../context.ts";
import { authenticate } from "../auth.ts";
import { errorResponses, rateLimitHeaders } from "../schemas/common.ts";
import { ToolListSchema } from "../schemas/resources.ts";
import { boolParam, intParam, stringParam } from "../validation.ts";
import { listTools } from "../../services/tools.ts";

const route = createRoute({
  method: "get",
  path: "/tools",
  operationId: "listTools",
  tags: ["Tools"],
  summary: "List available tools",
  description:
    "Qualified names of the tools currently available from enabled servers, ordered by qualified name, answered from the catalogue cache; stale servers are refreshed after the response. A `server` the account does not have is 404.",
  security: [{ ApiKey: [] }],
  middleware: [authenticate] as const,
  request: {
    query: z.object({
      server: stringParam("server", "Only tools of this server slug", "demo-notes"),
      limit: intParam("limit", { min: 1, max: 500, default: 100 }, "Tools per page"),
      offset: intParam("offset", { min: 0, max: 100_000, default: 0 }, "Matching tools to skip"),
      schema: boolParam("schema", "true adds each tool's inputSchema", false),
    }),
  },
  responses: {
    200: {
      description: "One page of tools",
      headers: rateLimitHeaders,
      content: { "application/json": { schema: ToolListSchema } },
    },
    ...errorResponses(400, 401, 404, 429, 500),
  },
});

export function registerListTools(app: ApiApp): void {
  app.openapi(route, async (c) => {
    const q = c.req.valid("query");
    const { deps, services, principal } = c.var;
    const page = await listTools(deps, services, principal.accountId, {
      server: q.server,
      limit: q.limit,
      offset: q.offset,
      schema: q.schema ?? false,
    });
    return c.json(page, 200);
  });
}

import { createRoute } from "@hono/zod-openapi";
import type { ApiApp } from "../context.ts";
import { authenticate } from "../auth.ts";
import { errorResponses, rateLimitHeaders } from "../schemas/common.ts";
import { UsageSchema } from "../schemas/resources.ts";
import { getUsage } from "../../services/usage.ts";

const route = createRoute({
  method: "get",
  path: "/usage",
  operationId: "getUsage",
  tags: ["Usage"],
  summary: "Get this month's usage",
  description:
    "MCP calls counted in the current UTC month (pooled per team when the account has one), when the count resets, the plan, and whether a hard-limited plan is blocked. REST requests are not counted.",
  security: [{ ApiKey: [] }],
  middleware: [authenticate] as const,
  responses: {
    200: {
      description: "The usage of the account's pool",
      headers: rateLimitHeaders,
      content: { "application/json": { schema: UsageSchema } },
    },
    ...errorResponses(401, 429, 500),
  },
});

export function registerGetUsage(app: ApiApp): void {
  app.openapi(route, async (c) => {
    return c.json(await getUsage(c.var.deps, c.var.principal.account), 200);
  });
}

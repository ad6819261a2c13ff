import { createRoute, z } from "@hono/zod-openapi";
import type { ApiApp } from "../context.ts";
import { authenticate } from "../auth.ts";
import { errorResponses, rateLimitHeaders } from "../schemas/common.ts";
import { ActivityListSchema } from "../schemas/resources.ts";
import { cursorParam, intParam, stringParam } from "../validation.ts";
import { getClient } from "../../storage/clients.ts";
import { notFound } from "../../errors.ts";

const route = createRoute({
  method: "get",
  path: "/activity",
  operationId: "listActivity",
  tags: ["Activity"],
  summary: "List stored tool calls",
  description:
    "Retained run_tool audit rows, newest first. Page with `cursor` set to the previous page's `nextCursor` (exclusive); new calls never shift pages, and `nextCursor` is null only on the last page. After a webhook outage, read from the last processed `createdAt`.",
  security: [{ ApiKey: [] }],
  middleware: [authenticate] as const,
  request: {
    query: z.object({
      limit: intParam("limit", { min: 1, max: 200, default: 50 }, "Rows per page"),
      cursor: cursorParam("cursor", "A `nextCursor` from an earlier page; only older rows follow"),
      client: stringParam("client", "Only rows attributed to this client ID", "cli_5mZk0bq1"),
    }),
  },
  responses: {
    200: {
      description: "One page of Activity rows",
      headers: rateLimitHeaders,
      content: { "application/json": { schema: ActivityListSchema } },
    },
    ...errorResponses(400, 401, 404, 429, 500),
  },
});

export function registerListActivity(app: ApiApp): void {
  app.openapi(route, async (c) => {
    const { limit, cursor, client } = c.req.valid("query");
    const { deps, principal } = c.var;
    if (client !== undefined && await getClient(deps.kv, principal.accountId, client) === null) {
      throw notFound(`Client "${client}"`);
    }
    const body = await c.var.activityPages.page(principal.accountId, {
      limit,
      cursor,
      clientId: client,
      retentionDays: principal.plan.auditRetentionDays,
    });
    // The body is an ActivityList already serialized (and cached) by ActivityPages; the cast only
    // tells zod-openapi's typing that this text is that schema's JSON.
    return c.body(body, 200, { "Content-Type": "application/json" }) as never;
  });
}

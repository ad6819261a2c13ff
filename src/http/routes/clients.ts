import { createRoute, z } from "@hono/zod-openapi";
import type { ApiApp } from "../context.ts";
import { authenticate } from "../auth.ts";
import { errorResponses, rateLimitHeaders } from "../schemas/common.ts";
import { ClientListSchema } from "../schemas/resources.ts";
import { boolParam } from "../validation.ts";
import { listClientViews } from "../../services/clients.ts";

const route = createRoute({
  method: "get",
  path: "/clients",
  operationId: "listClients",
  tags: ["Clients"],
  summary: "List MCP client connections",
  description:
    "Connections of the account, newest authorization first, with their attributed calls inside the retention window. Revocation happens in the signed-in app.",
  security: [{ ApiKey: [] }],
  middleware: [authenticate] as const,
  request: {
    query: z.object({
      active: boolParam("active", "true: live connections only; false: revoked ones only"),
    }),
  },
  responses: {
    200: {
      description: "The connections",
      headers: rateLimitHeaders,
      content: { "application/json": { schema: ClientListSchema } },
    },
    ...errorResponses(400, 401, 429, 500),
  },
});

export function registerListClients(app: ApiApp): void {
  app.openapi(route, async (c) => {
    const { active } = c.req.valid("query");
    const { deps, services, principal } = c.var;
    const list = await listClientViews(deps, services, principal.accountId, {
      active,
      retentionDays: principal.plan.auditRetentionDays,
    });
    return c.json(list, 200);
  });
}

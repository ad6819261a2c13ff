import { createRoute, z } from "@hono/zod-openapi";
import { bodyLimit } from "hono/body-limit";
import type { ApiApp } from "../context.ts";
import { authenticate } from "../auth.ts";
import { errorJson } from "../error_body.ts";
import { errorResponses, rateLimitHeaders } from "../schemas/common.ts";
import { ServerListSchema, ServerSchema, ServerUpdateSchema } from "../schemas/resources.ts";
import { enumParam, stringParam } from "../validation.ts";
import { getServer, listServers, setServerEnabled } from "../../services/servers.ts";

const SlugParams = z.object({
  slug: z.string().openapi({
    param: { name: "slug", in: "path", required: true },
    description: "Server slug",
    example: "demo-notes",
  }),
});

const listRoute = createRoute({
  method: "get",
  path: "/servers",
  operationId: "listServers",
  tags: ["Servers"],
  summary: "List the server library",
  description:
    "Every server the account sees (operator catalogue and its own), catalogue defaults resolved. Not paginated.",
  security: [{ ApiKey: [] }],
  middleware: [authenticate] as const,
  request: {
    query: z.object({
      status: enumParam(
        "status",
        ["enabled", "pending", "disabled"],
        "Only servers in this status",
      ),
      category: stringParam("category", "Only servers of this category", "demo"),
    }),
  },
  responses: {
    200: {
      description: "The library",
      headers: rateLimitHeaders,
      content: { "application/json": { schema: ServerListSchema } },
    },
    ...errorResponses(400, 401, 429, 500),
  },
});

const getRoute = createRoute({
  method: "get",
  path: "/servers/{slug}",
  operationId: "getServer",
  tags: ["Servers"],
  summary: "Get one server",
  description: "One library entry, resolved. 404 when the account has no server with that slug.",
  security: [{ ApiKey: [] }],
  middleware: [authenticate] as const,
  request: { params: SlugParams },
  responses: {
    200: {
      description: "The server",
      headers: rateLimitHeaders,
      content: { "application/json": { schema: ServerSchema } },
    },
    ...errorResponses(401, 404, 429, 500),
  },
});

// A PATCH body is one small field; anything larger is refused before it is parsed.
const smallBody = bodyLimit({
  maxSize: 4096,
  onError: (c) =>
    errorJson(c, "invalid_request", 'Body too large; send {"enabled": true|false}', 400),
});

const updateRoute = createRoute({
  method: "patch",
  path: "/servers/{slug}",
  operationId: "updateServer",
  tags: ["Servers"],
  summary: "Enable or disable a server",
  description:
    "Flips the enabled switch of a server that needs no credential (`authType` none). Enabling starts a catalogue warm-up in the background. Servers with a bearer or OAuth credential change only through the signed-in app (409).",
  security: [{ ApiKey: [] }],
  middleware: [authenticate, smallBody] as const,
  request: {
    params: SlugParams,
    body: {
      required: true,
      description: "Exactly one field, `enabled`",
      content: { "application/json": { schema: ServerUpdateSchema } },
    },
  },
  responses: {
    200: {
      description: "The fresh resolved server",
      headers: rateLimitHeaders,
      content: { "application/json": { schema: ServerSchema } },
    },
    ...errorResponses(400, 401, 404, 409, 429, 500),
  },
});

export function registerListServers(app: ApiApp): void {
  app.openapi(listRoute, async (c) => {
    const { status, category } = c.req.valid("query");
    const all = await listServers(c.var.deps, c.var.principal.accountId);
    const data = all.filter((s) =>
      (status === undefined || s.status === status) &&
      (category === undefined || s.category === category)
    );
    return c.json({ data }, 200);
  });
}

export function registerGetServer(app: ApiApp): void {
  app.openapi(getRoute, async (c) => {
    const { slug } = c.req.valid("param");
    const server = await getServer(c.var.deps, c.var.principal.accountId, slug, { required: true });
    return c.json(server, 200);
  });
}

export function registerUpdateServer(app: ApiApp): void {
  app.openapi(updateRoute, async (c) => {
    const { slug } = c.req.valid("param");
    const { enabled } = c.req.valid("json");
    const { deps, services, principal } = c.var;
    return c.json(await setServerEnabled(deps, services, principal.accountId, slug, enabled), 200);
  });
}

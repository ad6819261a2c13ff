/**
 * The REST API at /api/v1: CORS on every answer, the public spec and reference, the six
 * operations behind API key auth and rate limiting, then 405 and 404 in the error model.
 */
import { OpenAPIHono } from "@hono/zod-openapi";
import { cors } from "hono/cors";
import { HTTPException } from "hono/http-exception";
import type { Deps } from "../deps.ts";
import type { Services } from "../services/mod.ts";
import type { ApiApp, ApiEnv } from "./context.ts";
import { errorJson, renderError } from "./error_body.ts";
import { validationHook } from "./validation.ts";
import { DOC_PATHS, registerDocs } from "./docs.ts";
import { registerApiRoutes } from "./routes/mod.ts";
import { openApiDocument } from "./openapi.ts";
import { ActivityPages } from "../services/activity_pages.ts";
import { RATE_HEADERS } from "./schemas/common.ts";

const CORS_METHODS = ["GET", "HEAD", "PATCH", "OPTIONS"];
const HTTP_METHODS = ["get", "put", "post", "delete", "options", "head", "patch", "trace"];

export function createApiApp(deps: Deps, services: Services): ApiApp {
  const app = new OpenAPIHono<ApiEnv>({ defaultHook: validationHook });
  const activityPages = new ActivityPages(deps, services);
  app.use("*", async (c, next) => {
    c.set("deps", deps);
    c.set("services", services);
    c.set("activityPages", activityPages);
    await next();
  });
  const published = publishedMethods();
  for (const [path, methods] of published) {
    const allow = allowHeader(methods);
    // Preflight answers (from the CORS middleware below) name the methods of the path too.
    app.use(toHonoPath(path), async (c, next) => {
      if (c.req.method === "OPTIONS") c.header("Allow", allow);
      await next();
    });
  }
  app.use(
    "*",
    cors({
      origin: "*",
      allowMethods: CORS_METHODS,
      allowHeaders: ["Authorization", "Content-Type"],
      exposeHeaders: [...Object.keys(RATE_HEADERS), "Retry-After"],
      maxAge: 600,
    }),
  );
  registerDocs(app);
  registerApiRoutes(app);
  for (const [path, methods] of published) {
    const allow = allowHeader(methods);
    app.all(toHonoPath(path), (c) => {
      c.header("Allow", allow);
      return errorJson(
        c,
        "method_not_allowed",
        `${c.req.method} is not allowed; use ${allow}`,
        405,
      );
    });
  }
  app.all("*", (c) => errorJson(c, "not_found", `No such path: ${c.req.path}`, 404));
  app.onError((err, c) => {
    // Media-type errors of the body validator are invalid requests in the contract's model.
    if (err instanceof HTTPException && err.status === 415) {
      return errorJson(c, "invalid_request", "Content-Type must be application/json", 400);
    }
    return renderError(c, err, deps.log);
  });
  return app;
}

/** Path (OpenAPI syntax) -> methods: the operations of the published document plus the docs. */
function publishedMethods(): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const [path, item] of Object.entries(openApiDocument().paths ?? {})) {
    const methods = Object.keys(item ?? {}).filter((k) => HTTP_METHODS.includes(k));
    out.set(path, methods.map((m) => m.toUpperCase()));
  }
  for (const path of Object.values(DOC_PATHS)) out.set(path, ["GET"]);
  return out;
}

/** GET implies HEAD (Hono answers HEAD from the GET handler); CORS answers OPTIONS everywhere. */
export function allowHeader(methods: string[]): string {
  const all = new Set(methods);
  if (all.has("GET")) all.add("HEAD");
  all.add("OPTIONS");
  return ["GET", "HEAD", "PATCH", "OPTIONS"].filter((m) => all.has(m)).join(", ");
}

function toHonoPath(path: string): string {
  return path.replaceAll(/\{([^}]+)\}/g, ":$1");
}

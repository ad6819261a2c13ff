/**
 * The published contract, generated from the route definitions. Everything in it is static
 * (no environment values), so `deno task openapi` always writes the same file for the same code.
 */
import { OpenAPIHono } from "@hono/zod-openapi";
import type { ApiEnv } from "./context.ts";
import { registerApiRoutes } from "./routes/mod.ts";

export const DOCUMENT_CONFIG = {
  openapi: "3.1.0",
  info: {
    title: "Toolgate REST API",
    version: "1.0.0",
    summary:
      "Activity, server library, tool catalogue, usage and MCP clients of a Toolgate account",
    description: [
      "Read-mostly JSON API of the Toolgate MCP tool-call gateway. Every request needs an API key",
      "(`Authorization: Bearer svc_...`), created on the signed-in app's API keys page",
      "(`{PUBLIC_URL}/app/keys`), and is scoped to the key's account: a resource of another",
      "account is `404 not_found`.\n\n",
      "Every failure is `{ error, message }` with a stable `error` code. Each key may make the plan's",
      "number of requests per fixed clock minute; every authenticated response carries",
      "`X-RateLimit-Limit`, `X-RateLimit-Remaining` and `X-RateLimit-Reset`, and a `429` also",
      "`Retry-After`. A verb a path does not publish answers `405 method_not_allowed` with an `Allow`",
      "header. CORS allows any origin without credentials.",
    ].join(" "),
    license: { name: "MIT", identifier: "MIT" },
    contact: { name: "Toolgate operators" },
  },
  // The base URL is {PUBLIC_URL}/api/v1; the variable keeps the file free of deployment values.
  servers: [{
    url: "{publicUrl}/api/v1",
    description: "A Toolgate instance",
    variables: {
      publicUrl: {
        default: "http://localhost:8000",
        description: "The instance's PUBLIC_URL (scheme, host and port)",
      },
    },
  }],
  tags: [
    { name: "Activity", description: "The audit trail of run_tool calls, newest first" },
    {
      name: "Servers",
      description: "The server library of the account, catalogue defaults resolved",
    },
    { name: "Tools", description: "Tools currently available from enabled servers" },
    { name: "Usage", description: "MCP calls counted this month against the plan" },
    { name: "Clients", description: "MCP client connections of the account" },
  ],
  security: [{ ApiKey: [] }],
};

export type OpenApiDocument = ReturnType<OpenAPIHono["getOpenAPI31Document"]>;

let cached: OpenApiDocument | null = null;

/** The document of the REST API, built once from a route table without dependencies. */
export function openApiDocument(): OpenApiDocument {
  if (cached === null) {
    const app = new OpenAPIHono<ApiEnv>();
    registerApiRoutes(app);
    const doc = app.getOpenAPI31Document(DOCUMENT_CONFIG);
    // The generator emits empty maps (e.g. parameters) that only add noise to the contract.
    const components = Object.fromEntries(
      Object.entries(doc.components ?? {}).filter(([, v]) => Object.keys(v ?? {}).length > 0),
    );
    cached = { ...doc, components };
  }
  return cached;
}

/** The committed file's exact text: two-space JSON and a final newline. */
export function openApiText(): string {
  return JSON.stringify(openApiDocument(), null, 2) + "\n";
}

/** The document as this instance serves it: the server is this instance's own base URL. */
export function servedDocument(baseUrl: string): OpenApiDocument {
  return { ...openApiDocument(), servers: [{ url: baseUrl, description: "This Toolgate" }] };
}

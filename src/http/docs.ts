/**
 * The published spec and the Scalar API reference, both without authentication. The reference
 * loads its script from this service (read from the installed npm package), never from a CDN,
 * so it works with no internet access.
 */
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { Scalar } from "@scalar/hono-api-reference";
import type { ApiApp } from "./context.ts";
import { servedDocument } from "./openapi.ts";

export const DOC_PATHS = {
  spec: "/openapi.json",
  docs: "/docs",
  script: "/docs/scalar.js",
} as const;

let script: Promise<Uint8Array<ArrayBuffer>> | null = null;

/** The standalone browser bundle of @scalar/api-reference, read once from node_modules. */
function scalarScript(): Promise<Uint8Array<ArrayBuffer>> {
  if (script === null) {
    const main = createRequire(import.meta.url).resolve("@scalar/api-reference");
    script = Deno.readFile(join(dirname(main), "browser", "standalone.js"));
    script.catch(() => (script = null));
  }
  return script;
}

export function registerDocs(app: ApiApp): void {
  app.get(DOC_PATHS.spec, (c) => {
    return c.json(servedDocument(`${c.var.deps.config.publicUrl}/api/v1`));
  });
  app.get(DOC_PATHS.script, async (c) => {
    const body = await scalarScript();
    c.header("Content-Type", "text/javascript; charset=utf-8");
    c.header("Cache-Control", "public, max-age=3600");
    return c.body(body);
  });
  // Relative URLs resolve against /api/v1/docs, so the page works behind any PUBLIC_URL prefix.
  const config: Record<string, unknown> = {
    url: "openapi.json",
    cdn: "docs/scalar.js",
    pageTitle: "Toolgate REST API",
    withDefaultFonts: false,
    telemetry: false,
    agent: { disabled: true },
  };
  app.get(DOC_PATHS.docs, Scalar(config));
}

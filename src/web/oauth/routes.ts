import { Hono } from "hono";
import { cors } from "hono/cors";
import type { Deps } from "../../deps.ts";
import type { Services } from "../../services/mod.ts";
import { createEgressFetch } from "../../egress/pinned_fetch.ts";
import { type ClientDocOptions, createClientResolver } from "../../oauth/client_metadata_doc.ts";
import { registerMetadata } from "./metadata.ts";
import { registerAuthorize } from "./authorize.tsx";
import { registerToken } from "./token.ts";
import { registerRevoke } from "./revoke.ts";
import { registerRegistration } from "./register.ts";
import { oauthUrls } from "../../oauth/urls.ts";
import { noStore } from "../../oauth/errors.ts";

export interface OAuthOptions {
  /** How Client ID Metadata Documents are fetched; by default through the egress policy. */
  clientDocs?: Partial<ClientDocOptions>;
  /** DNS for the default egress fetch (tests map names to loopback). */
  resolve?: (host: string) => Promise<string[]>;
  /** Extra trusted CAs for the default egress fetch; else the DENO_CERT file if configured. */
  caCerts?: string[];
}

/** The SSRF-safe fetch for metadata documents, built on first use (it may read a CA file). */
function lazyEgressFetch(deps: Deps, opts: OAuthOptions): typeof fetch {
  let built: Promise<typeof fetch> | null = null;
  const build = async () => {
    const file = deps.config.extraCaCertFile;
    const caCerts = opts.caCerts ?? (file === null ? [] : [await Deno.readTextFile(file)]);
    const policy = { allowPrivate: deps.config.allowPrivateEgress, resolve: opts.resolve };
    return createEgressFetch({ policy, caCerts });
  };
  return (async (input: RequestInfo | URL, init?: RequestInit) => {
    built ??= build();
    return (await built)(input, init);
  }) as typeof fetch;
}

const ENDPOINT_METHODS: Record<string, string> = {
  "/oauth/authorize": "GET, POST",
  "/oauth/token": "POST",
  "/oauth/register": "POST",
  "/oauth/revoke": "POST",
};

/**
 * The authorization server at PUBLIC_URL: discovery metadata, /oauth/authorize (consent),
 * /oauth/token, /oauth/register and /oauth/revoke. Mount at the root.
 */
export function oauthRoutes(deps: Deps, services: Services, opts: OAuthOptions = {}): Hono {
  const app = new Hono();
  const urls = oauthUrls(deps.config.publicUrl);
  const docs: ClientDocOptions = { fetch: lazyEgressFetch(deps, opts), ...opts.clientDocs };
  const resolve = createClientResolver(deps.kv, deps.now, docs);
  // Browser-based clients (the MCP Inspector) call discovery, registration and token directly.
  const api = cors({
    origin: "*",
    allowMethods: ["GET", "POST", "OPTIONS"],
    allowHeaders: ["Authorization", "Content-Type", "MCP-Protocol-Version"],
    maxAge: 600,
  });
  app.use("/.well-known/*", api);
  for (const path of ["/oauth/token", "/oauth/register", "/oauth/revoke"]) app.use(path, api);

  registerMetadata(app, urls);
  registerAuthorize(app, deps, { resolve, urls });
  registerToken(app, deps, { resolve, urls });
  registerRevoke(app, deps, { resolve });
  registerRegistration(app, deps, services);
  for (const [path, allow] of Object.entries(ENDPOINT_METHODS)) {
    app.all(path, (c) => {
      noStore(c);
      c.header("Allow", allow);
      return c.json({ error: "invalid_request", error_description: `Use ${allow}` }, 405);
    });
  }
  return app;
}

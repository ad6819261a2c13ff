// @ts-types="@modelcontextprotocol/sdk/validation/ajv"
import { AjvJsonSchemaValidator } from "@modelcontextprotocol/sdk/validation/ajv";
import { bearerMatches, type Connectable, jsonRpcError, serveStateless } from "./http.ts";
import { createNotesServer, NoteStore } from "./notes.ts";
import { createVaultServer } from "./vault.ts";
import { createWeatherServer } from "./weather.ts";
import { createOAuthDemo } from "./oauth_demo.ts";

export interface DemoServerInfo {
  slug: string;
  name: string;
  description: string;
  category: string;
  authType: "none" | "bearer" | "oauth";
  /** Path on the gateway's own origin: "/demo/<slug>/mcp". */
  path: string;
}

export interface DemoUpstreamsOptions {
  /** Token demo-vault expects; without one demo-vault refuses every request. */
  bearerToken?: string;
  now?: () => number;
}

export interface DemoUpstreams {
  /** Answers `/demo/<slug>/mcp`; null for any other path. */
  handle(req: Request): Promise<Response | null>;
  servers: DemoServerInfo[];
}

interface DemoEntry {
  info: DemoServerInfo;
  create(): Connectable;
}

function info(
  slug: string,
  name: string,
  description: string,
  authType: DemoServerInfo["authType"],
): DemoServerInfo {
  return { slug, name, description, category: "demo", authType, path: `/demo/${slug}/mcp` };
}

export const DEMO_SERVERS: DemoServerInfo[] = [
  info(
    "demo-notes",
    "Demo Notes",
    "Notes, text statistics and test tools: errors, slow and large results, prompt injection.",
    "none",
  ),
  info(
    "demo-weather",
    "Demo Weather",
    "Deterministic weather forecasts and alerts with strict input schemas.",
    "none",
  ),
  info(
    "demo-vault",
    "Demo Vault",
    "A bearer-protected vault of fake items; its tool list is paginated.",
    "bearer",
  ),
  info(
    "demo-oauth",
    "Demo OAuth",
    "An OAuth-protected demo server with its own authorization server; connect it in the app.",
    "oauth",
  ),
];

const PATH = /^\/demo\/([a-z0-9-]{1,64})\/mcp\/?$/;

/** In-process demo MCP servers, each served statelessly over Streamable HTTP. */
export function createDemoUpstreams(opts: DemoUpstreamsOptions = {}): DemoUpstreams {
  const now = opts.now ?? Date.now;
  const store = new NoteStore();
  // One validator for all per-request servers: each SDK server would otherwise build its own
  // Ajv instance, which costs more than answering the request.
  const validator = new AjvJsonSchemaValidator();
  const factories: Record<string, () => Connectable> = {
    "demo-notes": () => createNotesServer(store, now, validator),
    "demo-weather": () => createWeatherServer(validator),
    "demo-vault": () => createVaultServer(validator),
  };
  const entries = new Map<string, DemoEntry>(
    DEMO_SERVERS.filter((i) => factories[i.slug]).map((i) => [
      i.slug,
      { info: i, create: factories[i.slug] },
    ]),
  );
  const oauth = createOAuthDemo(validator);
  async function handle(req: Request): Promise<Response | null> {
    const own = await oauth.handle(req);
    if (own) return own;
    const slug = PATH.exec(new URL(req.url).pathname)?.[1];
    const entry = slug === undefined ? undefined : entries.get(slug);
    if (!entry) return null;
    if (entry.info.authType === "bearer") {
      const denied = await checkBearer(req, opts.bearerToken, entry.info.slug);
      if (denied) return denied;
    }
    return await serveStateless(entry.create(), req);
  }
  return { handle, servers: DEMO_SERVERS.map((i) => ({ ...i })) };
}

async function checkBearer(
  req: Request,
  token: string | undefined,
  slug: string,
): Promise<Response | null> {
  const ok = token !== undefined && token.length > 0 &&
    await bearerMatches(req.headers.get("authorization"), token);
  if (ok) return null;
  return jsonRpcError(401, "Unauthorized: a valid bearer token is required", {
    "www-authenticate": `Bearer realm="${slug}"`,
  });
}

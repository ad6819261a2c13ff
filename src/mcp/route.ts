/**
 * The MCP endpoint at {mcp_url} = PUBLIC_URL/mcp: Streamable HTTP, stateless, in both protocol
 * eras (2025-11-25 and 2026-07-28; see serve.ts). Order: Host/Origin (DNS rebinding) → CORS
 * preflight → bearer token → POST only → a fresh server for the request.
 */
import { Hono } from "hono";
import { readRequestBody } from "@modelcontextprotocol/server";
import type { Deps } from "../deps.ts";
import type { Services } from "../services/mod.ts";
import { corsHeaders, OriginGuard } from "./origin_guard.ts";
import { authenticate, unauthorized } from "./auth.ts";
import { isSingleToolCall, startPrefetch } from "./prefetch.ts";
import { McpEndpoint, type ReadBody } from "./serve.ts";

export const MCP_PATH = "/mcp";
/** The SDK transport's own bound on request bodies. */
const MAX_BODY_BYTES = 4 * 1024 * 1024;

export function mcpRoutes(deps: Deps, services: Services): Hono {
  services.gateway.attach(services.warmups);
  const guard = new OriginGuard(deps.config);
  const endpoint = new McpEndpoint(deps, services);
  const app = new Hono();
  app.all(MCP_PATH, (c) => handleMcp(deps, services, guard, endpoint, c.req.raw));
  return app;
}

function jsonRpcError(status: number, message: string, headers: Record<string, string> = {}) {
  const body = { jsonrpc: "2.0", error: { code: -32000, message }, id: null };
  return new Response(JSON.stringify(body), {
    status,
    headers: { ...headers, "content-type": "application/json" },
  });
}

export async function handleMcp(
  deps: Deps,
  services: Services,
  guard: OriginGuard,
  endpoint: McpEndpoint,
  req: Request,
): Promise<Response> {
  const refused = checkOrigin(guard, req);
  if (refused) return refused;
  const origin = req.headers.get("origin");
  if (req.method === "OPTIONS") {
    return new Response(null, { status: 204, headers: corsHeaders(origin, true) });
  }
  const cors = corsHeaders(origin);
  const header = req.headers.get("authorization");
  const token = /^Bearer[ ]+(\S+)/i.exec(header ?? "")?.[1];
  const hint = token === undefined ? undefined : services.gateway.tokenHints.get(token);
  const post = req.method === "POST";
  // A token verified before lets the body be read first: the burst hit starts while the token is
  // verified again, and the account and view stamp are read in the token's KV round trip. An
  // unknown caller is authenticated before anything of its body is read.
  let body = post && hint ? await readBody(req) : null;
  const pending = hint && body && !body.tooLarge
    ? startPrefetch(deps, services, hint, isSingleToolCall(body.parsed))
    : null;
  const auth = await authenticate(deps, header, hint, pending?.along);
  if (!auth.ok) return unauthorized(deps.config.publicUrl, auth, cors);
  const prefetch = pending?.finish(auth.along) ?? null;
  const caller = { accountId: auth.record.accountId, clientId: auth.record.clientId };
  services.gateway.clientActivity.touch(
    caller.accountId,
    caller.clientId,
    new Date(deps.now()).toISOString(),
  );
  if (!post) {
    const allow = { ...cors, allow: "POST, OPTIONS" };
    return jsonRpcError(
      405,
      "Method not allowed: this stateless endpoint accepts POST only.",
      allow,
    );
  }
  body ??= await readBody(req);
  if (body.tooLarge) return jsonRpcError(413, "Payload Too Large: the body exceeds 4 MiB", cors);
  const same = prefetch?.caller.accountId === caller.accountId &&
    prefetch.caller.clientId === caller.clientId;
  if (!hint) services.gateway.tokenHints.remember(auth.token, caller, null);
  const authInfo = {
    token: auth.token,
    clientId: caller.clientId,
    scopes: auth.record.scope.split(" ").filter((s) => s !== ""),
    expiresAt: Math.floor(auth.record.expiresAt / 1000),
    extra: { accountId: caller.accountId },
  };
  const res = await endpoint.serve(body, authInfo, {
    caller,
    prefetch: same ? prefetch : null,
    learned: (burstLimit) => services.gateway.tokenHints.remember(auth.token, caller, burstLimit),
    signal: req.signal,
  });
  for (const [k, v] of Object.entries(cors)) res.headers.set(k, v);
  return res;
}

/** DNS-rebinding protection: a foreign Host or browser Origin is refused before anything else. */
function checkOrigin(guard: OriginGuard, req: Request): Response | null {
  const host = req.headers.get("host");
  if (!guard.hostAllowed(host)) {
    return jsonRpcError(403, `Forbidden: Host "${(host ?? "").slice(0, 100)}" is not this service`);
  }
  const origin = req.headers.get("origin");
  if (!guard.originAllowed(origin)) {
    return jsonRpcError(403, `Forbidden: Origin "${origin!.slice(0, 100)}" is not allowed`);
  }
  return null;
}

/**
 * Reads the body once (bounded like the SDK transport: 4 MiB) so the request kind is known before
 * the token is verified; the transport then gets the parsed message. Unparseable JSON is handed
 * over as text for the transport to answer with its parse error.
 */
async function readBody(
  req: Request,
): Promise<{ tooLarge: true } | ReadBody> {
  // A declared length within bounds reads natively; otherwise the SDK's bounded stream reader.
  const declared = Number(req.headers.get("content-length") ?? NaN);
  const read = declared >= 0 && declared <= MAX_BODY_BYTES
    ? { tooLarge: false as const, text: await req.text() }
    : await readRequestBody(req, MAX_BODY_BYTES);
  if (read.tooLarge) return { tooLarge: true };
  try {
    return { tooLarge: false, request: req, parsed: JSON.parse(read.text) };
  } catch {
    const request = new Request(req.url, { method: "POST", headers: req.headers, body: read.text });
    return { tooLarge: false, request, parsed: undefined };
  }
}

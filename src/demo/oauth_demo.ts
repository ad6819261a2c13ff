/**
 * demo-oauth: an OAuth-protected MCP server with its own authorization server, in process, so
 * the default catalogue and the tests work offline. Paths (under the gateway's origin):
 *   /demo/demo-oauth/mcp?<knobs>               the MCP endpoint (401 + WWW-Authenticate)
 *   /demo/demo-oauth/prm/<id>                  its protected-resource metadata
 *   /demo/demo-oauth/as/<id>/…                 the AS (authorize, token, register, revoke, stats)
 *   /demo/demo-oauth/tenants/<id>/issuer/…     the AS with the `issuer=other` knob (OpenID only)
 *   /.well-known/…/demo/demo-oauth/…           path-inserted metadata (RFC 8414, RFC 9728)
 */
// @ts-types="@modelcontextprotocol/sdk/validation/types"
import type { jsonSchemaValidator } from "@modelcontextprotocol/sdk/validation/types.js";
import { jsonRpcError, serveStateless } from "./http.ts";
import { createOAuthMcpServer } from "./oauth_mcp.ts";
import {
  type Instance,
  instanceId,
  newInstance,
  parseKnobs,
  queryOfInstance,
} from "./oauth_state.ts";
import { asMetadata, type AsUrls, authorize, register, revoke, token } from "./oauth_as.ts";

const BASE = "/demo/demo-oauth";
const json = (body: unknown) =>
  new Response(JSON.stringify(body), { headers: { "content-type": "application/json" } });

export function createOAuthDemo(validator: jsonSchemaValidator) {
  const instances = new Map<string, Instance>();
  const instance = (id: string): Instance | null => {
    let inst = instances.get(id);
    if (inst) return inst;
    const query = queryOfInstance(id);
    if (query === null || instances.size > 500) return null;
    inst = newInstance(id, parseKnobs(query));
    instances.set(id, inst);
    return inst;
  };
  const urlsOf = (origin: string, inst: Instance): AsUrls => ({
    issuer: inst.knobs.issuer === "other"
      ? `${origin}${BASE}/tenants/${inst.id}/issuer`
      : `${origin}${BASE}/as/${inst.id}`,
    resource: `${origin}${BASE}/mcp`,
  });
  const prm = (origin: string, inst: Instance) => ({
    resource: `${origin}${BASE}/mcp`,
    authorization_servers: [urlsOf(origin, inst).issuer],
    scopes_supported: ["demo:read", "demo:admin"],
    bearer_methods_supported: ["header"],
  });

  async function mcp(req: Request, url: URL): Promise<Response> {
    const inst = instance(instanceId(url.searchParams))!;
    const presented = /^Bearer (\S+)$/i.exec(req.headers.get("authorization") ?? "")?.[1];
    const grant = presented ? inst.access.get(presented) : undefined;
    const live = grant && grant.exp > Date.now() && !inst.revokedFamilies.has(grant.family);
    if (!live) {
      const parts = [
        ...(presented ? ['error="invalid_token"'] : []),
        ...(inst.knobs.prm === "header"
          ? [`resource_metadata="${url.origin}${BASE}/prm/${inst.id}"`]
          : []),
        'scope="demo:read"',
      ];
      return jsonRpcError(401, "Unauthorized: a valid access token is required", {
        "www-authenticate": `Bearer ${parts.join(", ")}`,
      });
    }
    const scopes = grant.scope.split(" ");
    const body = await req.clone().json().catch(() => null);
    if (
      body?.method === "tools/call" && body.params?.name === "admin_report" &&
      !scopes.includes("demo:admin")
    ) {
      return jsonRpcError(403, "Forbidden: admin_report needs the demo:admin scope", {
        "www-authenticate": `Bearer error="insufficient_scope", scope="demo:read demo:admin"`,
      });
    }
    return await serveStateless(createOAuthMcpServer(validator, grant), req);
  }

  async function asRoute(inst: Instance, origin: string, rest: string, req: Request, url: URL) {
    const urls = urlsOf(origin, inst);
    if (rest === "/authorize" && req.method === "GET") return await authorize(inst, urls, url);
    if (rest === "/token" && req.method === "POST") return await token(inst, urls, req);
    if (rest === "/register" && req.method === "POST") return await register(inst, req);
    if (rest === "/revoke" && req.method === "POST") return await revoke(inst, req);
    if (rest === "/stats") return json(inst.stats);
    if (rest === "/.well-known/openid-configuration") {
      const oidc = { jwks_uri: `${urls.issuer}/jwks`, subject_types_supported: ["public"] };
      return json({
        ...asMetadata(inst, urls),
        ...oidc,
        id_token_signing_alg_values_supported: ["RS256"],
      });
    }
    return null;
  }

  /** Path-inserted well-known documents for the demo's resource and issuers. */
  function wellKnown(url: URL): Response | null {
    const m = /^\/\.well-known\/([a-z-]+)(\/demo\/demo-oauth\/.*)$/.exec(url.pathname);
    if (!m) return null;
    const [, kind, path] = m;
    if (kind === "oauth-protected-resource" && path === `${BASE}/mcp`) {
      return json(prm(url.origin, instance(instanceId(url.searchParams))!));
    }
    const as = new RegExp(`^${BASE}/as/([A-Za-z0-9_-]+)$`).exec(path);
    const inst = as ? instance(as[1]) : null;
    // issuer=other publishes only OpenID discovery at its own path (appended form).
    if (!inst || inst.knobs.issuer === "other") return null;
    if (kind === "oauth-authorization-server") {
      return json(asMetadata(inst, urlsOf(url.origin, inst)));
    }
    return null;
  }

  async function handle(req: Request): Promise<Response | null> {
    const url = new URL(req.url);
    if (url.pathname.startsWith("/.well-known/")) return wellKnown(url);
    if (url.pathname === `${BASE}/mcp`) return await mcp(req, url);
    const prmPath = new RegExp(`^${BASE}/prm/([A-Za-z0-9_-]+)$`).exec(url.pathname);
    if (prmPath) {
      const inst = instance(prmPath[1]);
      return inst ? json(prm(url.origin, inst)) : null;
    }
    const as = new RegExp(`^${BASE}/(?:as/([A-Za-z0-9_-]+)|tenants/([A-Za-z0-9_-]+)/issuer)(/.*)$`)
      .exec(url.pathname);
    const inst = as ? instance(as[1] ?? as[2]) : null;
    if (!as || !inst) return null;
    if ((as[1] !== undefined) !== (inst.knobs.issuer === "as")) return null;
    return await asRoute(inst, url.origin, as[3], req, url);
  }

  return { handle, instances };
}

/**
 * demo-oauth's small authorization server. `/authorize` approves at once (a demo: it redirects
 * straight back with a code, no login or consent page). PKCE S256 is required; `resource` is
 * checked per the knob; refresh tokens rotate with reuse detection when asked to.
 */
import { base64url } from "../lib/crypto.ts";
import { type Grant, type Instance, randomToken } from "./oauth_state.ts";

export interface AsUrls {
  issuer: string;
  resource: string;
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { "content-type": "application/json", "cache-control": "no-store" },
  });
const oauthError = (error: string, description: string, status = 400) =>
  json({ error, error_description: description }, status);

export function asMetadata(inst: Instance, urls: AsUrls) {
  const k = inst.knobs;
  return {
    issuer: urls.issuer,
    authorization_endpoint: `${urls.issuer}/authorize`,
    token_endpoint: `${urls.issuer}/token`,
    revocation_endpoint: `${urls.issuer}/revoke`,
    ...(k.dcr ? { registration_endpoint: `${urls.issuer}/register` } : {}),
    ...(k.cimd ? { client_id_metadata_document_supported: true } : {}),
    response_types_supported: ["code"],
    grant_types_supported: ["authorization_code", "refresh_token"],
    code_challenge_methods_supported: ["S256"],
    token_endpoint_auth_methods_supported: ["none", "client_secret_basic", "client_secret_post"],
    scopes_supported: ["demo:read", "demo:admin", "offline_access"],
    authorization_response_iss_parameter_supported: k.iss !== "none",
  };
}

export async function register(inst: Instance, req: Request): Promise<Response> {
  if (!inst.knobs.dcr) return oauthError("invalid_request", "registration is off", 404);
  const body = await req.json().catch(() => null);
  const uris = body?.redirect_uris;
  if (!Array.isArray(uris) || uris.length === 0 || uris.some((u) => typeof u !== "string")) {
    return oauthError("invalid_redirect_uri", "redirect_uris is required");
  }
  inst.stats.registrations.push(body);
  const clientId = randomToken("dyn");
  inst.clients.set(clientId, { redirectUris: uris });
  return json({ ...body, client_id: clientId, token_endpoint_auth_method: "none" }, 201);
}

async function clientOf(inst: Instance, clientId: string) {
  const known = inst.clients.get(clientId);
  if (known || !inst.knobs.cimd || !/^https?:\/\//.test(clientId)) return known ?? null;
  // A client ID metadata document: fetch it (the demo trusts the URL) and check its client_id.
  const doc = await fetch(clientId, { redirect: "error", signal: AbortSignal.timeout(5000) })
    .then((r) => (r.ok ? r.json() : null)).catch(() => null);
  if (doc?.client_id !== clientId || !Array.isArray(doc.redirect_uris)) return null;
  return { redirectUris: doc.redirect_uris as string[] };
}

function resourceProblem(inst: Instance, urls: AsUrls, resource: string | null): string | null {
  const mode = inst.knobs.resource;
  if (mode === "refused" && resource !== null) return "this server refuses the resource parameter";
  if (mode === "required" && resource === null) return "resource is required";
  if (resource !== null && resource !== urls.resource) return `unknown resource ${resource}`;
  return null;
}

export async function authorize(inst: Instance, urls: AsUrls, url: URL): Promise<Response> {
  const p = url.searchParams;
  inst.stats.authorizations.push(Object.fromEntries(p));
  const clientId = p.get("client_id") ?? "";
  const redirectUri = p.get("redirect_uri") ?? "";
  const client = await clientOf(inst, clientId);
  if (!client) return oauthError("invalid_client", "unknown client");
  if (client.redirectUris.length > 0 && !client.redirectUris.includes(redirectUri)) {
    return oauthError("invalid_request", "redirect_uri is not registered");
  }
  const back = new URL(redirectUri);
  const state = p.get("state");
  if (state !== null) back.searchParams.set("state", state);
  if (inst.knobs.iss !== "none") {
    back.searchParams.set(
      "iss",
      inst.knobs.iss === "wrong" ? "https://wrong.example" : urls.issuer,
    );
  }
  const problem = p.get("code_challenge_method") !== "S256" || !p.get("code_challenge")
    ? "PKCE S256 is required"
    : resourceProblem(inst, urls, p.get("resource"));
  if (problem) {
    back.searchParams.set("error", "invalid_request");
    back.searchParams.set("error_description", problem);
    return Response.redirect(back.href, 302);
  }
  const code = randomToken("code");
  inst.codes.set(code, {
    clientId,
    redirectUri,
    challenge: p.get("code_challenge")!,
    scope: p.get("scope") ?? "",
    resource: p.get("resource"),
    family: crypto.randomUUID(),
    exp: Date.now() + 60_000,
  });
  back.searchParams.set("code", code);
  return Response.redirect(back.href, 302);
}

/** The client id of a token request (Basic header or body), checking a secret when it has one. */
function authenticate(inst: Instance, req: Request, form: URLSearchParams): string | null {
  const basic = /^Basic (.+)$/i.exec(req.headers.get("authorization") ?? "")?.[1];
  const [id, secret] = basic
    ? atob(basic).split(":").map(decodeURIComponent)
    : [form.get("client_id") ?? "", form.get("client_secret") ?? undefined];
  const known = inst.clients.get(id);
  if (known?.secret !== undefined && known.secret !== secret) return null;
  return id || null;
}

export async function token(inst: Instance, urls: AsUrls, req: Request): Promise<Response> {
  const form = new URLSearchParams(await req.text());
  inst.stats.tokenRequests.push(Object.fromEntries(form));
  const clientId = authenticate(inst, req, form);
  if (clientId === null) return oauthError("invalid_client", "client authentication failed", 401);
  const problem = resourceProblem(inst, urls, form.get("resource"));
  if (problem) return oauthError("invalid_target", problem);
  if (form.get("grant_type") === "authorization_code") return await codeGrant(inst, form, clientId);
  if (form.get("grant_type") === "refresh_token") return refreshGrant(inst, form, clientId);
  return oauthError("unsupported_grant_type", "use authorization_code or refresh_token");
}

async function codeGrant(inst: Instance, form: URLSearchParams, clientId: string) {
  inst.stats.codeRequests++;
  const code = inst.codes.get(form.get("code") ?? "");
  inst.codes.delete(form.get("code") ?? "");
  if (!code || code.exp < Date.now() || code.clientId !== clientId) {
    return oauthError("invalid_grant", "unknown, expired or foreign code");
  }
  const digest = await crypto.subtle.digest(
    "SHA-256",
    new TextEncoder().encode(form.get("code_verifier") ?? ""),
  );
  if (base64url(new Uint8Array(digest)) !== code.challenge) {
    return oauthError("invalid_grant", "PKCE verification failed");
  }
  if (form.get("redirect_uri") !== code.redirectUri) {
    return oauthError("invalid_grant", "redirect_uri differs from the authorization request");
  }
  const offline = code.scope.split(" ").includes("offline_access");
  return json(issue(inst, code, offline, inst.knobs.ttl));
}

function refreshGrant(inst: Instance, form: URLSearchParams, clientId: string): Response {
  inst.stats.refreshRequests++;
  if (inst.served503 < inst.knobs.token503) {
    inst.served503++;
    return new Response("<html><body>Service Unavailable</body></html>", {
      status: 503,
      headers: { "content-type": "text/html" },
    });
  }
  if (inst.knobs.refreshInvalid) return oauthError("invalid_grant", "refresh token revoked");
  const presented = form.get("refresh_token") ?? "";
  const grant = inst.refresh.get(presented);
  if (!grant || grant.clientId !== clientId || inst.revokedFamilies.has(grant.family)) {
    return oauthError("invalid_grant", "unknown or revoked refresh token");
  }
  if (grant.used) {
    inst.revokedFamilies.add(grant.family); // reuse detected: the whole family ends
    return oauthError("invalid_grant", "refresh token reuse detected; the grant is revoked");
  }
  if (inst.knobs.rotate) grant.used = true;
  return json(issue(inst, grant, inst.knobs.rotate, inst.knobs.refreshTtl ?? inst.knobs.ttl));
}

function issue(inst: Instance, grant: Grant, withRefresh: boolean, ttl: number) {
  const access = randomToken("at");
  const g: Grant = {
    clientId: grant.clientId,
    scope: grant.scope,
    resource: grant.resource,
    family: grant.family,
  };
  inst.access.set(access, { ...g, exp: Date.now() + ttl * 1000 });
  const out: Record<string, unknown> = {
    access_token: access,
    token_type: "Bearer",
    expires_in: ttl,
    scope: grant.scope,
  };
  if (withRefresh) {
    const refresh = randomToken("rt");
    inst.refresh.set(refresh, { ...g, used: false });
    out.refresh_token = refresh;
  }
  return out;
}

export async function revoke(inst: Instance, req: Request): Promise<Response> {
  inst.stats.revocations++;
  const form = new URLSearchParams(await req.text());
  const t = form.get("token") ?? "";
  const family = inst.refresh.get(t)?.family ?? inst.access.get(t)?.family;
  if (family) inst.revokedFamilies.add(family);
  return new Response(null, { status: 200 });
}

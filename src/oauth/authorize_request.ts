import type { OAuthClientRecord } from "./clients_store.ts";
import type { ClientResolver } from "./client_metadata_doc.ts";
import { type OAuthErrorCode, OAuthFailure } from "./errors.ts";
import { redirectUriRegistered, withParams } from "./redirect_uris.ts";
import { MCP_SCOPE, type OAuthUrls } from "./urls.ts";

/** A validated authorization request (OAuth 2.1 section 4.1.1, RFC 7636, RFC 8707). */
export interface AuthorizeRequest {
  client: OAuthClientRecord;
  redirectUri: string;
  state: string | undefined;
  codeChallenge: string;
  resource: string;
  scope: string;
  /** The request's parameters, re-submitted by the consent form. */
  params: Record<string, string>;
}

export type AuthorizeCheck =
  | { kind: "ok"; request: AuthorizeRequest }
  /** Client or redirect URI cannot be trusted: shown as a page, never redirected. */
  | { kind: "fatal"; message: string }
  /** Anything else goes back to the verified redirect URI as an error response. */
  | { kind: "redirect"; location: string };

/** The parameters the consent form carries; anything else in the request is dropped. */
const PARAMS = [
  "client_id",
  "redirect_uri",
  "response_type",
  "code_challenge",
  "code_challenge_method",
  "state",
  "resource",
  "scope",
];
const CHALLENGE = /^[A-Za-z0-9_-]{43}$/;

/** An error redirect (OAuth 2.1 section 4.1.2.1) with `iss` (RFC 9207). */
export function errorRedirect(
  urls: OAuthUrls,
  redirectUri: string,
  state: string | undefined,
  code: OAuthErrorCode,
  description: string,
): string {
  return withParams(redirectUri, {
    error: code,
    error_description: description,
    state,
    iss: urls.issuer,
  });
}

async function resolveTarget(
  resolve: ClientResolver,
  raw: Map<string, string>,
): Promise<{ client: OAuthClientRecord; redirectUri: string } | string> {
  const clientId = raw.get("client_id");
  if (!clientId) return "The request names no client (client_id is missing).";
  let client: OAuthClientRecord | null;
  try {
    client = await resolve(clientId);
  } catch (err) {
    if (err instanceof OAuthFailure) return `The client could not be verified: ${err.message}.`;
    throw err;
  }
  if (!client) return "This client is not registered with Toolgate.";
  const requested = raw.get("redirect_uri");
  if (requested === undefined) {
    if (client.redirectUris.length === 1) return { client, redirectUri: client.redirectUris[0] };
    return "The request names no redirect_uri and the client registered several.";
  }
  if (!redirectUriRegistered(requested, client.redirectUris)) {
    return "The redirect_uri is not registered for this client, so Toolgate will not send you there.";
  }
  return { client, redirectUri: requested };
}

/** Validates an authorization request in the order that keeps error redirects safe. */
export async function checkAuthorizeRequest(
  ctx: { resolve: ClientResolver; urls: OAuthUrls },
  raw: Map<string, string>,
): Promise<AuthorizeCheck> {
  const target = await resolveTarget(ctx.resolve, raw);
  if (typeof target === "string") return { kind: "fatal", message: target };
  const { client, redirectUri } = target;
  const state = raw.get("state");
  const fail = (code: OAuthErrorCode, why: string): AuthorizeCheck => ({
    kind: "redirect",
    location: errorRedirect(ctx.urls, redirectUri, state, code, why),
  });
  if (raw.get("response_type") !== "code") {
    return fail("unsupported_response_type", "response_type must be code");
  }
  const challenge = raw.get("code_challenge");
  if (!challenge) return fail("invalid_request", "code_challenge is required (PKCE)");
  if (raw.get("code_challenge_method") !== "S256") {
    return fail("invalid_request", "code_challenge_method must be S256");
  }
  if (!CHALLENGE.test(challenge)) return fail("invalid_request", "code_challenge is malformed");
  const resource = raw.get("resource") ?? ctx.urls.mcpUrl;
  if (resource !== ctx.urls.mcpUrl) {
    return fail("invalid_target", `resource must be ${ctx.urls.mcpUrl}`);
  }
  if (state !== undefined && state.length > 2048) {
    return fail("invalid_request", "state is too long");
  }
  const params: Record<string, string> = {};
  for (const name of PARAMS) {
    const v = name === "redirect_uri" ? redirectUri : raw.get(name);
    if (v !== undefined) params[name] = v;
  }
  return {
    kind: "ok",
    request: {
      client,
      redirectUri,
      state,
      codeChallenge: challenge,
      resource,
      scope: MCP_SCOPE,
      params,
    },
  };
}

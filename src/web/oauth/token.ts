import type { Context, Hono } from "hono";
import type { Deps } from "../../deps.ts";
import { getClient } from "../../storage/clients.ts";
import { base64url, timingSafeEqual } from "../../lib/crypto.ts";
import { readClientRequest } from "../../oauth/client_auth.ts";
import type { ClientResolver } from "../../oauth/client_metadata_doc.ts";
import type { OAuthClientRecord } from "../../oauth/clients_store.ts";
import { type CodeRecord, consumeAuthorizationCode } from "../../oauth/codes.ts";
import { noStore, oauthErrorJson, OAuthFailure, oauthFailure } from "../../oauth/errors.ts";
import {
  refreshGrant,
  revokeConnectionGrant,
  startGrant,
  type TokenResponse,
} from "../../oauth/grants.ts";
import { MCP_SCOPE, type OAuthUrls } from "../../oauth/urls.ts";

const VERIFIER = /^[A-Za-z0-9._~-]{43,128}$/;

async function s256(verifier: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(verifier));
  return base64url(new Uint8Array(digest));
}

async function exchangeCode(
  deps: Deps,
  client: OAuthClientRecord,
  form: Map<string, string>,
): Promise<TokenResponse> {
  const code = form.get("code");
  const verifier = form.get("code_verifier");
  if (!code) throw oauthFailure("invalid_request", "code is required");
  if (!verifier) throw oauthFailure("invalid_request", "code_verifier is required (PKCE)");
  if (!VERIFIER.test(verifier)) throw oauthFailure("invalid_request", "code_verifier is malformed");
  const consumed = await consumeAuthorizationCode(deps.kv, deps.now, code);
  if (!consumed.ok) {
    // RFC 6749 section 4.1.2: a code used twice revokes what it already produced; an expired
    // code leaves a connection that can never get tokens, so it is revoked too.
    const r = consumed.replayOf ?? consumed.expired;
    if (r) await revokeConnectionGrant(deps.kv, deps.now, r.accountId, r.clientId);
    throw oauthFailure("invalid_grant", "The authorization code is invalid, expired or used");
  }
  const rec = consumed.record;
  try {
    return await redeem(deps, client, form, rec, verifier);
  } catch (err) {
    // The code is spent either way: a failed redemption must not leave a live, tokenless connection.
    await revokeConnectionGrant(deps.kv, deps.now, rec.accountId, rec.clientId);
    throw err;
  }
}

async function redeem(
  deps: Deps,
  client: OAuthClientRecord,
  form: Map<string, string>,
  rec: CodeRecord,
  verifier: string,
): Promise<TokenResponse> {
  if (rec.oauthClientId !== client.clientId) {
    throw oauthFailure("invalid_grant", "The authorization code was issued to another client");
  }
  const redirectUri = form.get("redirect_uri");
  if (redirectUri !== undefined && redirectUri !== rec.redirectUri) {
    throw oauthFailure("invalid_grant", "redirect_uri differs from the authorization request");
  }
  const resource = form.get("resource");
  if (resource !== undefined && resource !== rec.resource) {
    throw oauthFailure("invalid_target", "resource differs from the authorization request");
  }
  if (!timingSafeEqual(await s256(verifier), rec.codeChallenge)) {
    throw oauthFailure("invalid_grant", "code_verifier does not match the code_challenge");
  }
  const connection = await getClient(deps.kv, rec.accountId, rec.clientId);
  if (!connection?.active) throw oauthFailure("invalid_grant", "The connection was revoked");
  const tokens = await startGrant(deps.kv, deps.now, {
    accountId: rec.accountId,
    clientId: rec.clientId,
    oauthClientId: client.clientId,
    audience: rec.resource,
    scope: rec.scope,
  }, client.grantTypes.includes("refresh_token"));
  if (!tokens) throw oauthFailure("invalid_grant", "The authorization code was already exchanged");
  return tokens;
}

const REFRESH_FAILURES = {
  invalid: "The refresh token is invalid, expired or revoked",
  wrong_client: "The refresh token was issued to another client",
  replayed: "The refresh token was already used; the whole grant is revoked",
};

async function exchangeRefresh(
  deps: Deps,
  urls: OAuthUrls,
  client: OAuthClientRecord,
  form: Map<string, string>,
): Promise<TokenResponse> {
  const token = form.get("refresh_token");
  if (!token) throw oauthFailure("invalid_request", "refresh_token is required");
  if (!client.grantTypes.includes("refresh_token")) {
    throw oauthFailure(
      "unauthorized_client",
      "This client did not register the refresh_token grant",
    );
  }
  const resource = form.get("resource");
  if (resource !== undefined && resource !== urls.mcpUrl) {
    throw oauthFailure("invalid_target", `resource must be ${urls.mcpUrl}`);
  }
  const scope = form.get("scope");
  if (scope !== undefined && scope.split(" ").some((s) => s !== "" && s !== MCP_SCOPE)) {
    throw oauthFailure("invalid_scope", `Only the scope "${MCP_SCOPE}" can be granted`);
  }
  const outcome = await refreshGrant(deps.kv, deps.now, token, client.clientId);
  if (!outcome.ok) throw oauthFailure("invalid_grant", REFRESH_FAILURES[outcome.reason]);
  return outcome.tokens;
}

/** POST /oauth/token (OAuth 2.1 section 3.2): code exchange and refresh-token rotation. */
export function registerToken(
  app: Hono,
  deps: Deps,
  ctx: { resolve: ClientResolver; urls: OAuthUrls },
): void {
  app.post("/oauth/token", async (c: Context) => {
    try {
      const { form, client } = await readClientRequest(c.req.raw, ctx.resolve);
      const grantType = form.get("grant_type");
      let tokens: TokenResponse;
      if (grantType === "authorization_code") tokens = await exchangeCode(deps, client, form);
      else if (grantType === "refresh_token") {
        tokens = await exchangeRefresh(deps, ctx.urls, client, form);
      } else if (!grantType) {
        throw oauthFailure("invalid_request", "grant_type is required");
      } else {
        throw oauthFailure("unsupported_grant_type", `grant_type "${grantType}" is not supported`);
      }
      noStore(c);
      return c.json(tokens, 200);
    } catch (err) {
      if (!(err instanceof OAuthFailure)) throw err;
      if (err.code === "invalid_client" && /^basic /i.test(c.req.header("authorization") ?? "")) {
        c.header("WWW-Authenticate", 'Basic realm="toolgate"');
      }
      return oauthErrorJson(c, err);
    }
  });
}

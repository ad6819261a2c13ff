import type { Context, Hono } from "hono";
import type { Deps } from "../../deps.ts";
import { getClient } from "../../storage/clients.ts";
import { readClientRequest } from "../../oauth/client_auth.ts";
import type { ClientResolver } from "../../oauth/client_metadata_doc.ts";
import type { OAuthClientRecord } from "../../oauth/clients_store.ts";
import { noStore, oauthErrorJson, OAuthFailure, oauthFailure } from "../../oauth/errors.ts";
import { grantOfRefreshToken, revokeGrant } from "../../oauth/grants.ts";
import { lookupAccessToken, revokeAccessToken } from "../../oauth/tokens.ts";

function notYours(): OAuthFailure {
  return oauthFailure("unauthorized_client", "The token was not issued to this client");
}

/**
 * RFC 7009. An access token ends alone; a refresh token ends its whole grant (the connection and
 * every token of it), as section 2.1 allows. Unknown tokens are answered 200 like revoked ones.
 */
async function revoke(deps: Deps, client: OAuthClientRecord, token: string): Promise<void> {
  const access = await lookupAccessToken(deps.kv, token);
  if (access) {
    const connection = await getClient(deps.kv, access.accountId, access.clientId);
    if (connection?.oauthClientId !== client.clientId) throw notYours();
    return await revokeAccessToken(deps.kv, token);
  }
  const found = await grantOfRefreshToken(deps.kv, deps.now, token);
  if (found) {
    if (found.entry.value.oauthClientId !== client.clientId) throw notYours();
    await revokeGrant(deps.kv, deps.now, found.entry.value);
  }
}

export function registerRevoke(app: Hono, deps: Deps, ctx: { resolve: ClientResolver }): void {
  app.post("/oauth/revoke", async (c: Context) => {
    try {
      const { form, client } = await readClientRequest(c.req.raw, ctx.resolve);
      const token = form.get("token");
      if (!token) throw oauthFailure("invalid_request", "token is required");
      await revoke(deps, client, token);
      noStore(c);
      return c.body(null, 200);
    } catch (err) {
      if (!(err instanceof OAuthFailure)) throw err;
      return oauthErrorJson(c, err);
    }
  });
}

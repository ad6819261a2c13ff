/**
 * What a server page shows about an account's OAuth connection, and Disconnect: revoke at the
 * authorization server when it has a revocation endpoint (best effort), delete the tokens and
 * retire this process's pooled sessions that used them.
 */
import type { Services } from "./mod.ts";
import type { ServerState } from "../domain/catalog.ts";
import { EMPTY_STATE } from "../domain/catalog.ts";
import { notFound } from "../errors.ts";
import { keys } from "../storage/keys.ts";
import { retryAtomic } from "../storage/kv.ts";
import { getConnection, type UpstreamConnection } from "../storage/upstream_oauth.ts";
import { AUTH_ERROR_PREFIX } from "../catalog/library.ts";
import { bumpEpoch } from "../catalog/epoch.ts";
import { reconnectUrl } from "../catalog/oauth_marks.ts";
import { oauthServer } from "./upstream_connections.ts";

export interface ConnectionView {
  slug: string;
  name: string;
  /** connected: tokens held; needs_reauth: a member must connect again; not_connected. */
  status: "connected" | "needs_reauth" | "not_connected";
  connectedBy: string | null;
  connectedAt: string | null;
  scopes: string[];
  /** When the current access token expires (it is refreshed before then). */
  expiresAt: string | null;
  refreshedAt: string | null;
  issuer: string | null;
  clientKind: "cimd" | "dcr" | "preregistered" | null;
  /** The server's last error (auth: … when re-authorization is needed), else a refresh error. */
  lastError: string | null;
  /** Scopes a tool asked for that Reconnect will add. */
  missingScope: string | null;
  reconnectUrl: string;
}

export async function connectionStatus(
  services: Services,
  accountId: string,
  slug: string,
): Promise<ConnectionView> {
  const server = await oauthServer(services, accountId, slug);
  const { kv, config } = services.deps;
  const [conn, state] = await Promise.all([
    getConnection(kv, accountId, slug),
    kv.get<ServerState>(keys.serverState(accountId, slug)),
  ]);
  const c = conn.value;
  const stateError = state.value?.lastError ?? null;
  const status = c
    ? "connected"
    : stateError?.startsWith(AUTH_ERROR_PREFIX)
    ? "needs_reauth"
    : "not_connected";
  return {
    slug,
    name: server.name,
    status,
    connectedBy: c?.connectedBy.email ?? null,
    connectedAt: c?.connectedAt ?? null,
    scopes: c ? c.scope.split(/\s+/).filter(Boolean) : [],
    expiresAt: c?.expiresAt ? new Date(c.expiresAt).toISOString() : null,
    refreshedAt: c?.refreshedAt ?? null,
    issuer: c?.issuer.issuer ?? null,
    clientKind: c?.client.kind ?? null,
    lastError: stateError ?? c?.lastRefreshError ?? null,
    missingScope: c?.missingScope ?? null,
    reconnectUrl: reconnectUrl(config.publicUrl, slug),
  };
}

/** Disconnects; `revoked` says whether the authorization server confirmed the revocation. */
export async function disconnect(
  services: Services,
  accountId: string,
  slug: string,
): Promise<{ revoked: boolean }> {
  const server = await oauthServer(services, accountId, slug);
  const deps = services.deps;
  const conn = await getConnection(deps.kv, accountId, slug);
  if (conn.value === null) throw notFound(`Connection to server "${slug}"`);
  const fetchFn = services.gateway.upstreams.oauthFetch(server);
  const revoked = await revokeAll(services, conn.value, fetchFn);
  const stateKey = keys.serverState(accountId, slug);
  await retryAtomic(async () => {
    const [current, state] = await Promise.all([
      getConnection(deps.kv, accountId, slug),
      deps.kv.get<ServerState>(stateKey),
    ]);
    const op = deps.kv.atomic().check(current).check(state).delete(current.key)
      .set(stateKey, { ...EMPTY_STATE, ...state.value, lastError: null, toolCount: 0 });
    bumpEpoch(op, accountId, deps.now());
    return { op, result: null };
  });
  services.gateway.upstreams.retire(accountId, slug);
  return { revoked };
}

/** RFC 7009 for the refresh token (which ends the grant at most servers), then the access token. */
async function revokeAll(
  services: Services,
  conn: UpstreamConnection,
  fetchFn: typeof fetch,
): Promise<boolean> {
  const endpoint = conn.issuer.revocationEndpoint;
  if (endpoint === null) return false;
  const { secrets } = services.deps;
  const tokens: [string, string][] = [];
  if (conn.refreshSealed) tokens.push([await secrets.open(conn.refreshSealed), "refresh_token"]);
  tokens.push([await secrets.open(conn.accessSealed), "access_token"]);
  const secret = conn.client.clientSecretSealed
    ? await secrets.open(conn.client.clientSecretSealed)
    : undefined;
  let ok = true;
  for (const [token, hint] of tokens) {
    const body = new URLSearchParams({ token, token_type_hint: hint });
    const headers = new Headers({ "content-type": "application/x-www-form-urlencoded" });
    if (secret !== undefined) {
      headers.set("authorization", `Basic ${btoa(`${conn.client.clientId}:${secret}`)}`);
    } else body.set("client_id", conn.client.clientId);
    try {
      const res = await fetchFn(endpoint, { method: "POST", headers, body });
      ok &&= res.ok;
    } catch {
      ok = false; // best effort: the tokens are deleted here either way
    }
  }
  return ok;
}

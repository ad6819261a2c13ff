/**
 * Connecting an account to an OAuth-protected upstream: Connect (discovery, client choice, PKCE
 * S256, a one-shot state bound to the browser session for 10 minutes) and the callback (state,
 * `iss`, code exchange, sealed tokens). Disconnect and the status a page shows are in
 * upstream_connection_view.ts.
 */
// @ts-types="@modelcontextprotocol/sdk/client/auth"
import {
  exchangeAuthorization,
  startAuthorization,
} from "@modelcontextprotocol/sdk/client/auth.js";
import type { Services } from "./mod.ts";
import type { CatalogServer, ServerState } from "../domain/catalog.ts";
import { EMPTY_STATE } from "../domain/catalog.ts";
import { invalid, notFound } from "../errors.ts";
import { keys } from "../storage/keys.ts";
import { retryAtomic } from "../storage/kv.ts";
import { base64url, randomBytes, sha256Hex } from "../lib/crypto.ts";
import {
  getConnection,
  PENDING_TTL_MS,
  putPending,
  takePending,
} from "../storage/upstream_oauth.ts";
import type { PendingAuthorization, UpstreamConnection } from "../storage/upstream_oauth.ts";
import { AUTH_ERROR_PREFIX, findServerEntry } from "../catalog/library.ts";
import { boundIssuer, chooseClient, clientUrls } from "../catalog/oauth_client_identity.ts";
import { unionScopes } from "../catalog/oauth_marks.ts";
import { issuerMetadata } from "../catalog/oauth_tokens.ts";
import { bumpEpoch } from "../catalog/epoch.ts";
import { discover, DiscoveryCache } from "../upstream/oauth_discovery.ts";

/** A Connect or callback that cannot go on; the message is safe to show (render it escaped). */
export class ConnectRefused extends Error {
  override name = "ConnectRefused";
  constructor(message: string, readonly slug: string | null = null) {
    super(message);
  }
}

export interface Member {
  accountId: string;
  userId: string;
  email: string;
  /** The browser session's cookie value: the callback must come back to the same session. */
  sessionToken: string;
}

const DISCOVERY_TTL_MS = 10 * 60 * 1000;
const caches = new WeakMap<Services, DiscoveryCache>();

function discoveryOf(services: Services): DiscoveryCache {
  let cache = caches.get(services);
  if (!cache) caches.set(services, cache = new DiscoveryCache(DISCOVERY_TTL_MS, services.deps.now));
  return cache;
}

export async function oauthServer(services: Services, accountId: string, slug: string) {
  const entry = await findServerEntry(services.deps, accountId, slug);
  if (entry === null) throw notFound(`Server "${slug}"`);
  if (entry.server.authType !== "oauth" || entry.owned) {
    throw invalid(`Server "${slug}" does not use OAuth; it cannot be connected this way`);
  }
  return entry.server;
}

/** Starts Connect: returns the authorization URL the browser is sent to. */
export async function startConnect(services: Services, member: Member, slug: string) {
  const deps = services.deps;
  const server = await oauthServer(services, member.accountId, slug);
  const fetchFn = services.gateway.upstreams.oauthFetch(server);
  try {
    const found = await discoveryOf(services).get(
      server.endpoint,
      () => discover(server.endpoint, fetchFn),
    );
    const client = await chooseClient(deps, server, found, fetchFn);
    const previous = (await getConnection(deps.kv, member.accountId, slug)).value;
    const scope = chooseScope(found, previous);
    const resource = server.oauth?.sendResource === false ? null : found.resource;
    const state = base64url(randomBytes(32));
    const redirectUri = clientUrls(deps.config.publicUrl).callback;
    const { authorizationUrl, codeVerifier } = await startAuthorization(found.authorizationServer, {
      metadata: found.metadata,
      clientInformation: { client_id: client.clientId },
      redirectUrl: redirectUri,
      scope: scope || undefined,
      state,
      resource: resource ?? undefined,
    });
    addExtraParams(authorizationUrl, server);
    const pending: PendingAuthorization = {
      accountId: member.accountId,
      slug,
      userId: member.userId,
      email: member.email,
      sessionDigest: await sha256Hex(member.sessionToken),
      codeVerifierSealed: await deps.secrets.seal(codeVerifier),
      redirectUri,
      ...boundIssuer(found.metadata),
      client,
      resource,
      scope,
      expiresAt: deps.now() + PENDING_TTL_MS,
    };
    await putPending(deps.kv, await sha256Hex(state), pending);
    return authorizationUrl.href;
  } catch (err) {
    discoveryOf(services).forget(server.endpoint);
    if (err instanceof ConnectRefused) throw err;
    throw new ConnectRefused(`Could not start the authorization: ${messageOf(err)}`, slug);
  }
}

/** Scopes: the challenge's, else the resource's scopes_supported; offline_access if offered. */
function chooseScope(
  found: Awaited<ReturnType<typeof discover>>,
  previous: UpstreamConnection | null,
): string {
  const base = found.challengeScope ?? found.resourceMetadata?.scopes_supported?.join(" ");
  const offline = found.metadata.scopes_supported?.includes("offline_access")
    ? "offline_access"
    : "";
  const more = previous ? unionScopes(previous.scope, previous.missingScope) : "";
  return unionScopes(base, more, base || more ? offline : "");
}

function addExtraParams(url: URL, server: CatalogServer): void {
  for (const [k, v] of Object.entries(server.oauth?.authorizeParams ?? {})) {
    if (!url.searchParams.has(k)) url.searchParams.set(k, v);
  }
}

export interface CallbackParams {
  state?: string;
  code?: string;
  iss?: string;
  error?: string;
  error_description?: string;
}

/** Completes the authorization the browser comes back with; returns the server's slug. */
export async function completeConnect(
  services: Services,
  sessionToken: string,
  q: CallbackParams,
): Promise<string> {
  const deps = services.deps;
  if (!q.state) throw new ConnectRefused("The answer carries no state; start Connect again.");
  const pending = await takePending(deps.kv, await sha256Hex(q.state));
  if (pending === null) {
    throw new ConnectRefused("This authorization is unknown or was already used; start again.");
  }
  const slug = pending.slug;
  if (pending.expiresAt <= deps.now()) {
    throw new ConnectRefused("This authorization expired (10 minutes); start again.", slug);
  }
  if (pending.sessionDigest !== await sha256Hex(sessionToken)) {
    throw new ConnectRefused("This authorization was started in another browser session.", slug);
  }
  if (q.error) {
    const desc = q.error_description ? `: ${q.error_description.slice(0, 300)}` : "";
    throw new ConnectRefused(
      `The authorization server answered ${q.error.slice(0, 100)}${desc}`,
      slug,
    );
  }
  if (q.iss !== undefined ? q.iss !== pending.issuer.issuer : pending.issRequired) {
    throw new ConnectRefused(
      `The answer's issuer (${q.iss ?? "none"}) is not ${pending.issuer.issuer}; refused.`,
      slug,
    );
  }
  if (!q.code) throw new ConnectRefused("The answer carries no authorization code.", slug);
  const server = await oauthServer(services, pending.accountId, slug);
  const secret = pending.client.clientSecretSealed;
  let tokens;
  try {
    tokens = await exchangeAuthorization(pending.issuer.issuer, {
      metadata: issuerMetadata(pending),
      clientInformation: {
        client_id: pending.client.clientId,
        client_secret: secret ? await deps.secrets.open(secret) : undefined,
        ...(pending.client.authMethod
          ? { token_endpoint_auth_method: pending.client.authMethod }
          : {}),
      },
      authorizationCode: q.code,
      codeVerifier: await deps.secrets.open(pending.codeVerifierSealed),
      redirectUri: pending.redirectUri,
      resource: pending.resource ?? undefined,
      fetchFn: services.gateway.upstreams.oauthFetch(server),
    });
  } catch (err) {
    throw new ConnectRefused(`The code exchange failed: ${messageOf(err)}`, slug);
  }
  await storeConnection(services, pending, tokens);
  services.gateway.upstreams.retire(pending.accountId, slug);
  return slug;
}

async function storeConnection(
  services: Services,
  p: PendingAuthorization,
  tokens: { access_token: string; refresh_token?: string; expires_in?: number; scope?: string },
): Promise<void> {
  const { kv, now, secrets } = services.deps;
  const at = now();
  const conn: UpstreamConnection = {
    issuer: p.issuer,
    client: p.client,
    resource: p.resource,
    scope: tokens.scope ?? p.scope,
    accessSealed: await secrets.seal(tokens.access_token),
    refreshSealed: tokens.refresh_token ? await secrets.seal(tokens.refresh_token) : null,
    expiresAt: tokens.expires_in ? at + tokens.expires_in * 1000 : null,
    issuedAt: at,
    connectedBy: { userId: p.userId, email: p.email },
    connectedAt: new Date(at).toISOString(),
    refreshedAt: null,
    failures: 0,
    retryAfter: 0,
    lastRefreshError: null,
    missingScope: null,
  };
  const stateKey = keys.serverState(p.accountId, p.slug);
  await retryAtomic(async () => {
    const state = await kv.get<ServerState>(stateKey);
    const op = kv.atomic().check(state).set(
      keys.upstreamOAuthConnection(p.accountId, p.slug),
      conn,
    );
    if (state.value?.lastError?.startsWith(AUTH_ERROR_PREFIX)) {
      op.set(stateKey, { ...EMPTY_STATE, ...state.value, lastError: null });
    }
    bumpEpoch(op, p.accountId, at);
    return { op, result: null };
  });
}

export function messageOf(err: unknown): string {
  const text = err instanceof Error ? err.message : String(err);
  return text.length > 300 ? `${text.slice(0, 300)}…` : text;
}

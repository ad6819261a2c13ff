/**
 * Access tokens of upstream OAuth connections, kept alive: refreshed before they expire, one
 * refresh at a time per connection in this process (a shared promise) and across every process
 * on the store (a KV lease), the rotated refresh token committed before the new access token is
 * used. invalid_grant ends the connection; 5xx, timeouts and non-JSON answers are transient.
 */
// @ts-types="@modelcontextprotocol/sdk/client/auth"
import { refreshAuthorization } from "@modelcontextprotocol/sdk/client/auth.js";
// @ts-types="@modelcontextprotocol/sdk/server/auth/errors"
import { OAuthError } from "@modelcontextprotocol/sdk/server/auth/errors.js";
// @ts-types="@modelcontextprotocol/sdk/shared/auth"
import type { AuthorizationServerMetadata } from "@modelcontextprotocol/sdk/shared/auth.js";
import type { Deps } from "../deps.ts";
import type { CatalogServer } from "../domain/catalog.ts";
import { getConnection, releaseLease, tryLease } from "../storage/upstream_oauth.ts";
import type { StoredClient, UpstreamConnection } from "../storage/upstream_oauth.ts";
import type { OAuthFetch } from "../upstream/oauth_fetch.ts";
import { writeConnection } from "./oauth_store.ts";
import {
  markReauthorization,
  ReauthorizationNeeded,
  reconnectUrl,
  TransientOAuthError,
} from "./oauth_marks.ts";

type Entry = Deno.KvEntryMaybe<UpstreamConnection>;

const LEASE_MS = 15_000;
const WAIT_MS = 20_000;
const POLL_MS = 40;
const MAX_SKEW_MS = 60_000;
const MAX_BACKOFF_MS = 60_000;

export class OAuthTokenManager {
  #deps: Deps;
  #fetchFor: (server: CatalogServer) => OAuthFetch;
  #flights = new Map<string, Promise<string>>();
  readonly #owner = crypto.randomUUID();

  constructor(deps: Deps, fetchFor: (server: CatalogServer) => OAuthFetch) {
    this.#deps = deps;
    this.#fetchFor = fetchFor;
  }

  /**
   * A usable access token. `stale` is a token the upstream just refused (401): a refresh is
   * forced unless the stored token has already changed since.
   */
  async accessToken(accountId: string, server: CatalogServer, stale?: string): Promise<string> {
    const entry = await getConnection(this.#deps.kv, accountId, server.slug);
    if (entry.value === null) throw this.#notConnected(server);
    const access = await this.#open(entry.value.accessSealed);
    if (stale === undefined ? this.#fresh(entry.value) : access !== stale) return access;
    const key = `${accountId}|${server.slug}`;
    let flight = this.#flights.get(key);
    if (!flight) {
      flight = this.#refreshShared(accountId, server, entry);
      this.#flights.set(key, flight);
      flight.finally(() => this.#flights.delete(key)).catch(() => {});
    }
    return await flight;
  }

  /** Takes the lease and refreshes, or waits for whoever holds it to store new tokens. */
  async #refreshShared(accountId: string, server: CatalogServer, seen: Entry): Promise<string> {
    const { kv, now } = this.#deps;
    const deadline = now() + WAIT_MS;
    for (;;) {
      if (await tryLease(kv, accountId, server.slug, this.#owner, now(), LEASE_MS)) {
        try {
          const current = await getConnection(kv, accountId, server.slug);
          if (current.value === null) throw this.#notConnected(server);
          if (current.value.accessSealed !== seen.value!.accessSealed) {
            return await this.#open(current.value.accessSealed);
          }
          return await this.#refresh(accountId, server, current);
        } finally {
          await releaseLease(kv, accountId, server.slug, this.#owner);
        }
      }
      await new Promise((r) => setTimeout(r, POLL_MS + Math.random() * POLL_MS));
      const current = await getConnection(kv, accountId, server.slug);
      if (current.value === null) throw this.#notConnected(server);
      if (current.value.accessSealed !== seen.value!.accessSealed) {
        return await this.#open(current.value.accessSealed);
      }
      if (now() > deadline) {
        throw new TransientOAuthError("another refresh of this connection did not finish in time");
      }
    }
  }

  async #refresh(accountId: string, server: CatalogServer, entry: Entry): Promise<string> {
    const conn = entry.value!;
    const { now } = this.#deps;
    if (conn.retryAfter > now()) return await this.#keepOrFail(conn, conn.lastRefreshError);
    if (conn.refreshSealed === null) {
      if (!this.#expired(conn)) return await this.#open(conn.accessSealed);
      const why = "the access token expired and the server issued no refresh token";
      return await this.#reauthorize(accountId, server, entry, why);
    }
    const fetchFn = this.#fetchFor(server);
    let tokens;
    try {
      tokens = await refreshAuthorization(conn.issuer.issuer, {
        metadata: issuerMetadata(conn),
        clientInformation: await this.#clientInformation(conn.client),
        refreshToken: await this.#open(conn.refreshSealed),
        resource: conn.resource ?? undefined,
        fetchFn,
      });
    } catch (err) {
      if (isTransient(err, fetchFn.lastStatus)) {
        return await this.#transient(entry, describe(err, fetchFn.lastStatus));
      }
      const why = `the authorization server refused the refresh (${describe(err)})`;
      return await this.#reauthorize(accountId, server, entry, why);
    }
    const at = now();
    const next: UpstreamConnection = {
      ...conn,
      accessSealed: await this.#deps.secrets.seal(tokens.access_token),
      refreshSealed: await this.#deps.secrets.seal(tokens.refresh_token ?? ""),
      expiresAt: tokens.expires_in ? at + tokens.expires_in * 1000 : null,
      issuedAt: at,
      scope: tokens.scope ?? conn.scope,
      refreshedAt: new Date(at).toISOString(),
      failures: 0,
      retryAfter: 0,
      lastRefreshError: null,
    };
    // The rotated refresh token is stored before anyone uses the new access token.
    if (!await writeConnection(this.#deps.kv, entry, next)) {
      throw new TransientOAuthError("the connection changed during the refresh");
    }
    return tokens.access_token;
  }

  async #transient(entry: Entry, why: string): Promise<string> {
    const conn = entry.value!;
    const failures = conn.failures + 1;
    const wait = Math.min(MAX_BACKOFF_MS, 1000 * 2 ** (failures - 1));
    const next = { ...conn, failures, retryAfter: this.#deps.now() + wait, lastRefreshError: why };
    await writeConnection(this.#deps.kv, entry, next);
    return await this.#keepOrFail(conn, why);
  }

  /** During a transient failure the current token is still used while it lasts. */
  async #keepOrFail(conn: UpstreamConnection, why: string | null): Promise<string> {
    if (!this.#expired(conn)) return await this.#open(conn.accessSealed);
    const retry = new Date(conn.retryAfter).toISOString();
    throw new TransientOAuthError(
      `the token refresh failed temporarily (${why ?? "unknown"}); it is retried after ${retry}`,
    );
  }

  async #reauthorize(accountId: string, server: CatalogServer, entry: Entry, why: string) {
    const url = reconnectUrl(this.#deps.config.publicUrl, server.slug);
    await markReauthorization(
      this.#deps,
      accountId,
      server.slug,
      entry,
      `${why}; reconnect at ${url}`,
    );
    return Promise.reject(
      new ReauthorizationNeeded(`the connection needs to be authorized again: ${why}`, url),
    );
  }

  #notConnected(server: CatalogServer): ReauthorizationNeeded {
    const url = reconnectUrl(this.#deps.config.publicUrl, server.slug);
    return new ReauthorizationNeeded("no account is connected to this server", url);
  }

  /** Fresh until a fifth of its lifetime (at most a minute) before it expires. */
  #fresh(conn: UpstreamConnection): boolean {
    if (conn.expiresAt === null) return true;
    const skew = Math.min(MAX_SKEW_MS, (conn.expiresAt - conn.issuedAt) / 5);
    return this.#deps.now() < conn.expiresAt - skew;
  }

  #expired(conn: UpstreamConnection): boolean {
    return conn.expiresAt !== null && this.#deps.now() >= conn.expiresAt;
  }

  async #clientInformation(client: StoredClient) {
    const secret = client.clientSecretSealed
      ? await this.#open(client.clientSecretSealed)
      : undefined;
    return {
      client_id: client.clientId,
      client_secret: secret,
      ...(client.authMethod ? { token_endpoint_auth_method: client.authMethod } : {}),
    };
  }

  #open(sealed: string): Promise<string> {
    return this.#deps.secrets.open(sealed);
  }
}

/** What the SDK's token request reads of the metadata, from the issuer bound at connection. */
export function issuerMetadata(conn: { issuer: UpstreamConnection["issuer"] }) {
  return {
    issuer: conn.issuer.issuer,
    authorization_endpoint: conn.issuer.tokenEndpoint,
    token_endpoint: conn.issuer.tokenEndpoint,
    response_types_supported: ["code"],
    token_endpoint_auth_methods_supported: conn.issuer.authMethodsSupported,
  } as AuthorizationServerMetadata;
}

/** Codes that say this refresh token or client will never work: everything else is retried. */
const PERMANENT = new Set([
  "invalid_grant",
  "invalid_client",
  "unauthorized_client",
  "unsupported_grant_type",
  "invalid_scope",
  "invalid_target",
  "invalid_request",
]);

/** 5xx, 429, no answer, a redirect or a body that is not OAuth JSON: the tokens may still be good. */
export function isTransient(err: unknown, status?: number): boolean {
  if (status !== undefined && (status >= 500 || status === 429)) return true;
  return !(err instanceof OAuthError && PERMANENT.has(err.errorCode));
}

function describe(err: unknown, status?: number): string {
  const http = status !== undefined ? `HTTP ${status}` : "";
  if (err instanceof OAuthError) {
    const text = err.message ? `: ${err.message.slice(0, 200)}` : "";
    return `${err.errorCode}${text}${http ? `, ${http}` : ""}`;
  }
  const msg = err instanceof Error ? err.message.slice(0, 200) : String(err);
  return http ? `${http}: ${msg}` : msg;
}

/**
 * Which session pool and credential reach a server of an account. Operator-catalogue servers use
 * the trusted fetch; servers an account added itself go through the SSRF-safe egress fetch, so a
 * tenant cannot point Toolgate at internal addresses. Credentials are opened once per session key.
 */
import type { Deps } from "../deps.ts";
import { keys } from "../storage/keys.ts";
import { UpstreamPool, type UpstreamTarget } from "../upstream/pool.ts";
import { createEgressFetch } from "../egress/pinned_fetch.ts";
import type { CatalogServer } from "../domain/catalog.ts";
import { sha256Hex } from "../lib/crypto.ts";
import {
  challengeAwareFetch,
  createOAuthFetch,
  type OAuthFetch,
  UpstreamAuthError,
} from "../upstream/oauth_fetch.ts";
import { CredentialError } from "./credential_error.ts";
import { OAuthTokenManager } from "./oauth_tokens.ts";
import { ReauthorizationNeeded, reconnectUrl, recordMissingScope } from "./oauth_marks.ts";

export { CredentialError };

/** The stored form of an account's bearer credential for one server. */
export interface StoredCredential {
  sealed: string;
  updatedAt: string;
}

export interface ServerRef {
  server: CatalogServer;
  owned: boolean;
}

export class UpstreamConnector {
  readonly catalogPool: UpstreamPool;
  readonly ownedPool: UpstreamPool;
  /** OAuth servers (catalogue only): a 401/403 comes back with its challenge. */
  readonly oauthPool: UpstreamPool;
  readonly oauth: OAuthTokenManager;
  #deps: Deps;
  #egress: typeof fetch;
  #opened = new Map<string, Promise<string>>();

  constructor(deps: Deps) {
    this.#deps = deps;
    const timeoutMs = deps.config.upstreamTimeoutMs;
    const connectTimeoutMs = Math.min(timeoutMs, 10_000);
    const maxResultBytes = deps.config.upstreamMaxResultBytes;
    const common = { timeoutMs, connectTimeoutMs, maxResultBytes };
    const egress = lazyEgress(deps);
    this.catalogPool = new UpstreamPool({ ...common, fetch: deps.fetch });
    this.ownedPool = new UpstreamPool({ ...common, fetch: egress });
    const fetch = challengeAwareFetch(deps.fetch);
    this.oauthPool = new UpstreamPool({ ...common, fetch });
    this.#egress = egress;
    this.oauth = new OAuthTokenManager(deps, (server) => this.oauthFetch(server));
  }

  /** The fetch of a server's OAuth calls: its own origin trusted, any other through egress. */
  oauthFetch(server: CatalogServer): OAuthFetch {
    const { fetch, config } = this.#deps;
    const trustedOrigins = [server.endpoint, config.publicUrl];
    return createOAuthFetch({ trusted: fetch, egress: this.#egress, trustedOrigins });
  }

  poolFor(ref: ServerRef): UpstreamPool {
    if (ref.server.authType === "oauth" && !ref.owned) return this.oauthPool;
    return ref.owned ? this.ownedPool : this.catalogPool;
  }

  /**
   * Runs `fn` with the server's session pool and target. An OAuth server's 401 gets one forced
   * refresh and one retry; a 403 insufficient_scope asks for re-authorization, never a loop.
   */
  async run<T>(
    accountId: string,
    ref: ServerRef,
    fn: (pool: UpstreamPool, target: UpstreamTarget) => Promise<T>,
  ): Promise<T> {
    const target = await this.target(accountId, ref);
    const pool = this.poolFor(ref);
    try {
      return await fn(pool, target);
    } catch (err) {
      if (!(err instanceof UpstreamAuthError) || pool !== this.oauthPool) throw err;
      const url = reconnectUrl(this.#deps.config.publicUrl, ref.server.slug);
      if (err.insufficientScope) {
        const scope = err.challenge.scope ?? "";
        await recordMissingScope(this.#deps, accountId, ref.server.slug, scope);
        throw new ReauthorizationNeeded(
          `the tool needs permission the connection lacks (scope "${scope}"); reconnect to grant it`,
          url,
        );
      }
      if (err.status !== 401) throw err;
      const bearer = await this.oauth.accessToken(accountId, ref.server, target.bearer);
      return await fn(pool, { ...target, bearer });
    }
  }

  /** Closes this process's pooled sessions of an account's server (after Disconnect). */
  retire(accountId: string, slug: string): void {
    this.oauthPool.retireKey(`${accountId}|${slug}`);
  }

  /** The session target; throws CredentialError when a needed credential is absent or unusable. */
  async target(accountId: string, ref: ServerRef): Promise<UpstreamTarget> {
    const { server, owned } = ref;
    const scope = owned ? `owned:${accountId}` : server.authType === "none" ? "shared" : accountId;
    const key = `${scope}|${server.slug}`;
    if (server.authType === "none") return { url: server.endpoint, key };
    if (server.authType === "oauth" && !owned) {
      return { url: server.endpoint, key, bearer: await this.oauth.accessToken(accountId, server) };
    }
    const entry = await this.#deps.kv.get<StoredCredential>(
      keys.serverCredential(accountId, server.slug),
    );
    if (!entry.value) throw new CredentialError("no credential is stored for this server");
    return { url: server.endpoint, key, bearer: await this.#open(entry.value.sealed) };
  }

  /** Decryption is cached by sealed form: a replaced credential has a new one. */
  #open(sealed: string): Promise<string> {
    let opened = this.#opened.get(sealed);
    if (!opened) {
      if (this.#opened.size > 10_000) this.#opened.clear();
      opened = this.#deps.secrets.open(sealed).catch(() => {
        this.#opened.delete(sealed);
        throw new CredentialError("the stored credential cannot be decrypted with this key");
      });
      this.#opened.set(sealed, opened);
    }
    return opened;
  }

  async close(): Promise<void> {
    await Promise.all([this.catalogPool.close(), this.ownedPool.close(), this.oauthPool.close()]);
  }
}

/** Digest that identifies a credential in logs and keys without revealing it. */
export async function credentialTag(token: string): Promise<string> {
  return (await sha256Hex(token)).slice(0, 12);
}

export function lazyEgress(deps: Deps): typeof fetch {
  let made: Promise<typeof fetch> | undefined;
  const build = async () => {
    const file = deps.config.extraCaCertFile;
    const caCerts = file === null ? [] : [await Deno.readTextFile(file)];
    return createEgressFetch({ policy: { allowPrivate: deps.config.allowPrivateEgress }, caCerts });
  };
  return (async (input: RequestInfo | URL, init?: RequestInit) => {
    made ??= build();
    return (await made)(input, init);
  }) as typeof fetch;
}

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

/** The stored form of an account's bearer credential for one server. */
export interface StoredCredential {
  sealed: string;
  updatedAt: string;
}

export interface ServerRef {
  server: CatalogServer;
  owned: boolean;
}

export class CredentialError extends Error {}

export class UpstreamConnector {
  readonly catalogPool: UpstreamPool;
  readonly ownedPool: UpstreamPool;
  #deps: Deps;
  #opened = new Map<string, Promise<string>>();

  constructor(deps: Deps) {
    this.#deps = deps;
    const timeoutMs = deps.config.upstreamTimeoutMs;
    const connectTimeoutMs = Math.min(timeoutMs, 10_000);
    const maxResultBytes = deps.config.upstreamMaxResultBytes;
    const common = { timeoutMs, connectTimeoutMs, maxResultBytes };
    this.catalogPool = new UpstreamPool({ ...common, fetch: deps.fetch });
    this.ownedPool = new UpstreamPool({ ...common, fetch: lazyEgress(deps) });
  }

  poolFor(ref: ServerRef): UpstreamPool {
    return ref.owned ? this.ownedPool : this.catalogPool;
  }

  /** The session target; throws CredentialError when a needed credential is absent or unusable. */
  async target(accountId: string, ref: ServerRef): Promise<UpstreamTarget> {
    const { server, owned } = ref;
    const scope = owned ? `owned:${accountId}` : server.authType === "none" ? "shared" : accountId;
    const key = `${scope}|${server.slug}`;
    if (server.authType === "none") return { url: server.endpoint, key };
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
    await Promise.all([this.catalogPool.close(), this.ownedPool.close()]);
  }
}

/** Digest that identifies a credential in logs and keys without revealing it. */
export async function credentialTag(token: string): Promise<string> {
  return (await sha256Hex(token)).slice(0, 12);
}

function lazyEgress(deps: Deps): typeof fetch {
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

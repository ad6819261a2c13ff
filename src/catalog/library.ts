/**
 * The server library of an account: the operator catalogue plus the servers the account owns,
 * with its enabled switches, credentials and warm-up state resolved into ResolvedServer rows.
 * The status rules live here, below every service that shows or uses a server.
 */
import type { Deps } from "../deps.ts";
import { keys } from "../storage/keys.ts";
import { listValues } from "../storage/kv.ts";
import { SLUG_PATTERN } from "./catalogue_file.ts";
import {
  type CatalogServer,
  EMPTY_STATE,
  type OwnedServer,
  type ResolvedServer,
  type ServerOverride,
  type ServerState,
  type ServerStatus,
} from "../domain/catalog.ts";

/** The warm-up records a failed authentication (upstream 401/403) as a lastError with this prefix. */
export const AUTH_ERROR_PREFIX = "auth:";

export interface ServerEntry {
  server: CatalogServer | OwnedServer;
  owned: boolean;
  resolved: ResolvedServer;
}

interface AccountFacts {
  override: ServerOverride | null;
  state: ServerState | null;
  hasCredential: boolean;
}

/**
 * Status rules of the spec README: none-auth servers follow the switch, others the credential
 * (for oauth servers: the account's live OAuth connection; re-authorization deletes it).
 */
export function resolveStatus(server: CatalogServer, facts: AccountFacts): ServerStatus {
  if (server.authType === "none") {
    return (facts.override?.enabled ?? server.defaultEnabled) ? "enabled" : "disabled";
  }
  const authFailed = facts.state?.lastError?.startsWith(AUTH_ERROR_PREFIX) ?? false;
  return facts.hasCredential && !authFailed ? "enabled" : "pending";
}

export function resolveServer(
  server: CatalogServer,
  owned: boolean,
  facts: AccountFacts,
): ResolvedServer {
  const state = facts.state ?? EMPTY_STATE;
  return {
    slug: server.slug,
    name: server.name,
    description: server.description,
    category: server.category,
    status: resolveStatus(server, facts),
    authType: server.authType,
    endpoint: server.endpoint,
    toolCount: state.toolCount,
    lastAttemptAt: state.lastAttemptAt,
    lastError: state.lastError,
    owned,
  };
}

/** A library entry with the warm-up state behind it (tools.ts reads refreshedAt from it). */
export interface LibraryEntry extends ServerEntry {
  state: ServerState | null;
}

/** The whole library, catalogue servers first (in catalogue order), then owned ones by slug. */
export async function listServerEntries(deps: Deps, accountId: string): Promise<LibraryEntry[]> {
  const { kv } = deps;
  const [owned, overrides, states] = await Promise.all([
    listValues<OwnedServer>(kv, { prefix: keys.ownedServers(accountId) }),
    bySlug<ServerOverride>(kv, keys.serverOverrides(accountId)),
    bySlug<ServerState>(kv, keys.serverStates(accountId)),
  ]);
  const catalogSlugs = new Set(deps.catalog.map((s) => s.slug));
  const library: [CatalogServer, boolean][] = [
    ...deps.catalog.map((s): [CatalogServer, boolean] => [s, false]),
    // An owned server never shadows the catalogue: creation refuses colliding slugs.
    ...owned.filter((s) => !catalogSlugs.has(s.slug))
      .map((s): [CatalogServer, boolean] => [s, true]),
  ];
  const credentials = await credentialSet(deps, accountId, library.map(([s]) => s));
  return library.map(([server, owned]) => {
    const state = states.get(server.slug) ?? null;
    const resolved = resolveServer(server, owned, {
      override: overrides.get(server.slug) ?? null,
      state,
      hasCredential: credentials.has(server.slug),
    });
    return { server, owned, state, resolved };
  });
}

async function bySlug<T>(kv: Deno.Kv, prefix: Deno.KvKey): Promise<Map<string, T>> {
  const out = new Map<string, T>();
  for await (const e of kv.list<T>({ prefix })) out.set(e.key[e.key.length - 1] as string, e.value);
  return out;
}

/** Slugs of the given servers for which the account holds a credential (getMany takes ten keys). */
async function credentialSet(
  deps: Deps,
  accountId: string,
  servers: CatalogServer[],
): Promise<Set<string>> {
  const slugs = servers.filter((s) => s.authType !== "none").map((s) => s.slug);
  const found = new Set<string>();
  for (let i = 0; i < slugs.length; i += 10) {
    const batch = slugs.slice(i, i + 10);
    const entries = await deps.kv.getMany(
      batch.map((s) => credentialKey(accountId, servers.find((x) => x.slug === s)!)),
    );
    entries.forEach((e, j) => e.versionstamp !== null && found.add(batch[j]));
  }
  return found;
}

/** Where the credential of a server lives: bearer tokens, or an OAuth connection. */
function credentialKey(accountId: string, server: CatalogServer): Deno.KvKey {
  return server.authType === "oauth"
    ? keys.upstreamOAuthConnection(accountId, server.slug)
    : keys.serverCredential(accountId, server.slug);
}

/** One library entry with its raw definition, or null when the account has no such server. */
export async function findServerEntry(
  deps: Deps,
  accountId: string,
  slug: string,
): Promise<ServerEntry | null> {
  const fromCatalog = deps.catalog.find((s) => s.slug === slug);
  // Every stored slug matches SLUG_PATTERN; any other (a 5,000-character path segment) names no
  // server, and its keys could exceed KV's key size limit.
  if (fromCatalog === undefined && !SLUG_PATTERN.test(slug)) return null;
  const [ownedEntry, override, state, credential] = await deps.kv.getMany<
    [OwnedServer, ServerOverride, ServerState, unknown]
  >([
    keys.ownedServer(accountId, slug),
    keys.serverOverride(accountId, slug),
    keys.serverState(accountId, slug),
    fromCatalog?.authType === "oauth"
      ? keys.upstreamOAuthConnection(accountId, slug)
      : keys.serverCredential(accountId, slug),
  ]);
  const server: CatalogServer | null = fromCatalog ?? ownedEntry.value;
  if (server === null) return null;
  const owned = fromCatalog === undefined;
  const resolved = resolveServer(server, owned, {
    override: override.value,
    state: state.value,
    hasCredential: credential.versionstamp !== null,
  });
  return { server, owned, resolved };
}

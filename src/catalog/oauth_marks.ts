/**
 * What an OAuth connection failure leaves behind: a connection that needs re-authorization is
 * deleted and its server's state says why (the `auth:` prefix makes the server `pending`); a
 * missing scope is recorded so the next Connect asks for the union.
 */
import type { Deps } from "../deps.ts";
import { keys } from "../storage/keys.ts";
import { retryAtomic } from "../storage/kv.ts";
import type { UpstreamConnection } from "../storage/upstream_oauth.ts";
import { EMPTY_STATE, type ServerState } from "../domain/catalog.ts";
import { AUTH_ERROR_PREFIX } from "./library.ts";
import { CredentialError } from "./credential_error.ts";
import { bumpEpoch } from "./epoch.ts";

/** The app page where a member connects (or reconnects) a server. */
export function reconnectUrl(publicUrl: string, slug: string): string {
  return `${publicUrl}/app/servers/${slug}`;
}

/** The connection cannot be used until a member authorizes it again in the app. */
export class ReauthorizationNeeded extends CredentialError {
  override name = "ReauthorizationNeeded";
  constructor(message: string, readonly reconnectUrl: string) {
    super(message);
  }
}

/** The token endpoint failed in a way worth retrying later; the tokens are kept. */
export class TransientOAuthError extends CredentialError {
  override name = "TransientOAuthError";
}

/** Deletes the connection (only the one read) and records why on the server's state. */
export async function markReauthorization(
  deps: Deps,
  accountId: string,
  slug: string,
  seen: Deno.KvEntryMaybe<UpstreamConnection>,
  why: string,
): Promise<void> {
  const stateKey = keys.serverState(accountId, slug);
  await retryAtomic(async () => {
    const [conn, state] = await Promise.all([
      deps.kv.get<UpstreamConnection>(keys.upstreamOAuthConnection(accountId, slug)),
      deps.kv.get<ServerState>(stateKey),
    ]);
    // A newer connection (someone reconnected meanwhile) is not ours to delete.
    if (conn.versionstamp !== seen.versionstamp) return { op: null, result: null };
    const op = deps.kv.atomic().check(conn).check(state).delete(conn.key)
      .set(stateKey, { ...EMPTY_STATE, ...state.value, lastError: `${AUTH_ERROR_PREFIX} ${why}` });
    bumpEpoch(op, accountId, deps.now());
    return { op, result: null };
  });
}

/** Remembers the scope a tool asked for, so Reconnect requests the union. */
export async function recordMissingScope(
  deps: Deps,
  accountId: string,
  slug: string,
  scope: string,
): Promise<void> {
  const key = keys.upstreamOAuthConnection(accountId, slug);
  await retryAtomic(async () => {
    const conn = await deps.kv.get<UpstreamConnection>(key);
    if (conn.value === null) return { op: null, result: null };
    const missing = unionScopes(conn.value.missingScope ?? "", scope);
    const op = deps.kv.atomic().check(conn).set(key, { ...conn.value, missingScope: missing });
    return { op, result: null };
  });
}

/** Space-separated scopes of both, each once, in first-seen order. */
export function unionScopes(...lists: (string | null | undefined)[]): string {
  const seen = new Set<string>();
  for (const list of lists) for (const s of (list ?? "").split(/\s+/)) if (s) seen.add(s);
  return [...seen].join(" ");
}

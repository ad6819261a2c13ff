/**
 * An account's bearer credential for one server, sealed with the service key (AES-GCM). Storing
 * one clears an earlier authentication failure, so the server leaves `pending` and the next use
 * warms it up with the new credential.
 */
import type { Deps } from "../deps.ts";
import { keys } from "../storage/keys.ts";
import { retryAtomic } from "../storage/kv.ts";
import { conflict, invalid, notFound } from "../errors.ts";
import { EMPTY_STATE, type ResolvedServer, type ServerState } from "../domain/catalog.ts";
import { AUTH_ERROR_PREFIX, findServerEntry } from "./library.ts";
import type { StoredCredential } from "./upstreams.ts";
import { bumpEpoch } from "./epoch.ts";

const TOKEN_SHAPE = /^[\x21-\x7e]{1,4096}$/;

/** Stores (or replaces) the token; `extra` adds to the same commit (e.g. the change-log entry). */
export async function setServerCredential(
  deps: Deps,
  accountId: string,
  slug: string,
  token: string,
  extra?: (op: Deno.AtomicOperation) => void,
): Promise<ResolvedServer> {
  const entry = await findServerEntry(deps, accountId, slug);
  if (entry === null) throw notFound(`Server "${slug}"`);
  if (entry.server.authType !== "bearer") {
    throw invalid(
      `Server "${slug}" uses ${entry.server.authType} authentication, not a bearer token`,
    );
  }
  if (!TOKEN_SHAPE.test(token)) {
    throw invalid("The token must be 1-4096 printable ASCII characters without spaces");
  }
  const stored: StoredCredential = {
    sealed: await deps.secrets.seal(token),
    updatedAt: new Date(deps.now()).toISOString(),
  };
  const stateKey = keys.serverState(accountId, slug);
  await retryAtomic(async () => {
    const state = await deps.kv.get<ServerState>(stateKey);
    const op = deps.kv.atomic().check(state).set(keys.serverCredential(accountId, slug), stored);
    if (state.value?.lastError?.startsWith(AUTH_ERROR_PREFIX)) {
      op.set(stateKey, { ...EMPTY_STATE, ...state.value, lastError: null });
    }
    bumpEpoch(op, accountId, deps.now());
    extra?.(op);
    return { op, result: null };
  });
  return (await findServerEntry(deps, accountId, slug))!.resolved;
}

/** `extra` adds to the same commit (the service records who removed it there). */
export async function deleteServerCredential(
  deps: Deps,
  accountId: string,
  slug: string,
  extra?: (op: Deno.AtomicOperation) => void,
): Promise<void> {
  const key = keys.serverCredential(accountId, slug);
  const entry = await deps.kv.get(key);
  if (entry.versionstamp === null) throw notFound(`Credential for server "${slug}"`);
  const op = deps.kv.atomic().check(entry).delete(key);
  bumpEpoch(op, accountId, deps.now());
  extra?.(op);
  if (!(await op.commit()).ok) {
    throw conflict(`The credential of "${slug}" changed meanwhile; try again`);
  }
}

/**
 * Servers as REST, the app and the CLI show and switch them: one resolved server, the whole
 * library, and the enabled switch of servers that need no credential.
 */
import type { Deps } from "../deps.ts";
import type { Services } from "./mod.ts";
import { keys } from "../storage/keys.ts";
import { retryAtomic } from "../storage/kv.ts";
import { conflict, notFound } from "../errors.ts";
import { EMPTY_STATE, type ResolvedServer, type ServerState } from "../domain/catalog.ts";
import { findServerEntry, listServerEntries } from "../catalog/library.ts";
import { type Actor, withEvent } from "../storage/account_events.ts";

export async function listServers(deps: Deps, accountId: string): Promise<ResolvedServer[]> {
  return (await listServerEntries(deps, accountId)).map((e) => e.resolved);
}

export function getServer(
  deps: Deps,
  accountId: string,
  slug: string,
  opts: { required: true },
): Promise<ResolvedServer>;
export function getServer(
  deps: Deps,
  accountId: string,
  slug: string,
  opts?: { required?: boolean },
): Promise<ResolvedServer | null>;
/** One resolved server; null (or a not_found ServiceError with `required`) when absent. */
export async function getServer(
  deps: Deps,
  accountId: string,
  slug: string,
  opts: { required?: boolean } = {},
): Promise<ResolvedServer | null> {
  const entry = await findServerEntry(deps, accountId, slug);
  if (entry === null && opts.required) throw notFound(`Server "${slug}"`);
  return entry?.resolved ?? null;
}

/**
 * Flips the enabled switch of a server that needs no credential. The override and the warm-up
 * request mark commit together (with the change-log entry when a person or the operator is named);
 * enabling then starts a catalogue warm-up in the background.
 */
export async function setServerEnabled(
  deps: Deps,
  services: Pick<Services, "warmups">,
  accountId: string,
  slug: string,
  enabled: boolean,
  actor?: Actor,
): Promise<ResolvedServer> {
  const entry = await findServerEntry(deps, accountId, slug);
  if (entry === null) throw notFound(`Server "${slug}"`);
  if (entry.server.authType !== "none") {
    throw conflict(
      `Server "${slug}" uses ${entry.server.authType} authentication; its status follows its credential, which is managed in the signed-in app`,
    );
  }
  const at = new Date(deps.now()).toISOString();
  await retryAtomic(async () => {
    const state = await deps.kv.get<ServerState>(keys.serverState(accountId, slug));
    const op = deps.kv.atomic().check(state)
      .set(keys.serverOverride(accountId, slug), { enabled, updatedAt: at });
    // The app and the CLI say who flipped it; REST (an API key) has no person to name.
    if (actor) {
      const action = enabled ? "server.enabled" : "server.disabled";
      withEvent(op, deps.now(), { accountId, actor, action, target: slug });
    }
    if (enabled) {
      op.set(keys.serverState(accountId, slug), {
        ...(state.value ?? EMPTY_STATE),
        warmupRequestedAt: at,
      });
    }
    return { op, result: null };
  });
  // The queue catches listener failures itself; the response does not wait for the warm-up.
  if (enabled) void services.warmups.request(accountId, slug);
  return await getServer(deps, accountId, slug, { required: true });
}

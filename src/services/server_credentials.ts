/**
 * Bearer credentials of an account's servers, as the app and the operator CLI enter them. The
 * token is write-only: it is sealed on the way in and only the time it was set is ever shown.
 * Every change records who made it in the account's change log, in the same commit.
 */
import type { Deps } from "../deps.ts";
import { keys } from "../storage/keys.ts";
import { type Actor, withEvent } from "../storage/account_events.ts";
import type { ResolvedServer } from "../domain/catalog.ts";
import type { StoredCredential } from "../catalog/upstreams.ts";
import { deleteServerCredential, setServerCredential } from "../catalog/credentials.ts";
import { invalid } from "../errors.ts";
import { getServer } from "./servers.ts";

export interface CredentialInput {
  accountId: string;
  slug: string;
  actor: Actor;
}

/** When the account's token for a server was set, or null when it has none. Never the token. */
export async function credentialSetAt(
  deps: Deps,
  accountId: string,
  slug: string,
): Promise<string | null> {
  const entry = await deps.kv.get<StoredCredential>(keys.serverCredential(accountId, slug));
  return entry.value?.updatedAt ?? null;
}

/** Stores or replaces the token; the server leaves `pending` and warms up on next use. */
export async function setCredential(
  deps: Deps,
  input: CredentialInput & { token: string },
): Promise<ResolvedServer> {
  const { accountId, slug, actor } = input;
  const had = await credentialSetAt(deps, accountId, slug);
  return await setServerCredential(
    deps,
    accountId,
    slug,
    input.token,
    (op) =>
      withEvent(op, deps.now(), {
        accountId,
        actor,
        action: "server.credential_set",
        target: had ? `${slug} (replaced)` : slug,
      }),
  );
}

/** Removes the token: the server is `pending` again until a new one is entered. */
export async function removeCredential(
  deps: Deps,
  input: CredentialInput,
): Promise<ResolvedServer> {
  const { accountId, slug, actor } = input;
  const server = await getServer(deps, accountId, slug, { required: true });
  if (server.authType !== "bearer") {
    throw invalid(`Server "${slug}" uses ${server.authType} authentication, not a bearer token`);
  }
  await deleteServerCredential(
    deps,
    accountId,
    slug,
    (op) =>
      withEvent(op, deps.now(), {
        accountId,
        actor,
        action: "server.credential_removed",
        target: slug,
      }),
  );
  return await getServer(deps, accountId, slug, { required: true });
}

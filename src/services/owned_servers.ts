/**
 * Servers an account adds itself, as the app and the operator CLI add and delete them. The
 * rules (fields, egress policy, the 50-server ceiling) live in catalog/owned_servers.ts; this
 * records who did it and says which form field a refusal is about.
 */
import type { Deps } from "../deps.ts";
import type { Services } from "./mod.ts";
import { keys } from "../storage/keys.ts";
import { type Actor, withEvent } from "../storage/account_events.ts";
import type { OwnedServer, ResolvedServer } from "../domain/catalog.ts";
import { addOwnedServer } from "../catalog/owned_servers.ts";
import { bumpEpoch } from "../catalog/epoch.ts";
import { conflict, notFound, ServiceError } from "../errors.ts";

export type OwnedField = "slug" | "name" | "endpoint" | "description" | "category" | "authType";

/** A refusal of the add form, with the field it belongs next to (null: the whole form). */
export class OwnedServerError extends ServiceError {
  readonly field: OwnedField | null;
  constructor(cause: ServiceError, field: OwnedField | null) {
    super(cause.code, cause.message, cause.status);
    this.field = field;
  }
}

export interface OwnedServerInput {
  slug: string;
  name: string;
  endpoint: string;
  authType: string;
  description?: string;
  category?: string;
  defaultEnabled?: boolean;
}

const FIELDS: OwnedField[] = ["slug", "name", "endpoint", "description", "category", "authType"];

function fieldOf(message: string): OwnedField | null {
  if (message.startsWith("Refused endpoint")) return "endpoint";
  if (/^Slug |already has a server/.test(message)) return "slug";
  return FIELDS.find((f) => message.startsWith(`${f}:`)) ?? null;
}

/** Adds a server to the account; a refusal says which field it is about. */
export async function addServer(
  deps: Deps,
  input: { accountId: string; actor: Actor; server: OwnedServerInput },
  resolve?: (host: string) => Promise<string[]>,
): Promise<ResolvedServer> {
  const { accountId, actor, server } = input;
  try {
    return await addOwnedServer(
      deps,
      accountId,
      { ...server, authType: server.authType as "none" | "bearer" },
      resolve,
      (op) =>
        withEvent(op, deps.now(), {
          accountId,
          actor,
          action: "server.added",
          target: server.slug,
        }),
    );
  } catch (err) {
    if (!(err instanceof ServiceError) || err.status >= 500) throw err;
    throw new OwnedServerError(err, fieldOf(err.message));
  }
}

/** One server the account added itself; catalogue servers and other accounts' are not found. */
export async function getOwnedServer(
  deps: Deps,
  accountId: string,
  slug: string,
): Promise<OwnedServer> {
  const entry = await deps.kv.get<OwnedServer>(keys.ownedServer(accountId, slug));
  if (entry.value === null) throw notFound(`Server "${slug}" of this account`);
  return entry.value;
}

/**
 * Deletes an owned server with its credential, switch and state in one commit (with the change-log
 * entry); its cached tools and pins go afterwards in bounded batches, so a re-added server with the
 * same slug starts clean.
 */
export async function deleteServer(
  services: Services,
  input: { accountId: string; slug: string; actor: Actor },
): Promise<OwnedServer> {
  const { deps } = services;
  const { accountId, slug, actor } = input;
  const entry = await deps.kv.get<OwnedServer>(keys.ownedServer(accountId, slug));
  if (entry.value === null) throw notFound(`Server "${slug}" of this account`);
  const op = deps.kv.atomic().check(entry).delete(entry.key)
    .delete(keys.serverCredential(accountId, slug))
    .delete(keys.serverOverride(accountId, slug))
    .delete(keys.serverState(accountId, slug));
  bumpEpoch(op, accountId, deps.now());
  withEvent(op, deps.now(), { accountId, actor, action: "server.deleted", target: slug });
  if (!(await op.commit()).ok) throw conflict(`Server "${slug}" changed meanwhile; try again`);
  await deletePrefix(deps.kv, keys.cachedTools(accountId, slug));
  await deletePrefix(deps.kv, [...keys.toolPins(accountId), slug]);
  services.gateway.upstreams.ownedPool.retireKey(`owned:${accountId}|${slug}`);
  return entry.value;
}

async function deletePrefix(kv: Deno.Kv, prefix: Deno.KvKey): Promise<void> {
  let batch: Deno.KvKey[] = [];
  const flush = async () => {
    const op = kv.atomic();
    for (const key of batch) op.delete(key);
    await op.commit();
    batch = [];
  };
  for await (const e of kv.list({ prefix })) {
    batch.push(e.key);
    if (batch.length === 500) await flush();
  }
  if (batch.length) await flush();
}

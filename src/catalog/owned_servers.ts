/**
 * Servers an account adds itself. Their endpoint is account-chosen, so it must pass the same
 * egress policy as webhook URLs (https, no internal names, public addresses only) both when it
 * is added and on every connection (the owned-server pool uses the egress fetch).
 */
import { z } from "zod";
import type { Deps } from "../deps.ts";
import { keys } from "../storage/keys.ts";
import { conflict, invalid } from "../errors.ts";
import { requireAccount } from "../storage/accounts.ts";
import type { OwnedServer, ResolvedServer } from "../domain/catalog.ts";
import { checkUrlSyntax, EgressError, resolveAndVet } from "../egress/policy.ts";
import { findServerEntry } from "./library.ts";
import { ServerFieldsSchema } from "./catalogue_file.ts";
import { bumpEpoch } from "./epoch.ts";

export const MAX_OWNED_SERVERS = 50;

const OwnedInput = ServerFieldsSchema.extend({
  authType: z.enum(["none", "bearer"]),
  category: ServerFieldsSchema.shape.category.default("custom"),
  defaultEnabled: z.boolean().default(true),
});

/** Adds a server; `extra` adds to the same commit (the service records who added it). */
export async function addOwnedServer(
  deps: Deps,
  accountId: string,
  input: z.input<typeof OwnedInput>,
  resolve?: (host: string) => Promise<string[]>,
  extra?: (op: Deno.AtomicOperation) => void,
): Promise<ResolvedServer> {
  await requireAccount(deps.kv, accountId);
  const parsed = OwnedInput.safeParse(input);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw invalid(`${issue.path.join(".") || "input"}: ${issue.message}`);
  }
  const data = parsed.data;
  if (deps.catalog.some((s) => s.slug === data.slug)) {
    throw conflict(`Slug "${data.slug}" belongs to a catalogue server; choose another`);
  }
  const policy = { allowPrivate: deps.config.allowPrivateEgress, resolve };
  try {
    await resolveAndVet(checkUrlSyntax(data.endpoint, policy), policy);
  } catch (err) {
    if (err instanceof EgressError) throw invalid(`Refused endpoint: ${err.message}`);
    throw err;
  }
  const server: OwnedServer = { ...data, createdAt: new Date(deps.now()).toISOString() };
  const key = keys.ownedServer(accountId, data.slug);
  let count = 0;
  for await (const _ of deps.kv.list({ prefix: keys.ownedServers(accountId) })) count++;
  if (count >= MAX_OWNED_SERVERS) {
    throw invalid(`An account may add at most ${MAX_OWNED_SERVERS} servers`);
  }
  const op = deps.kv.atomic().check({ key, versionstamp: null }).set(key, server);
  bumpEpoch(op, accountId, deps.now());
  extra?.(op);
  if (!(await op.commit()).ok) throw conflict(`This account already has a server "${data.slug}"`);
  return (await findServerEntry(deps, accountId, data.slug))!.resolved;
}

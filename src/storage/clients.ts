import { keys } from "./keys.ts";
import { listValues } from "./kv.ts";
import { newId } from "../lib/ids.ts";
import { notFound } from "../errors.ts";

/** One MCP client connection of an account: what GET /clients lists and tokens attribute to. */
export interface ClientRecord {
  id: string;
  accountId: string;
  /** The label the user chose for this connection at consent (or the CLI --name). */
  label: string;
  /** The client's registered name (client_name from registration or its metadata document). */
  name: string;
  active: boolean;
  authorizedAt: string;
  revokedAt: string | null;
  /** OAuth client_id this connection was granted to; null for CLI-issued connections. */
  oauthClientId: string | null;
}

export async function createClient(
  kv: Deno.Kv,
  now: () => number,
  input: { accountId: string; label: string; name: string; oauthClientId: string | null },
): Promise<ClientRecord> {
  const client: ClientRecord = {
    id: newId("cli"),
    active: true,
    authorizedAt: new Date(now()).toISOString(),
    revokedAt: null,
    ...input,
  };
  const key = keys.client(input.accountId, client.id);
  const res = await kv.atomic().check({ key, versionstamp: null }).set(key, client).commit();
  if (!res.ok) throw new Error("Client id collision; try again");
  return client;
}

export async function getClient(
  kv: Deno.Kv,
  accountId: string,
  clientId: string,
): Promise<ClientRecord | null> {
  return (await kv.get<ClientRecord>(keys.client(accountId, clientId))).value;
}

export function listClients(kv: Deno.Kv, accountId: string): Promise<ClientRecord[]> {
  return listValues<ClientRecord>(kv, { prefix: keys.clients(accountId) });
}

export async function lastActiveOf(
  kv: Deno.Kv,
  accountId: string,
  clientId: string,
): Promise<string | null> {
  return (await kv.get<string>(keys.clientLastActive(accountId, clientId))).value;
}

/**
 * Marks a connection revoked and deletes every access token pointer it holds. The client record
 * flips first, and token verification checks it, so the very next MCP request is refused even
 * while the token rows are still being deleted in batches.
 */
export async function revokeClient(
  kv: Deno.Kv,
  now: () => number,
  accountId: string,
  clientId: string,
): Promise<ClientRecord> {
  const entry = await kv.get<ClientRecord>(keys.client(accountId, clientId));
  if (!entry.value) throw notFound(`Client "${clientId}"`);
  let client = entry.value;
  if (client.active) {
    client = { ...client, active: false, revokedAt: new Date(now()).toISOString() };
    const res = await kv.atomic().check(entry).set(keys.client(accountId, clientId), client)
      .commit();
    if (!res.ok) return revokeClient(kv, now, accountId, clientId);
  }
  await deleteClientTokens(kv, accountId, clientId);
  return client;
}

async function deleteClientTokens(kv: Deno.Kv, accountId: string, clientId: string) {
  const batch: Deno.KvKey[] = [];
  const flush = async () => {
    const op = kv.atomic();
    for (const k of batch) op.delete(k).delete(keys.accessToken(k[k.length - 1] as string));
    await op.commit();
    batch.length = 0;
  };
  for await (const e of kv.list({ prefix: keys.accessTokensByClient(accountId, clientId) })) {
    batch.push(e.key);
    if (batch.length === 200) await flush();
  }
  if (batch.length) await flush();
}

/**
 * API keys of an account: the one place the app and the operator CLI create, list and revoke
 * them. The live-key ceiling is enforced by the store's counter (its CAS point).
 */
import {
  type ApiKeyRecord,
  createApiKey,
  lastUsedOf,
  listApiKeys,
  MAX_LIVE_KEYS,
  revokeApiKey,
} from "../storage/api_keys.ts";
import { keys } from "../storage/keys.ts";
import type { Actor } from "../storage/account_events.ts";
import { notFound } from "../errors.ts";

export { MAX_LIVE_KEYS };

interface KeyDeps {
  kv: Deno.Kv;
  now: () => number;
}

/** What may be shown about a key: never its digest, and the secret only at creation. */
export interface ApiKeyView {
  id: string;
  name: string;
  prefix: string;
  createdAt: string;
  revokedAt: string | null;
  lastUsedAt: string | null;
}

function view(r: ApiKeyRecord, lastUsedAt: string | null): ApiKeyView {
  return {
    id: r.id,
    name: r.name,
    prefix: r.prefix,
    createdAt: r.createdAt,
    revokedAt: r.revokedAt,
    lastUsedAt,
  };
}

/** Creates a key; the returned `secret` exists only here and is never stored. */
export async function createKey(
  deps: KeyDeps,
  input: { accountId: string; name: string; actor: Actor },
): Promise<{ key: ApiKeyView; secret: string }> {
  const { record, key } = await createApiKey(
    deps.kv,
    deps.now,
    input.accountId,
    input.name,
    input.actor,
  );
  return { key: view(record, null), secret: key };
}

/** Every key of the account, live ones first, each group newest first. */
export async function listKeys(deps: KeyDeps, accountId: string): Promise<ApiKeyView[]> {
  const records = await listApiKeys(deps.kv, accountId);
  records.sort((a, b) =>
    Number(a.revokedAt !== null) - Number(b.revokedAt !== null) ||
    b.createdAt.localeCompare(a.createdAt)
  );
  return await Promise.all(records.map(async (r) => view(r, await lastUsedOf(deps.kv, r.id))));
}

/** Live keys and the ceiling, for the form that explains the limit. */
export async function keyAllowance(
  deps: KeyDeps,
  accountId: string,
): Promise<{ live: number; max: number }> {
  const live = (await deps.kv.get<number>(keys.apiKeyCount(accountId))).value ?? 0;
  return { live, max: MAX_LIVE_KEYS };
}

/** One key of the account; another account's key is not found, exactly like a missing one. */
export async function getKey(deps: KeyDeps, accountId: string, keyId: string) {
  const record = (await deps.kv.get<ApiKeyRecord>(keys.apiKey(accountId, keyId))).value;
  if (!record) throw notFound(`API key "${keyId}"`);
  return view(record, await lastUsedOf(deps.kv, record.id));
}

/** Revokes a key; the very next request with it is refused. Revoking twice changes nothing. */
export async function revokeKey(
  deps: KeyDeps,
  input: { accountId: string; keyId: string; actor: Actor },
): Promise<ApiKeyView> {
  const r = await revokeApiKey(deps.kv, deps.now, input.accountId, input.keyId, input.actor);
  return view(r, await lastUsedOf(deps.kv, r.id));
}

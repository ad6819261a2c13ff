import { keys } from "./keys.ts";
import { listValues } from "./kv.ts";
import { base62, base62OfBigInt, crc32, randomBytes, sha256Hex } from "../lib/crypto.ts";
import { newId } from "../lib/ids.ts";
import { invalid, notFound } from "../errors.ts";
import { type Actor, withEvent } from "./account_events.ts";

export const MAX_LIVE_KEYS = 10;
const KEY_SHAPE = /^svc_([0-9A-Za-z]{43})([0-9A-Za-z]{6})$/;

export interface ApiKeyRecord {
  id: string;
  accountId: string;
  name: string;
  /** The first characters of the key, safe to show so a person can tell keys apart. */
  prefix: string;
  digest: string;
  createdAt: string;
  revokedAt: string | null;
}

interface DigestPointer {
  accountId: string;
  keyId: string;
}

/** svc_ + 43 base62 characters of 32 random bytes + 6 base62 characters of their CRC32. */
export function generateApiKey(): string {
  const body = base62(randomBytes(32), 43);
  return `svc_${body}${base62OfBigInt(BigInt(crc32(body)), 6)}`;
}

/** Offline shape and checksum test: a mistyped or foreign string never costs a KV read. */
export function isWellFormedApiKey(key: string): boolean {
  const m = KEY_SHAPE.exec(key);
  return m !== null && base62OfBigInt(BigInt(crc32(m[1])), 6) === m[2];
}

export async function createApiKey(
  kv: Deno.Kv,
  now: () => number,
  accountId: string,
  name: string,
  actor?: Actor,
): Promise<{ record: ApiKeyRecord; key: string }> {
  const trimmed = name.trim();
  if (trimmed.length === 0 || trimmed.length > 100) invalidName();
  const key = generateApiKey();
  const record: ApiKeyRecord = {
    id: newId("key"),
    accountId,
    name: trimmed,
    prefix: key.slice(0, 12),
    digest: await sha256Hex(key),
    createdAt: new Date(now()).toISOString(),
    revokedAt: null,
  };
  for (let attempt = 0; attempt < 16; attempt++) {
    const counter = await kv.get<number>(keys.apiKeyCount(accountId));
    const live = counter.value ?? 0;
    if (live >= MAX_LIVE_KEYS) {
      throw invalid(`Account already has ${MAX_LIVE_KEYS} live API keys; revoke one first`);
    }
    // The live-key counter is the CAS point, so two concurrent creations cannot make an eleventh.
    const op = kv.atomic().check(counter)
      .check({ key: keys.apiKeyByDigest(record.digest), versionstamp: null })
      .set(keys.apiKeyCount(accountId), live + 1)
      .set(keys.apiKey(accountId, record.id), record)
      .set(keys.apiKeyByDigest(record.digest), { accountId, keyId: record.id });
    const target = `${record.name} (${record.prefix}…)`;
    if (actor) withEvent(op, now(), { accountId, actor, action: "api_key.created", target });
    const res = await op.commit();
    if (res.ok) return { record, key };
  }
  throw new Error("API key creation kept conflicting; try again");
}

function invalidName(): never {
  throw invalid("Key name must be 1 to 100 characters");
}

export function listApiKeys(kv: Deno.Kv, accountId: string): Promise<ApiKeyRecord[]> {
  return listValues<ApiKeyRecord>(kv, { prefix: keys.apiKeys(accountId) });
}

/** Revokes a key; the digest pointer goes in the same commit, so the next request gets 401. */
export async function revokeApiKey(
  kv: Deno.Kv,
  now: () => number,
  accountId: string,
  keyId: string,
  actor?: Actor,
): Promise<ApiKeyRecord> {
  for (let attempt = 0; attempt < 16; attempt++) {
    const entry = await kv.get<ApiKeyRecord>(keys.apiKey(accountId, keyId));
    if (!entry.value) throw notFound(`API key "${keyId}"`);
    if (entry.value.revokedAt !== null) return entry.value;
    const counter = await kv.get<number>(keys.apiKeyCount(accountId));
    const revoked = { ...entry.value, revokedAt: new Date(now()).toISOString() };
    const op = kv.atomic().check(entry).check(counter)
      .set(keys.apiKey(accountId, keyId), revoked)
      .set(keys.apiKeyCount(accountId), Math.max(0, (counter.value ?? 1) - 1))
      .delete(keys.apiKeyByDigest(entry.value.digest));
    const target = `${revoked.name} (${revoked.prefix}…)`;
    if (actor) withEvent(op, now(), { accountId, actor, action: "api_key.revoked", target });
    const res = await op.commit();
    if (res.ok) return revoked;
  }
  throw new Error("API key revocation kept conflicting; try again");
}

/** Resolves a presented key to its account, or null for anything unknown or revoked. */
export async function verifyApiKey(kv: Deno.Kv, key: string): Promise<DigestPointer | null> {
  if (!isWellFormedApiKey(key)) return null;
  // Lookup by digest: the KV read itself is the comparison, and digests of random keys leak nothing.
  return (await kv.get<DigestPointer>(keys.apiKeyByDigest(await sha256Hex(key)))).value;
}

export async function lastUsedOf(kv: Deno.Kv, keyId: string): Promise<string | null> {
  return (await kv.get<string>(keys.apiKeyLastUsed(keyId))).value;
}

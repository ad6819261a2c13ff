import { keys } from "../storage/keys.ts";
import { getClient } from "../storage/clients.ts";
import { base62, randomBytes, sha256Hex } from "../lib/crypto.ts";

/** What an access token stands for; stored under the token's SHA-256 digest, never the token. */
export interface AccessTokenRecord {
  accountId: string;
  clientId: string;
  /** The resource the token is bound to (RFC 8707): always {mcp_url}. */
  audience: string;
  expiresAt: number;
  /** The grant (authorization) the token belongs to, so refresh-token reuse can revoke it. */
  grantId: string | null;
  scope: string;
}

const ACCESS_PREFIX = "tgat_";
const TOKEN_SHAPE = /^tgat_[0-9A-Za-z]{43}$/;

export async function issueAccessToken(
  kv: Deno.Kv,
  now: () => number,
  input: Omit<AccessTokenRecord, "expiresAt"> & { ttlMs: number },
): Promise<{ token: string; expiresAt: number }> {
  const prepared = await prepareAccessToken(now, input);
  const res = await prepared.addTo(kv.atomic()).commit();
  if (!res.ok) throw new Error("Token collision; try again");
  return { token: prepared.token, expiresAt: prepared.record.expiresAt };
}

/** A minted access token whose rows are written by `addTo` inside the caller's atomic commit. */
export interface PreparedAccessToken {
  token: string;
  record: AccessTokenRecord;
  addTo(op: Deno.AtomicOperation): Deno.AtomicOperation;
}

/**
 * Mints an access token without writing it, so a token exchange can store the token together
 * with the grant and refresh token it belongs to in ONE commit.
 */
export async function prepareAccessToken(
  now: () => number,
  input: Omit<AccessTokenRecord, "expiresAt"> & { ttlMs: number },
): Promise<PreparedAccessToken> {
  const token = `${ACCESS_PREFIX}${base62(randomBytes(32), 43)}`;
  const digest = await sha256Hex(token);
  const { ttlMs, ...rest } = input;
  const record: AccessTokenRecord = { ...rest, expiresAt: now() + ttlMs };
  const addTo = (op: Deno.AtomicOperation) =>
    op.check({ key: keys.accessToken(digest), versionstamp: null })
      .set(keys.accessToken(digest), record, { expireIn: ttlMs })
      .set(keys.accessTokenByClient(input.accountId, input.clientId, digest), record.expiresAt, {
        expireIn: ttlMs,
      });
  return { token, record, addTo };
}

/** The stored record of a well-formed access token, without expiry or client checks. */
export async function lookupAccessToken(
  kv: Deno.Kv,
  token: string,
): Promise<AccessTokenRecord | null> {
  if (!TOKEN_SHAPE.test(token)) return null;
  return (await kv.get<AccessTokenRecord>(keys.accessToken(await sha256Hex(token)))).value;
}

/**
 * Resolves a bearer token presented at {mcp_url}. Null when it is malformed, unknown, expired
 * (checked here: local KV keeps expired rows readable), bound to another audience, or when its
 * client connection is revoked.
 */
export async function verifyAccessToken(
  kv: Deno.Kv,
  now: () => number,
  token: string,
  audience: string,
): Promise<AccessTokenRecord | null> {
  if (!TOKEN_SHAPE.test(token)) return null;
  const record = (await kv.get<AccessTokenRecord>(keys.accessToken(await sha256Hex(token)))).value;
  if (!record || record.expiresAt <= now() || record.audience !== audience) return null;
  const client = await getClient(kv, record.accountId, record.clientId);
  return client?.active ? record : null;
}

/** Deletes one access token (RFC 7009 revocation of an access token). */
export async function revokeAccessToken(kv: Deno.Kv, token: string): Promise<void> {
  if (!TOKEN_SHAPE.test(token)) return;
  const digest = await sha256Hex(token);
  const entry = await kv.get<AccessTokenRecord>(keys.accessToken(digest));
  if (!entry.value) return;
  const { accountId, clientId } = entry.value;
  await kv.atomic().delete(keys.accessToken(digest))
    .delete(keys.accessTokenByClient(accountId, clientId, digest)).commit();
}

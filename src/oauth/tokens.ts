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
  const token = `${ACCESS_PREFIX}${base62(randomBytes(32), 43)}`;
  const digest = await sha256Hex(token);
  const { ttlMs, ...rest } = input;
  const record: AccessTokenRecord = { ...rest, expiresAt: now() + ttlMs };
  const res = await kv.atomic()
    .check({ key: keys.accessToken(digest), versionstamp: null })
    .set(keys.accessToken(digest), record, { expireIn: ttlMs })
    .set(keys.accessTokenByClient(input.accountId, input.clientId, digest), record.expiresAt, {
      expireIn: ttlMs,
    })
    .commit();
  if (!res.ok) throw new Error("Token collision; try again");
  return { token, expiresAt: record.expiresAt };
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

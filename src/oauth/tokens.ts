import { createHash } from "node:crypto";
import { keys } from "../storage/keys.ts";
import type { ClientRecord } from "../storage/clients.ts";
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

/**
 * SHA-256 hex of a token, the same digest as lib/crypto's sha256Hex (used when minting).
 * Synchronous node:crypto: WebCrypto's async digest costs ten times more per request on the MCP
 * hot path, where every call verifies its token.
 */
function tokenDigest(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

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
  return (await kv.get<AccessTokenRecord>(keys.accessToken(tokenDigest(token)))).value;
}

/**
 * Resolves a bearer token presented at {mcp_url}. Null when it is malformed, unknown, expired
 * (checked here: local KV keeps expired rows readable), bound to another audience, or when its
 * client connection is revoked. `owner`, when the caller already knows whom the token belonged
 * to, only lets the token and client rows be read in one round trip; the result never depends
 * on it (a wrong guess costs a second read of the right client).
 */
export async function verifyAccessToken(
  kv: Deno.Kv,
  now: () => number,
  token: string,
  audience: string,
  owner?: TokenOwner,
): Promise<AccessTokenRecord | null> {
  return (await verifyAccessTokenAlong(kv, now, token, audience, owner, [])).record;
}

export interface TokenOwner {
  accountId: string;
  clientId: string;
}

/**
 * verifyAccessToken that also reads up to eight `along` keys in the same snapshot as the token
 * (the MCP endpoint's first reads, in one KV round trip). `along` holds their entries whatever
 * the verdict, or is empty when the token is malformed and nothing was read.
 */
export async function verifyAccessTokenAlong(
  kv: Deno.Kv,
  now: () => number,
  token: string,
  audience: string,
  owner: TokenOwner | undefined,
  along: Deno.KvKey[],
): Promise<{ record: AccessTokenRecord | null; along: Deno.KvEntryMaybe<unknown>[] }> {
  if (!TOKEN_SHAPE.test(token)) return { record: null, along: [] };
  if (along.length > 8) throw new RangeError("at most eight keys can be read along a token");
  const tokenKey = keys.accessToken(tokenDigest(token));
  const guessed = owner ? [keys.client(owner.accountId, owner.clientId)] : [];
  const [t, ...rest] = await kv.getMany([tokenKey, ...guessed, ...along]);
  const record = t.value as AccessTokenRecord | null;
  const entries = rest.slice(guessed.length);
  if (!record || record.expiresAt <= now() || record.audience !== audience) {
    return { record: null, along: entries };
  }
  const same = owner !== undefined && record.accountId === owner.accountId &&
    record.clientId === owner.clientId;
  const client = same
    ? rest[0].value as ClientRecord | null
    : (await kv.get<ClientRecord>(keys.client(record.accountId, record.clientId))).value;
  return { record: client?.active ? record : null, along: entries };
}

/** Deletes one access token (RFC 7009 revocation of an access token). */
export async function revokeAccessToken(kv: Deno.Kv, token: string): Promise<void> {
  if (!TOKEN_SHAPE.test(token)) return;
  const digest = tokenDigest(token);
  const entry = await kv.get<AccessTokenRecord>(keys.accessToken(digest));
  if (!entry.value) return;
  const { accountId, clientId } = entry.value;
  await kv.atomic().delete(keys.accessToken(digest))
    .delete(keys.accessTokenByClient(accountId, clientId, digest)).commit();
}

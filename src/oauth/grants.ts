import { keys } from "../storage/keys.ts";
import { getClient, revokeClient } from "../storage/clients.ts";
import { base62, randomBytes, sha256Hex } from "../lib/crypto.ts";
import { prepareAccessToken } from "./tokens.ts";
import { ACCESS_TOKEN_TTL_MS, REFRESH_TOKEN_TTL_MS } from "./urls.ts";

/**
 * One grant per client connection authorised through OAuth (its id is the connection id). It
 * holds the digest of the only refresh token that may be used next.
 */
export interface GrantRecord {
  id: string;
  accountId: string;
  clientId: string;
  oauthClientId: string;
  audience: string;
  scope: string;
  refreshDigest: string | null;
  expiresAt: number;
}

interface RefreshRecord {
  grantId: string;
  expiresAt: number;
}

/** The RFC 6749 section 5.1 success body. */
export interface TokenResponse {
  access_token: string;
  token_type: "Bearer";
  expires_in: number;
  refresh_token?: string;
  scope: string;
}

const REFRESH_SHAPE = /^tgrt_[0-9A-Za-z]{43}$/;

async function newRefreshToken() {
  const token = `tgrt_${base62(randomBytes(32), 43)}`;
  return { token, digest: await sha256Hex(token) };
}

/** Writes grant, refresh token and access token in one commit guarded by `check`. */
async function commitTokens(
  kv: Deno.Kv,
  now: () => number,
  grant: Omit<GrantRecord, "refreshDigest" | "expiresAt">,
  opts: { withRefresh: boolean; check: Deno.AtomicCheck },
): Promise<TokenResponse | null> {
  const access = await prepareAccessToken(now, {
    accountId: grant.accountId,
    clientId: grant.clientId,
    audience: grant.audience,
    grantId: grant.id,
    scope: grant.scope,
    ttlMs: ACCESS_TOKEN_TTL_MS,
  });
  const refresh = opts.withRefresh ? await newRefreshToken() : null;
  const expiresAt = now() + REFRESH_TOKEN_TTL_MS;
  const record: GrantRecord = { ...grant, refreshDigest: refresh?.digest ?? null, expiresAt };
  const op = access.addTo(kv.atomic().check(opts.check))
    .set(keys.oauthGrant(grant.id), record, { expireIn: REFRESH_TOKEN_TTL_MS });
  if (refresh) {
    const r: RefreshRecord = { grantId: grant.id, expiresAt };
    op.set(keys.oauthRefreshToken(refresh.digest), r, { expireIn: REFRESH_TOKEN_TTL_MS });
  }
  if (!(await op.commit()).ok) return null;
  return {
    access_token: access.token,
    token_type: "Bearer",
    expires_in: Math.floor(ACCESS_TOKEN_TTL_MS / 1000),
    ...(refresh ? { refresh_token: refresh.token } : {}),
    scope: grant.scope,
  };
}

/** Starts the grant of a freshly authorised connection (after a code exchange). */
export async function startGrant(
  kv: Deno.Kv,
  now: () => number,
  grant: Omit<GrantRecord, "id" | "refreshDigest" | "expiresAt">,
  withRefresh: boolean,
): Promise<TokenResponse | null> {
  const check = { key: keys.oauthGrant(grant.clientId), versionstamp: null };
  return await commitTokens(kv, now, { ...grant, id: grant.clientId }, { withRefresh, check });
}

/** Finds the grant a refresh token belongs to (current or already rotated). */
export async function grantOfRefreshToken(
  kv: Deno.Kv,
  now: () => number,
  token: string,
): Promise<{ entry: Deno.KvEntry<GrantRecord>; current: boolean } | null> {
  if (!REFRESH_SHAPE.test(token)) return null;
  const digest = await sha256Hex(token);
  const rec = (await kv.get<RefreshRecord>(keys.oauthRefreshToken(digest))).value;
  if (!rec || rec.expiresAt <= now()) return null;
  const entry = await kv.get<GrantRecord>(keys.oauthGrant(rec.grantId));
  if (entry.value === null || entry.value.expiresAt <= now()) return null;
  return {
    entry: entry as Deno.KvEntry<GrantRecord>,
    current: entry.value.refreshDigest === digest,
  };
}

export type RefreshOutcome =
  | { ok: true; tokens: TokenResponse }
  | { ok: false; reason: "invalid" | "replayed" | "wrong_client" };

/**
 * Rotates a refresh token. Presenting a token that was already rotated away revokes the whole
 * grant: the connection, its access tokens and its refresh tokens (OAuth 2.1 section 4.3.1).
 */
export async function refreshGrant(
  kv: Deno.Kv,
  now: () => number,
  token: string,
  oauthClientId: string,
): Promise<RefreshOutcome> {
  for (let attempt = 0; attempt < 2; attempt++) {
    const found = await grantOfRefreshToken(kv, now, token);
    if (!found) return { ok: false, reason: "invalid" };
    const grant = found.entry.value;
    if (grant.oauthClientId !== oauthClientId) return { ok: false, reason: "wrong_client" };
    if (!found.current) {
      await revokeGrant(kv, now, grant);
      return { ok: false, reason: "replayed" };
    }
    const connection = await getClient(kv, grant.accountId, grant.clientId);
    if (!connection?.active) return { ok: false, reason: "invalid" };
    const { refreshDigest: _r, expiresAt: _e, ...base } = grant;
    const tokens = await commitTokens(kv, now, base, { withRefresh: true, check: found.entry });
    if (tokens) return { ok: true, tokens };
    // The grant changed under us: another request rotated this token, so the next pass sees it
    // as rotated away, which is exactly a replay.
  }
  return { ok: false, reason: "invalid" };
}

/** Ends a grant: the connection is revoked (tokens deleted) and refresh tokens stop working. */
export async function revokeGrant(kv: Deno.Kv, now: () => number, grant: GrantRecord) {
  await kv.delete(keys.oauthGrant(grant.id));
  const connection = await getClient(kv, grant.accountId, grant.clientId);
  if (connection?.active) await revokeClient(kv, now, grant.accountId, grant.clientId);
}

/** Revokes whatever grant a client connection holds (used when its code is replayed). */
export async function revokeConnectionGrant(
  kv: Deno.Kv,
  now: () => number,
  accountId: string,
  clientId: string,
): Promise<void> {
  const grant = (await kv.get<GrantRecord>(keys.oauthGrant(clientId))).value;
  if (grant) return await revokeGrant(kv, now, grant);
  const connection = await getClient(kv, accountId, clientId);
  if (connection?.active) await revokeClient(kv, now, accountId, clientId);
}

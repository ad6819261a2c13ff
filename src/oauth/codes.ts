import { keys } from "../storage/keys.ts";
import { base62, randomBytes, sha256Hex } from "../lib/crypto.ts";
import { AUTH_CODE_TTL_MS } from "./urls.ts";

/** What an authorization code is bound to; stored under the code's digest for 60 seconds. */
export interface CodeRecord {
  oauthClientId: string;
  redirectUri: string;
  codeChallenge: string;
  resource: string;
  scope: string;
  accountId: string;
  /** The client connection that consent created. */
  clientId: string;
  expiresAt: number;
}

/** Who a redeemed code was for, kept a while so a replay can revoke what it produced. */
interface UsedCode {
  accountId: string;
  clientId: string;
}

const CODE_SHAPE = /^tgac_[0-9A-Za-z]{43}$/;
const USED_MEMORY_MS = 10 * 60_000;

export async function createAuthorizationCode(
  kv: Deno.Kv,
  now: () => number,
  input: Omit<CodeRecord, "expiresAt">,
): Promise<string> {
  const code = `tgac_${base62(randomBytes(32), 43)}`;
  const key = keys.oauthCode(await sha256Hex(code));
  const record: CodeRecord = { ...input, expiresAt: now() + AUTH_CODE_TTL_MS };
  const res = await kv.atomic().check({ key, versionstamp: null })
    .set(key, record, { expireIn: AUTH_CODE_TTL_MS }).commit();
  if (!res.ok) throw new Error("Code collision; try again");
  return code;
}

export type ConsumedCode =
  | { ok: true; record: CodeRecord }
  /** `replayOf`: the code was redeemed before; `expired`: it was for this connection. */
  | { ok: false; replayOf: UsedCode | null; expired?: UsedCode };

/**
 * Redeems a code exactly once: `check(entry).delete(key)` in one commit, which also records the
 * redemption. A second redemption (or a lost race) reports whose grant the code produced.
 */
export async function consumeAuthorizationCode(
  kv: Deno.Kv,
  now: () => number,
  code: string,
): Promise<ConsumedCode> {
  if (!CODE_SHAPE.test(code)) return { ok: false, replayOf: null };
  const digest = await sha256Hex(code);
  const entry = await kv.get<CodeRecord>(keys.oauthCode(digest));
  if (entry.value === null) {
    const used = await kv.get<UsedCode>(keys.oauthCodeUsed(digest));
    return { ok: false, replayOf: used.value };
  }
  const { accountId, clientId } = entry.value;
  const res = await kv.atomic().check(entry).delete(keys.oauthCode(digest))
    .set(keys.oauthCodeUsed(digest), { accountId, clientId }, { expireIn: USED_MEMORY_MS })
    .commit();
  if (!res.ok) return { ok: false, replayOf: { accountId, clientId } };
  if (entry.value.expiresAt <= now()) {
    return { ok: false, replayOf: null, expired: { accountId, clientId } };
  }
  return { ok: true, record: entry.value };
}

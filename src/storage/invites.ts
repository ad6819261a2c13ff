import { keys } from "./keys.ts";
import { listValues } from "./kv.ts";
import { type Actor, withEvent } from "./account_events.ts";
import { base62, base64url, randomBytes, sha256Hex } from "../lib/crypto.ts";
import { notFound } from "../errors.ts";

/** A one-time link to join an account. Only the digest of its token is stored. */
export interface InviteRecord {
  id: string;
  accountId: string;
  digest: string;
  /** Who it is meant for, as the inviter typed it (shown in the pending list). */
  note: string;
  invitedBy: Actor;
  createdAt: string;
  expiresAt: number;
}

interface InvitePointer {
  accountId: string;
  inviteId: string;
}

export const INVITE_TTL_MS = 7 * 24 * 60 * 60 * 1000;
const TOKEN_SHAPE = /^tginv_[A-Za-z0-9_-]{43}$/;

export async function createInvite(
  kv: Deno.Kv,
  now: () => number,
  input: { accountId: string; note: string; actor: Actor },
): Promise<{ record: InviteRecord; token: string }> {
  const token = `tginv_${base64url(randomBytes(32))}`;
  const record: InviteRecord = {
    id: `inv_${base62(randomBytes(16), 22)}`,
    accountId: input.accountId,
    digest: await sha256Hex(token),
    note: input.note,
    invitedBy: input.actor,
    createdAt: new Date(now()).toISOString(),
    expiresAt: now() + INVITE_TTL_MS,
  };
  const pointer: InvitePointer = { accountId: input.accountId, inviteId: record.id };
  const op = kv.atomic()
    .check({ key: keys.inviteByDigest(record.digest), versionstamp: null })
    .set(keys.invite(record.accountId, record.id), record, { expireIn: INVITE_TTL_MS })
    .set(keys.inviteByDigest(record.digest), pointer, { expireIn: INVITE_TTL_MS });
  const target = record.note || record.id;
  withEvent(op, now(), {
    accountId: record.accountId,
    actor: input.actor,
    action: "invite.created",
    target,
  });
  const res = await op.commit();
  if (!res.ok) throw new Error("Invite token collision; try again");
  return { record, token };
}

/** Pending invites of an account, newest first (an invite disappears once used or expired). */
export async function listInvites(
  kv: Deno.Kv,
  now: () => number,
  accountId: string,
): Promise<InviteRecord[]> {
  const all = await listValues<InviteRecord>(kv, { prefix: keys.invites(accountId) });
  return all.filter((i) => i.expiresAt > now()).sort((a, b) =>
    b.createdAt.localeCompare(a.createdAt)
  );
}

/** The live invite a token names, with the entries a consuming commit must check. */
export async function findInvite(kv: Deno.Kv, now: () => number, token: string | undefined) {
  if (!token || !TOKEN_SHAPE.test(token)) return null;
  const pointer = await kv.get<InvitePointer>(keys.inviteByDigest(await sha256Hex(token)));
  if (!pointer.value) return null;
  const invite = await kv.get<InviteRecord>(
    keys.invite(pointer.value.accountId, pointer.value.inviteId),
  );
  if (!invite.value || invite.value.expiresAt <= now()) return null;
  return { pointer, invite: invite as Deno.KvEntry<InviteRecord> };
}

export type FoundInvite = NonNullable<Awaited<ReturnType<typeof findInvite>>>;

/** Adds the consumption of an invite to a commit: checked, so an invite is used at most once. */
export function consumeInvite(op: Deno.AtomicOperation, found: FoundInvite): Deno.AtomicOperation {
  const inv = found.invite.value;
  return op.check(found.pointer).check(found.invite)
    .delete(keys.inviteByDigest(inv.digest))
    .delete(keys.invite(inv.accountId, inv.id));
}

export async function cancelInvite(
  kv: Deno.Kv,
  now: () => number,
  input: { accountId: string; inviteId: string; actor: Actor },
): Promise<void> {
  const entry = await kv.get<InviteRecord>(keys.invite(input.accountId, input.inviteId));
  if (!entry.value || entry.value.expiresAt <= now()) throw notFound(`Invite "${input.inviteId}"`);
  const inv = entry.value;
  const op = kv.atomic().check(entry)
    .delete(keys.invite(inv.accountId, inv.id))
    .delete(keys.inviteByDigest(inv.digest));
  const event = { accountId: inv.accountId, actor: input.actor, target: inv.note || inv.id };
  const res = await withEvent(op, now(), { ...event, action: "invite.cancelled" }).commit();
  if (!res.ok) throw notFound(`Invite "${input.inviteId}"`);
}

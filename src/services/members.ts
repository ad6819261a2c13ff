/**
 * The people of an account: invite by a one-time link, accept by signing up or signing in,
 * remove. One account per person: accepting as an existing user moves them to the new account,
 * which is refused when they are the last member of the one they would leave.
 */
import { type Actor } from "../storage/account_events.ts";
import {
  cancelInvite,
  createInvite,
  findInvite,
  INVITE_TTL_MS,
  type InviteRecord,
  listInvites,
} from "../storage/invites.ts";
import {
  joinAsNewUser,
  listMembers,
  memberEntries,
  moveUser,
  removeUser,
} from "../storage/members.ts";
import { type UserRecord } from "../storage/users.ts";
import { getAccount } from "../storage/accounts.ts";
import { keys } from "../storage/keys.ts";
import { conflict, invalid, notFound } from "../errors.ts";

export { INVITE_TTL_MS, listInvites, listMembers };

interface MemberDeps {
  kv: Deno.Kv;
  now: () => number;
  config: { publicUrl: string };
}

// Pending invites and members are bounded so every commit's checks stay small.
export const MAX_PENDING_INVITES = 20;
export const MAX_MEMBERS = 50;

/** Creates an invite; the link (carrying the token) is returned this once and never stored. */
export async function inviteMember(
  deps: MemberDeps,
  input: { accountId: string; note: string; actor: Actor },
): Promise<{ invite: InviteRecord; link: string }> {
  const note = input.note.trim();
  if (note.length > 200) throw invalid("The note is limited to 200 characters");
  const [pending, members] = await Promise.all([
    listInvites(deps.kv, deps.now, input.accountId),
    memberEntries(deps.kv, input.accountId),
  ]);
  if (pending.length >= MAX_PENDING_INVITES) {
    throw invalid(`${MAX_PENDING_INVITES} invites are pending already; cancel one first`);
  }
  if (members.length + pending.length >= MAX_MEMBERS) {
    throw invalid(`An account has at most ${MAX_MEMBERS} members, pending invites included`);
  }
  const { record, token } = await createInvite(deps.kv, deps.now, { ...input, note });
  // The token travels in the query, so logs that record request paths never see it.
  const link = `${deps.config.publicUrl}/app/invite?token=${token}`;
  return { invite: record, link };
}

export function cancelMemberInvite(
  deps: MemberDeps,
  input: { accountId: string; inviteId: string; actor: Actor },
): Promise<void> {
  return cancelInvite(deps.kv, deps.now, input);
}

/** What an invite offers, for the page that accepts it; null when unknown, used or expired. */
export async function describeInvite(deps: MemberDeps, token: string | undefined) {
  const found = await findInvite(deps.kv, deps.now, token);
  if (!found) return null;
  const account = await getAccount(deps.kv, found.invite.value.accountId);
  return account ? { found, accountName: account.name, accountId: account.id } : null;
}

function goneInvite(): never {
  throw notFound("This invite link is unknown, used or expired; ask for a new one");
}

/** Accepting by signing up: the new person's login joins the inviting account. */
export async function acceptAsNewUser(
  deps: MemberDeps,
  input: { token: string; email: string; passwordHash: string },
): Promise<UserRecord> {
  const found = await findInvite(deps.kv, deps.now, input.token) ?? goneInvite();
  return await joinAsNewUser(deps.kv, deps.now, found, input);
}

/** Accepting as a signed-in person: they move to the inviting account (see the file comment). */
export async function acceptAsUser(
  deps: MemberDeps,
  input: { token: string; userId: string },
): Promise<UserRecord> {
  const found = await findInvite(deps.kv, deps.now, input.token) ?? goneInvite();
  const userEntry = await deps.kv.get<UserRecord>(keys.user(input.userId));
  if (!userEntry.value) throw notFound("Your login");
  if (userEntry.value.accountId === found.invite.value.accountId) {
    throw conflict("You are already a member of this account");
  }
  const members = await memberEntries(deps.kv, userEntry.value.accountId);
  const others = members.filter((e) => e.value !== input.userId);
  if (others.length === 0) {
    throw conflict(
      "You are the only member of your current account, so you cannot leave it; " +
        "accept with a new login (another email) instead",
    );
  }
  return await moveUser(deps.kv, deps.now, found, userEntry as Deno.KvEntry<UserRecord>, others);
}

/** Removes another member. Nobody removes themselves, so an account always keeps one member. */
export async function removeMember(
  deps: MemberDeps,
  input: { accountId: string; userId: string; actor: { userId: string } },
): Promise<UserRecord> {
  if (input.userId === input.actor.userId) {
    throw conflict("You cannot remove yourself; another member can remove you");
  }
  const [remover, target, removerMembership] = await Promise.all([
    deps.kv.get<UserRecord>(keys.user(input.actor.userId)),
    deps.kv.get<UserRecord>(keys.user(input.userId)),
    deps.kv.get<string>(keys.accountMember(input.accountId, input.actor.userId)),
  ]);
  if (!target.value || target.value.accountId !== input.accountId) {
    throw notFound(`Member "${input.userId}"`);
  }
  if (!remover.value || remover.value.accountId !== input.accountId || !removerMembership.value) {
    throw notFound("Your membership");
  }
  await removeUser(deps.kv, deps.now, {
    remover: remover as Deno.KvEntry<UserRecord>,
    target: target as Deno.KvEntry<UserRecord>,
    removerMembership: removerMembership as Deno.KvEntry<string>,
  });
  return target.value;
}

/** One member of the account, or not found (another account's person is not found too). */
export async function getMember(deps: MemberDeps, accountId: string, userId: string) {
  const user = (await deps.kv.get<UserRecord>(keys.user(userId))).value;
  if (!user || user.accountId !== accountId) throw notFound(`Member "${userId}"`);
  return user;
}

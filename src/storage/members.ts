/**
 * People of an account. A user belongs to exactly one account (`UserRecord.accountId`); the
 * `account_members` index lists them per account. Every write checks what it read, so the
 * rules the members service applies (never the last member, never yourself) hold under races.
 */
import { keys } from "./keys.ts";
import { type Actor, withEvent } from "./account_events.ts";
import { consumeInvite, type FoundInvite } from "./invites.ts";
import { emailTaken, normalizeEmail, type UserRecord } from "./users.ts";
import { newId } from "../lib/ids.ts";
import { conflict } from "../errors.ts";

export async function memberEntries(kv: Deno.Kv, accountId: string) {
  const out: Deno.KvEntry<string>[] = [];
  for await (const e of kv.list<string>({ prefix: keys.accountMembers(accountId) })) out.push(e);
  return out;
}

/** The users of an account, oldest first. */
export async function listMembers(kv: Deno.Kv, accountId: string): Promise<UserRecord[]> {
  const ids = (await memberEntries(kv, accountId)).map((e) => e.value);
  const users = await Promise.all(
    ids.map(async (id) => (await kv.get<UserRecord>(keys.user(id))).value),
  );
  return users.filter((u): u is UserRecord => u !== null && u.accountId === accountId)
    .sort((a, b) => a.createdAt.localeCompare(b.createdAt));
}

function actorOf(user: UserRecord): Actor {
  return { type: "user", userId: user.id, email: user.email };
}

function lost(): never {
  throw conflict("The invite or the team changed meanwhile; open the invite link again");
}

/** Accepting an invite by signing up: a new user in the inviting account. */
export async function joinAsNewUser(
  kv: Deno.Kv,
  now: () => number,
  found: FoundInvite,
  input: { email: string; passwordHash: string },
): Promise<UserRecord> {
  const accountId = found.invite.value.accountId;
  const email = normalizeEmail(input.email);
  const user: UserRecord = {
    id: newId("usr"),
    email,
    accountId,
    passwordHash: input.passwordHash,
    createdAt: new Date(now()).toISOString(),
  };
  if ((await kv.get(keys.userByEmail(email))).value !== null) throw emailTaken();
  const op = consumeInvite(kv.atomic(), found)
    .check({ key: keys.userByEmail(email), versionstamp: null })
    .set(keys.user(user.id), user)
    .set(keys.userByEmail(email), user.id)
    .set(keys.accountMember(accountId, user.id), user.id);
  withEvent(op, now(), { accountId, actor: actorOf(user), action: "member.joined", target: email });
  if (!(await op.commit()).ok) lost();
  return user;
}

/**
 * Accepting an invite as an existing user: they leave their account for the inviting one. The
 * members of the account they leave are checked, so it keeps at least one (`others`).
 */
export async function moveUser(
  kv: Deno.Kv,
  now: () => number,
  found: FoundInvite,
  userEntry: Deno.KvEntry<UserRecord>,
  others: Deno.KvEntry<string>[],
): Promise<UserRecord> {
  const old = userEntry.value;
  const accountId = found.invite.value.accountId;
  const moved: UserRecord = { ...old, accountId };
  let op = consumeInvite(kv.atomic(), found).check(userEntry);
  for (const e of others) op = op.check(e);
  op.delete(keys.accountMember(old.accountId, old.id))
    .set(keys.accountMember(accountId, old.id), old.id)
    .set(keys.user(old.id), moved);
  const actor = actorOf(old);
  withEvent(op, now(), { accountId, actor, action: "member.joined", target: old.email });
  withEvent(op, now() + 1, {
    accountId: old.accountId,
    actor,
    action: "member.left",
    target: old.email,
  });
  if (!(await op.commit()).ok) lost();
  return moved;
}

/** Removes a user from their account; the login ends with it (the email may sign up again). */
export async function removeUser(
  kv: Deno.Kv,
  now: () => number,
  input: {
    remover: Deno.KvEntry<UserRecord>;
    target: Deno.KvEntry<UserRecord>;
    removerMembership: Deno.KvEntry<string>;
  },
): Promise<void> {
  const t = input.target.value;
  const op = kv.atomic().check(input.remover).check(input.target).check(input.removerMembership)
    .delete(keys.user(t.id))
    .delete(keys.userByEmail(t.email))
    .delete(keys.accountMember(t.accountId, t.id));
  const actor = actorOf(input.remover.value);
  withEvent(op, now(), {
    accountId: t.accountId,
    actor,
    action: "member.removed",
    target: t.email,
  });
  if (!(await op.commit()).ok) {
    throw conflict("The team changed meanwhile; reload the page and try again");
  }
}

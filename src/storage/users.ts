import { keys } from "./keys.ts";
import { createAccount } from "./accounts.ts";
import type { Account } from "./accounts.ts";
import { newId } from "../lib/ids.ts";
import { conflict } from "../errors.ts";

/** A person who signs in to the app. The password is stored only as a KDF hash. */
export interface UserRecord {
  id: string;
  email: string;
  accountId: string;
  passwordHash: string;
  createdAt: string;
}

/** Lower-cased and trimmed: the form under which an email is unique. */
export function normalizeEmail(raw: string): string {
  return raw.trim().toLowerCase();
}

export async function getUser(kv: Deno.Kv, id: string): Promise<UserRecord | null> {
  return (await kv.get<UserRecord>(keys.user(id))).value;
}

export async function getUserByEmail(kv: Deno.Kv, email: string): Promise<UserRecord | null> {
  const ptr = (await kv.get<string>(keys.userByEmail(normalizeEmail(email)))).value;
  return ptr === null ? null : await getUser(kv, ptr);
}

/**
 * Signs up the first user of a new account (free plan). The email index is the CAS point; if it
 * was taken between the check and the commit, the just-created account is removed again.
 */
export async function createUserWithAccount(
  kv: Deno.Kv,
  now: () => number,
  input: { email: string; passwordHash: string; accountName: string },
): Promise<{ user: UserRecord; account: Account }> {
  const email = normalizeEmail(input.email);
  const emailKey = keys.userByEmail(email);
  if ((await kv.get(emailKey)).value !== null) throw emailTaken();
  const account = await createAccount(kv, now, { name: input.accountName, plan: "free" });
  const user: UserRecord = {
    id: newId("usr"),
    email,
    accountId: account.id,
    passwordHash: input.passwordHash,
    createdAt: new Date(now()).toISOString(),
  };
  const res = await kv.atomic()
    .check({ key: emailKey, versionstamp: null })
    .check({ key: keys.user(user.id), versionstamp: null })
    .set(keys.user(user.id), user)
    .set(emailKey, user.id)
    .set(keys.accountMember(account.id, user.id), user.id)
    .commit();
  if (!res.ok) {
    await kv.delete(keys.account(account.id));
    throw emailTaken();
  }
  return { user, account };
}

/** Users from before the member index get their entry when they next sign in. */
export async function ensureMembership(kv: Deno.Kv, user: UserRecord): Promise<void> {
  const key = keys.accountMember(user.accountId, user.id);
  if ((await kv.get(key)).value === null) {
    await kv.atomic().check({ key, versionstamp: null }).set(key, user.id).commit();
  }
}

export function emailTaken() {
  return conflict("An account with this email already exists; sign in instead");
}

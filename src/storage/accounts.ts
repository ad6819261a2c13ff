import { z } from "zod";
import { keys } from "./keys.ts";
import { newId } from "../lib/ids.ts";
import { type Plan, PLAN_IDS, type PlanId, PlanSchema } from "../domain/plans.ts";
import { notFound } from "../errors.ts";
import { type Actor, withEvent } from "./account_events.ts";

export interface Account {
  id: string;
  name: string;
  plan: PlanId;
  team: string | null;
  createdAt: string;
  /** Enterprise terms negotiated for this account; merged over the plan catalogue. */
  planOverride: Partial<Omit<Plan, "id">> | null;
  /** Audit redaction also covers e-mail addresses and phone numbers; absent means off. */
  redactContactDetails?: boolean;
}

export const NewAccountSchema = z.object({
  name: z.string().trim().min(1).max(200),
  plan: z.enum(PLAN_IDS).default("free"),
  team: z.string().trim().min(1).max(200).nullable().default(null),
  planOverride: PlanSchema.omit({ id: true }).partial().nullable().default(null),
});

export async function createAccount(
  kv: Deno.Kv,
  now: () => number,
  input: z.input<typeof NewAccountSchema>,
): Promise<Account> {
  const data = NewAccountSchema.parse(input);
  const account: Account = { id: newId("acct"), createdAt: new Date(now()).toISOString(), ...data };
  const res = await kv.atomic().check({ key: keys.account(account.id), versionstamp: null })
    .set(keys.account(account.id), account).commit();
  if (!res.ok) throw new Error("Account id collision; try again");
  return account;
}

export async function getAccount(kv: Deno.Kv, id: string): Promise<Account | null> {
  return (await kv.get<Account>(keys.account(id))).value;
}

export async function requireAccount(kv: Deno.Kv, id: string): Promise<Account> {
  const account = await getAccount(kv, id);
  if (!account) throw notFound(`Account "${id}"`);
  return account;
}

/** The plan that governs an account: catalogue values with enterprise overrides on top. */
export function planOf(account: Account, plans: Record<PlanId, Plan>): Plan {
  return { ...plans[account.plan], ...(account.planOverride ?? {}), id: account.plan };
}

/** Usage is pooled per team when the account names one, else per account. */
export function usagePoolId(account: Account): string {
  return account.team === null ? `account:${account.id}` : `team:${account.team}`;
}

/**
 * Turns e-mail/phone redaction of the account's audit trail on or off, with its change-log
 * entry in the same atomic write; retried when another write changed the record meanwhile.
 * Returns false when the setting already had that value (nothing written, nothing logged).
 */
export async function setContactRedaction(
  kv: Deno.Kv,
  now: () => number,
  input: { accountId: string; on: boolean; actor: Actor },
): Promise<boolean> {
  for (let attempt = 0; attempt < 5; attempt++) {
    const entry = await kv.get<Account>(keys.account(input.accountId));
    if (!entry.value) throw notFound(`Account "${input.accountId}"`);
    if ((entry.value.redactContactDetails === true) === input.on) return false;
    const op = kv.atomic().check(entry).set(keys.account(input.accountId), {
      ...entry.value,
      redactContactDetails: input.on,
    });
    const action = input.on ? "audit.contact_redaction_on" : "audit.contact_redaction_off";
    const event = { accountId: input.accountId, actor: input.actor, action, target: "" } as const;
    if ((await withEvent(op, now(), event).commit()).ok) return true;
  }
  throw new Error("The account changed repeatedly while saving; try again");
}

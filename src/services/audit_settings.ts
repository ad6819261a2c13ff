/**
 * Audit-trail settings of an account: the one place the app's Account page and the operator CLI
 * change them. E-mail and phone redaction is off by default, because most tool results carry
 * contact details legitimately; an account that must not keep them turns it on.
 */
import type { Actor } from "../storage/account_events.ts";
import { requireAccount, setContactRedaction } from "../storage/accounts.ts";
import { invalid } from "../errors.ts";

interface SettingsDeps {
  kv: Deno.Kv;
  now: () => number;
}

export interface AuditSettings {
  redactContactDetails: boolean;
}

export async function getAuditSettings(
  deps: SettingsDeps,
  accountId: string,
): Promise<AuditSettings> {
  const account = await requireAccount(deps.kv, accountId);
  return { redactContactDetails: account.redactContactDetails === true };
}

/** Sets e-mail/phone redaction; the change is logged in the account's change log once. */
export async function setContactDetailRedaction(
  deps: SettingsDeps,
  input: { accountId: string; on: boolean; actor: Actor },
): Promise<{ settings: AuditSettings; changed: boolean }> {
  if (typeof input.on !== "boolean") throw invalid("The setting is on or off");
  const changed = await setContactRedaction(deps.kv, deps.now, input);
  return { settings: { redactContactDetails: input.on }, changed };
}

/** Reads "on"/"off" (and true/false, yes/no) as the CLI and forms spell it. */
export function parseOnOff(raw: string | undefined): boolean {
  const v = (raw ?? "").trim().toLowerCase();
  if (["on", "true", "yes", "1"].includes(v)) return true;
  if (["off", "false", "no", "0"].includes(v)) return false;
  throw invalid('Use "on" or "off"');
}

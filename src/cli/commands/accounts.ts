import { ZodError } from "zod";
import { type Command, optional, required, UsageError } from "../context.ts";
import { createAccount, requireAccount } from "../../storage/accounts.ts";
import { createKey, listKeys, revokeKey } from "../../services/api_keys.ts";
import { OPERATOR } from "../../storage/account_events.ts";
import { PLAN_IDS } from "../../domain/plans.ts";
import { parseOnOff, setContactDetailRedaction } from "../../services/audit_settings.ts";

export const accountCommands: Record<string, Command> = {
  "account:create": {
    usage:
      "--name NAME [--plan free|pro|scale|business|enterprise] [--team TEAM] [--key KEY_NAME]  (--key also creates a first API key)",
    async run({ deps, flags }) {
      const plan = optional(flags, "plan") ?? "free";
      if (!(PLAN_IDS as readonly string[]).includes(plan)) {
        throw new UsageError(`--plan must be one of ${PLAN_IDS.join(", ")}`);
      }
      const keyName = optional(flags, "key");
      if (keyName !== undefined && keyName.trim() === "") {
        throw new UsageError("--key needs a name");
      }
      let account;
      try {
        account = await createAccount(deps.kv, deps.now, {
          name: required(flags, "name"),
          plan: plan as typeof PLAN_IDS[number],
          team: optional(flags, "team") ?? null,
        });
      } catch (err) {
        if (err instanceof ZodError) throw new UsageError(err.issues[0].message);
        throw err;
      }
      if (keyName === undefined) return account;
      // The quick start's second command: an account and a first key, the key shown this once.
      const { key, secret } = await createKey(deps, {
        accountId: account.id,
        name: keyName,
        actor: OPERATOR,
      });
      return { ...account, apiKey: { ...key, key: secret } };
    },
  },
  "account:show": {
    usage: "--account ID",
    run: ({ deps, flags }) => requireAccount(deps.kv, required(flags, "account")),
  },
  "account:contact-redaction": {
    usage:
      "--account ID --set on|off  (redact e-mail addresses and phone numbers in Activity rows)",
    async run({ deps, flags }) {
      const account = await requireAccount(deps.kv, required(flags, "account"));
      let on: boolean;
      try {
        on = parseOnOff(required(flags, "set"));
      } catch {
        throw new UsageError('--set must be "on" or "off"');
      }
      const input = { accountId: account.id, on, actor: OPERATOR };
      return await setContactDetailRedaction(deps, input);
    },
  },
  "key:create": {
    usage: "--account ID --name NAME",
    async run({ deps, flags }) {
      const account = await requireAccount(deps.kv, required(flags, "account"));
      const name = required(flags, "name");
      const { key, secret } = await createKey(deps, {
        accountId: account.id,
        name,
        actor: OPERATOR,
      });
      return { ...key, key: secret };
    },
  },
  "key:list": {
    usage: "--account ID",
    async run({ deps, flags }) {
      const account = await requireAccount(deps.kv, required(flags, "account"));
      return await listKeys(deps, account.id);
    },
  },
  "key:revoke": {
    usage: "--account ID --id KEY_ID",
    async run({ deps, flags }) {
      const account = await requireAccount(deps.kv, required(flags, "account"));
      const keyId = required(flags, "id");
      return await revokeKey(deps, { accountId: account.id, keyId, actor: OPERATOR });
    },
  },
};

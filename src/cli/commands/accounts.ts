import { ZodError } from "zod";
import { type Command, optional, required, UsageError } from "../context.ts";
import { createAccount, requireAccount } from "../../storage/accounts.ts";
import { createApiKey, lastUsedOf, listApiKeys, revokeApiKey } from "../../storage/api_keys.ts";
import { PLAN_IDS } from "../../domain/plans.ts";

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
      const { record, key } = await createApiKey(deps.kv, deps.now, account.id, keyName);
      return { ...account, apiKey: { ...publicKey(record), lastUsedAt: null, key } };
    },
  },
  "account:show": {
    usage: "--account ID",
    run: ({ deps, flags }) => requireAccount(deps.kv, required(flags, "account")),
  },
  "key:create": {
    usage: "--account ID --name NAME",
    async run({ deps, flags }) {
      const account = await requireAccount(deps.kv, required(flags, "account"));
      const { record, key } = await createApiKey(
        deps.kv,
        deps.now,
        account.id,
        required(flags, "name"),
      );
      return { ...publicKey(record), lastUsedAt: null, key };
    },
  },
  "key:list": {
    usage: "--account ID",
    async run({ deps, flags }) {
      const account = await requireAccount(deps.kv, required(flags, "account"));
      const records = await listApiKeys(deps.kv, account.id);
      return await Promise.all(
        records.map(async (r) => ({
          ...publicKey(r),
          lastUsedAt: await lastUsedOf(deps.kv, r.id),
        })),
      );
    },
  },
  "key:revoke": {
    usage: "--account ID --id KEY_ID",
    async run({ deps, flags }) {
      const account = await requireAccount(deps.kv, required(flags, "account"));
      const r = await revokeApiKey(deps.kv, deps.now, account.id, required(flags, "id"));
      return { ...publicKey(r), lastUsedAt: await lastUsedOf(deps.kv, r.id) };
    },
  },
};

function publicKey(
  r: { id: string; name: string; prefix: string; createdAt: string; revokedAt: string | null },
) {
  return {
    id: r.id,
    name: r.name,
    prefix: r.prefix,
    createdAt: r.createdAt,
    revokedAt: r.revokedAt,
  };
}

import { type Command, optional, required, UsageError } from "../context.ts";
import { planOf, requireAccount } from "../../storage/accounts.ts";
import { createClient, getClient, revokeClient } from "../../storage/clients.ts";
import { issueAccessToken } from "../../oauth/tokens.ts";
import { revokeConnectionGrant } from "../../oauth/grants.ts";
import { MCP_SCOPE, oauthUrls } from "../../oauth/urls.ts";
import { listClientViews } from "../../services/clients.ts";
import { notFound } from "../../errors.ts";

const DAY_MS = 24 * 60 * 60 * 1000;

function days(raw: string | undefined): number {
  if (raw === undefined) return 30;
  if (!/^[1-9][0-9]{0,2}$/.test(raw) || Number(raw) > 365) {
    throw new UsageError("--days must be a whole number from 1 to 365");
  }
  return Number(raw);
}

function activeFilter(raw: string | undefined): boolean | undefined {
  if (raw === undefined) return undefined;
  if (raw !== "true" && raw !== "false") throw new UsageError("--active must be true or false");
  return raw === "true";
}

/** Client connections for headless agents and operators (the app revokes them too). */
export const clientCommands: Record<string, Command> = {
  "client:token": {
    usage: "--account ID --name NAME [--days 1-365 (default 30)]",
    async run({ deps, flags }) {
      const account = await requireAccount(deps.kv, required(flags, "account"));
      const name = required(flags, "name").trim();
      if (name.length > 100) throw new UsageError("--name must be at most 100 characters");
      const ttlMs = days(optional(flags, "days")) * DAY_MS;
      const client = await createClient(deps.kv, deps.now, {
        accountId: account.id,
        label: name,
        name,
        oauthClientId: null,
      });
      const { token, expiresAt } = await issueAccessToken(deps.kv, deps.now, {
        accountId: account.id,
        clientId: client.id,
        audience: oauthUrls(deps.config.publicUrl).mcpUrl,
        grantId: null,
        scope: MCP_SCOPE,
        ttlMs,
      });
      return {
        clientId: client.id,
        accessToken: token,
        expiresAt: new Date(expiresAt).toISOString(),
      };
    },
  },
  "client:list": {
    usage: "--account ID [--active true|false]",
    async run({ deps, services, flags }) {
      const account = await requireAccount(deps.kv, required(flags, "account"));
      return await listClientViews(deps, await services(), account.id, {
        active: activeFilter(optional(flags, "active")),
        retentionDays: planOf(account, deps.plans).auditRetentionDays,
      });
    },
  },
  "client:revoke": {
    usage: "--account ID --id CLIENT_ID",
    async run({ deps, services, flags }) {
      const account = await requireAccount(deps.kv, required(flags, "account"));
      const id = required(flags, "id");
      if (!(await getClient(deps.kv, account.id, id))) throw notFound(`Client "${id}"`);
      await revokeConnectionGrant(deps.kv, deps.now, account.id, id);
      await revokeClient(deps.kv, deps.now, account.id, id);
      const list = await listClientViews(deps, await services(), account.id, {
        retentionDays: planOf(account, deps.plans).auditRetentionDays,
      });
      return list.data.find((c) => c.id === id);
    },
  },
};

/** Operator commands of the MCP gateway: policies, approvals, server credentials, owned servers. */
import { type Command, type Flags, optional, required, UsageError } from "../context.ts";
import type { Deps } from "../../deps.ts";
import { requireAccount } from "../../storage/accounts.ts";
import { deletePolicy, explainPolicy, listPolicies, setPolicy } from "../../services/policies.ts";
import { decideApproval, listApprovals } from "../../services/approvals.ts";
import type { ApprovalStatus } from "../../gate/approval_port.ts";
import { removeCredential, setCredential } from "../../services/server_credentials.ts";
import { addServer, deleteServer } from "../../services/owned_servers.ts";
import { OPERATOR as OPERATOR_ACTOR } from "../../storage/account_events.ts";
import { loadCatalogueFile } from "../../catalog/catalogue_file.ts";

const STATUSES: ApprovalStatus[] = ["pending", "approved", "denied", "consumed", "expired"];
const OPERATOR = "operator (admin CLI)";

/** The CLI starts without the catalogue; commands that resolve servers load it. */
async function withCatalogue(deps: Deps): Promise<Deps> {
  if (deps.catalog.length > 0) return deps;
  return {
    ...deps,
    catalog: await loadCatalogueFile(deps.config.catalogFile, deps.config.publicUrl),
  };
}

async function account(deps: Deps, flags: Flags): Promise<string> {
  return (await requireAccount(deps.kv, required(flags, "account"))).id;
}

async function readToken(flags: Flags): Promise<string> {
  if (flags["token-stdin"] === "true") {
    const text = await new Response(Deno.stdin.readable).text();
    return text.trim();
  }
  const token = optional(flags, "token");
  if (token === undefined) throw new UsageError("Give --token TOKEN or --token-stdin");
  return token;
}

function decide(decision: "approved" | "denied"): Command {
  return {
    usage: "--account ID --id APPROVAL_ID [--by NAME]",
    async run({ deps, flags }) {
      const by = optional(flags, "by")?.trim() || OPERATOR;
      if (by.length > 100) throw new UsageError("--by must be at most 100 characters");
      return await decideApproval(
        deps,
        await account(deps, flags),
        required(flags, "id"),
        decision,
        by,
      );
    },
  };
}

export const mcpCommands: Record<string, Command> = {
  "policy:set": {
    usage: "--account ID --pattern GLOB --action allow|deny|approve",
    async run({ deps, flags }) {
      const id = await account(deps, flags);
      return await setPolicy(deps, id, required(flags, "pattern"), required(flags, "action"));
    },
  },
  "policy:list": {
    usage: "--account ID",
    run: async ({ deps, flags }) => await listPolicies(deps, await account(deps, flags)),
  },
  "policy:delete": {
    usage: "--account ID --pattern GLOB",
    async run({ deps, flags }) {
      return await deletePolicy(deps, await account(deps, flags), required(flags, "pattern"));
    },
  },
  "policy:test": {
    usage: "--account ID --tool SERVER__TOOL",
    async run({ deps, flags }) {
      return await explainPolicy(deps, await account(deps, flags), required(flags, "tool"));
    },
  },
  "approval:list": {
    usage: `--account ID [--status ${STATUSES.join("|")}]`,
    async run({ deps, flags }) {
      const status = optional(flags, "status");
      if (status !== undefined && !(STATUSES as string[]).includes(status)) {
        throw new UsageError(`--status must be one of ${STATUSES.join(", ")}`);
      }
      return await listApprovals(deps, await account(deps, flags), {
        status: status as ApprovalStatus | undefined,
      });
    },
  },
  "approval:approve": decide("approved"),
  "approval:deny": decide("denied"),
  "server:credential": {
    usage: "--account ID --server SLUG (--token TOKEN | --token-stdin)",
    async run({ deps, flags }) {
      const full = await withCatalogue(deps);
      const token = await readToken(flags);
      return await setCredential(full, {
        accountId: await account(deps, flags),
        slug: required(flags, "server"),
        token,
        actor: OPERATOR_ACTOR,
      });
    },
  },
  "server:credential:remove": {
    usage: "--account ID --server SLUG",
    async run({ deps, flags }) {
      return await removeCredential(await withCatalogue(deps), {
        accountId: await account(deps, flags),
        slug: required(flags, "server"),
        actor: OPERATOR_ACTOR,
      });
    },
  },
  "server:add": {
    usage: "--account ID --slug SLUG --name NAME --endpoint https://URL [--auth none|bearer] " +
      "[--description TEXT] [--category TEXT] [--enabled true|false]",
    async run({ deps, flags }) {
      const full = await withCatalogue(deps);
      const enabled = optional(flags, "enabled") ?? "true";
      if (enabled !== "true" && enabled !== "false") {
        throw new UsageError("--enabled must be true or false");
      }
      const auth = optional(flags, "auth") ?? "none";
      if (auth !== "none" && auth !== "bearer") {
        throw new UsageError("--auth must be none or bearer");
      }
      const server = {
        slug: required(flags, "slug"),
        name: required(flags, "name"),
        endpoint: required(flags, "endpoint"),
        authType: auth,
        description: optional(flags, "description") ?? "",
        category: optional(flags, "category"),
        defaultEnabled: enabled === "true",
      };
      const accountId = await account(deps, flags);
      return await addServer(full, { accountId, actor: OPERATOR_ACTOR, server });
    },
  },
  "server:delete": {
    usage: "--account ID --server SLUG (a server the account added itself)",
    async run({ deps, services, flags }) {
      const accountId = await account(deps, flags);
      const slug = required(flags, "server");
      await deleteServer(await services(), { accountId, slug, actor: OPERATOR_ACTOR });
      return { deleted: slug };
    },
  },
};

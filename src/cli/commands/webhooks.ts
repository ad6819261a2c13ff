import { type Command, type CommandContext, required } from "../context.ts";
import { requireAccount } from "../../storage/accounts.ts";
import { OPERATOR } from "../../storage/account_events.ts";
import {
  createWebhook,
  deleteWebhook,
  enableWebhook,
  listWebhooks,
  pauseWebhook,
  rotateWebhookSecret,
  setWebhookEvents,
  testWebhook,
  webhookAttempts,
} from "../../services/webhook_endpoints.ts";

const EVENTS_HINT = "tool_call.succeeded,tool_call.failed";

/** The operator's side of endpoint management: the same services as the app's Webhooks pages. */
export const webhookCommands: Record<string, Command> = {
  "webhook:create": {
    usage: `--account ID --url https://… --events ${EVENTS_HINT}  (prints the secret once)`,
    async run({ deps, webhooks, flags }) {
      const account = await requireAccount(deps.kv, required(flags, "account"));
      return await createWebhook({ deps, webhooks: await webhooks() }, {
        accountId: account.id,
        url: required(flags, "url"),
        events: required(flags, "events"),
        actor: OPERATOR,
      });
    },
  },
  "webhook:list": {
    usage: "--account ID",
    async run({ deps, webhooks, flags }) {
      const account = await requireAccount(deps.kv, required(flags, "account"));
      return (await listWebhooks({ deps, webhooks: await webhooks() }, account.id)).endpoints;
    },
  },
  "webhook:pause": {
    usage: "--account ID --id ENDPOINT_ID",
    run: async (ctx) => pauseWebhook(await hooks(ctx), target(ctx)),
  },
  "webhook:enable": {
    usage: "--account ID --id ENDPOINT_ID  (also clears the failure count)",
    run: async (ctx) => enableWebhook(await hooks(ctx), target(ctx)),
  },
  "webhook:test": {
    usage: "--account ID --id ENDPOINT_ID  (sends a real signed test event)",
    run: async (ctx) => testWebhook(await hooks(ctx), target(ctx)),
  },
  "webhook:attempts": {
    usage: "--account ID --id ENDPOINT_ID  (the last 50 delivery attempts of the past 7 days)",
    run: async (ctx) => webhookAttempts(await hooks(ctx), ...accountAndId(ctx)),
  },
  "webhook:delete": {
    usage: "--account ID --id ENDPOINT_ID",
    run: async (ctx) => deleteWebhook(await hooks(ctx), target(ctx)),
  },
  "webhook:subscribe": {
    usage: `--account ID --id ENDPOINT_ID --events ${EVENTS_HINT}`,
    run: async (ctx) =>
      setWebhookEvents(await hooks(ctx), {
        ...target(ctx),
        events: required(ctx.flags, "events"),
      }),
  },
  "webhook:rotate": {
    usage: "--account ID --id ENDPOINT_ID  (prints the new secret once; the old one stops now)",
    run: async (ctx) => rotateWebhookSecret(await hooks(ctx), target(ctx)),
  },
};

/** What the webhook use cases need: deps and the webhook service, not the whole services. */
async function hooks(ctx: CommandContext) {
  return { deps: ctx.deps, webhooks: await ctx.webhooks() };
}

function accountAndId({ flags }: CommandContext): [string, string] {
  return [required(flags, "account"), required(flags, "id")];
}

function target(ctx: CommandContext) {
  const [accountId, id] = accountAndId(ctx);
  return { accountId, id, actor: OPERATOR };
}

import { type Command, required } from "../context.ts";
import { requireAccount } from "../../storage/accounts.ts";

const EVENTS_HINT = "tool_call.succeeded,tool_call.failed";

/** Endpoint management stays out of REST (the contract); until the app exists, it lives here. */
export const webhookCommands: Record<string, Command> = {
  "webhook:create": {
    usage: `--account ID --url https://… --events ${EVENTS_HINT}  (prints the secret once)`,
    async run({ deps, services, flags }) {
      const account = await requireAccount(deps.kv, required(flags, "account"));
      return await services.webhooks.create(
        account.id,
        required(flags, "url"),
        required(flags, "events"),
      );
    },
  },
  "webhook:list": {
    usage: "--account ID",
    async run({ deps, services, flags }) {
      const account = await requireAccount(deps.kv, required(flags, "account"));
      return await services.webhooks.list(account.id);
    },
  },
  "webhook:pause": {
    usage: "--account ID --id ENDPOINT_ID",
    run: ({ services, flags }) => services.webhooks.pause(...target(flags)),
  },
  "webhook:enable": {
    usage: "--account ID --id ENDPOINT_ID  (also clears the failure count)",
    run: ({ services, flags }) => services.webhooks.enable(...target(flags)),
  },
  "webhook:test": {
    usage: "--account ID --id ENDPOINT_ID  (sends a real signed test event)",
    run: ({ services, flags }) => services.webhooks.sendTest(...target(flags)),
  },
  "webhook:delete": {
    usage: "--account ID --id ENDPOINT_ID",
    run: ({ services, flags }) => services.webhooks.remove(...target(flags)),
  },
  "webhook:subscribe": {
    usage: `--account ID --id ENDPOINT_ID --events ${EVENTS_HINT}`,
    run: ({ services, flags }) =>
      services.webhooks.subscribe(...target(flags), required(flags, "events")),
  },
  "webhook:rotate": {
    usage: "--account ID --id ENDPOINT_ID  (prints the new secret once; the old one stops now)",
    run: ({ services, flags }) => services.webhooks.rotate(...target(flags)),
  },
};

function target(flags: Record<string, string>): [string, string] {
  return [required(flags, "account"), required(flags, "id")];
}

import type { Command } from "./context.ts";
import { accountCommands } from "./commands/accounts.ts";
import { clientCommands } from "./commands/clients.ts";
import { webhookCommands } from "./commands/webhooks.ts";
import { mcpCommands } from "./commands/mcp.ts";

/** Every admin subcommand; each module contributes its own table (one line each below). */
export const commands: Record<string, Command> = {
  ...accountCommands,
  ...clientCommands,
  ...webhookCommands,
  ...mcpCommands,
};

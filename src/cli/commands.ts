import type { Command } from "./context.ts";
import { accountCommands } from "./commands/accounts.ts";

/** Every admin subcommand; each module contributes its own table (one line each below). */
export const commands: Record<string, Command> = {
  ...accountCommands,
};

import type { Deps } from "../deps.ts";
import type { Services } from "../services/mod.ts";
import type { WebhookService } from "../webhooks/service.ts";

/** Parsed `--flag value` pairs of one invocation. */
export type Flags = Record<string, string>;

export interface CommandContext {
  deps: Deps;
  /**
   * The shared services, built on first call. Loading them (the gateway runtime, with the
   * catalogue and audit engine) is most of the CLI's start-up, and most commands need only deps.
   */
  services: () => Promise<Services>;
  /** The webhook service alone (what the `webhook:*` commands use), without the gateway. */
  webhooks: () => Promise<WebhookService>;
  flags: Flags;
}

export interface Command {
  usage: string;
  run(ctx: CommandContext): Promise<unknown>;
}

/** Thrown for bad input: printed on stderr, exit code 2. */
export class UsageError extends Error {}

export function required(flags: Flags, name: string): string {
  const v = flags[name];
  if (v === undefined || v.trim() === "") throw new UsageError(`Missing --${name}`);
  return v;
}

export function optional(flags: Flags, name: string): string | undefined {
  const v = flags[name];
  return v === undefined ? undefined : v;
}

export function parseFlags(args: string[]): Flags {
  const flags: Flags = {};
  for (let i = 0; i < args.length; i++) {
    const a = args[i];
    if (!a.startsWith("--") || a.length < 3) throw new UsageError(`Unexpected argument "${a}"`);
    const eq = a.indexOf("=");
    if (eq > 0) {
      flags[a.slice(2, eq)] = a.slice(eq + 1);
      continue;
    }
    const next = args[i + 1];
    if (next === undefined || next.startsWith("--")) flags[a.slice(2)] = "true";
    else flags[a.slice(2)] = args[++i];
  }
  return flags;
}

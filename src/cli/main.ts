import { ConfigError, loadConfig } from "../config.ts";
import { loadPlans, loadSecretBox, openKv, StartupError } from "../bootstrap.ts";
import type { Services } from "../services/mod.ts";
import type { WebhookService } from "../webhooks/service.ts";
import { createLogger } from "../lib/log.ts";
import { ServiceError } from "../errors.ts";
import { commands } from "./commands.ts";
import { parseFlags, UsageError } from "./context.ts";

/** `deno task admin <command> --flag value …`: operator tasks on the same KV as the server. */
async function main(args: string[]): Promise<number> {
  const [name, ...rest] = args;
  const command = name === undefined ? undefined : commands[name];
  if (!command) {
    console.error(name ? `Unknown command "${name}".` : "No command given.");
    console.error(
      "Commands:\n" + Object.entries(commands).map(([n, c]) => `  ${n} ${c.usage}`).join("\n"),
    );
    return 2;
  }
  const config = loadConfig(Deno.env.toObject());
  const log = createLogger("warn");
  const kv = await openKv(config.kvPath);
  try {
    const deps = {
      kv,
      config,
      now: Date.now,
      fetch: globalThis.fetch,
      plans: await loadPlans(config),
      secrets: await loadSecretBox(config, log),
      log,
      catalog: [],
    };
    // Imported only for the commands that use them (see CommandContext.services).
    let services: Services | undefined;
    let loading: Promise<Services> | undefined;
    const load = () =>
      loading ??= import("../services/mod.ts").then((m) => services = m.createServices(deps));
    let hooks: Promise<WebhookService> | undefined;
    const webhooks = () =>
      hooks ??= services
        ? Promise.resolve(services.webhooks)
        : import("../webhooks/service.ts").then((m) => new m.WebhookService(deps));
    const out = await command.run({ deps, services: load, webhooks, flags: parseFlags(rest) });
    if (services) await services.lastUsed.flush();
    console.log(JSON.stringify(out, null, 2));
    return 0;
  } finally {
    kv.close();
  }
}

try {
  Deno.exit(await main(Deno.args));
} catch (err) {
  if (err instanceof UsageError || err instanceof ConfigError || err instanceof StartupError) {
    console.error(err.message);
    Deno.exit(2);
  }
  if (err instanceof ServiceError) {
    console.error(`${err.code}: ${err.message}`);
    Deno.exit(1);
  }
  throw err;
}

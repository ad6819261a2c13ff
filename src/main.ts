import { ConfigError, loadConfig } from "./config.ts";
import { loadPlans, loadSecretBox, openKv, StartupError } from "./bootstrap.ts";
import { createApp } from "./app.ts";
import { createServices } from "./services/mod.ts";
import { createLogger } from "./lib/log.ts";
import { redactText } from "./audit/redact.ts";
import type { Deps } from "./deps.ts";
import { startWebhookWorkers } from "./webhooks/workers.ts";
import { CatalogueFileError, loadCatalogueFile } from "./catalog/catalogue_file.ts";

/** The composition root: the only place that reads the environment, opens KV and listens. */
async function main(): Promise<void> {
  const config = loadConfig(Deno.env.toObject());
  const log = createLogger(config.logLevel, (line) => console.error(redactText(line)));
  const plans = await loadPlans(config);
  const secrets = await loadSecretBox(config, log);
  const catalog = await loadCatalogueFile(config.catalogFile, config.publicUrl).catch((err) => {
    throw err instanceof CatalogueFileError ? new StartupError(`CATALOG_FILE ${err.message}`) : err;
  });
  if (config.allowPrivateEgress) {
    log.warn(
      "TOOLGATE_ALLOW_PRIVATE_EGRESS=true: webhooks and account-added servers may reach loopback and private addresses. Never enable this in production.",
    );
  }
  const kv = await openKv(config.kvPath);
  const deps: Deps = {
    kv,
    config,
    now: Date.now,
    fetch: globalThis.fetch,
    plans,
    secrets,
    log,
    catalog,
  };
  const services = createServices(deps);
  // Background workers: the queue listener and the cron sweeps.
  startWebhookWorkers(deps, services.webhooks);

  const app = createApp(deps, services);
  Deno.serve({
    port: config.port,
    onListen: () => {
      const base = config.publicUrl;
      console.log(`Toolgate is running on port ${config.port} (KV: ${config.kvPath})`);
      console.log(`  REST API:       ${base}/api/v1`);
      console.log(`  API reference:  ${base}/api/v1/docs`);
      console.log(`  MCP endpoint:   ${base}/mcp`);
      console.log(`  Signed-in app:  ${base}/app`);
    },
  }, app.fetch);
}

try {
  await main();
} catch (err) {
  if (err instanceof ConfigError || err instanceof StartupError) {
    console.error(err.message);
    Deno.exit(1);
  }
  throw err;
}

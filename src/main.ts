import { ConfigError, loadConfig } from "./config.ts";
import { firstLine, loadPlans, loadSecretBox, openKv, StartupError } from "./bootstrap.ts";
import { createApp } from "./app.ts";
import { createServices, type Services } from "./services/mod.ts";
import { drainOf } from "./services/drain.ts";
import { createLogger } from "./lib/log.ts";
import { redactText } from "./audit/redact.ts";
import type { Deps } from "./deps.ts";
import { registerSweepCron, startWebhookWorkers, type SweepCron } from "./webhooks/workers.ts";
import { CatalogueFileError, loadCatalogueFile } from "./catalog/catalogue_file.ts";

/** After the drain deadline cuts the calls still running, the time left to write their rows. */
const CUT_GRACE_MS = 5_000;
/** Bounds the whole clean-up after the drain: the webhook drain's own bound plus time to close. */
const CLEANUP_BOUND_MS = CUT_GRACE_MS + 15_000;

/** The composition root: the only place that reads the environment, opens KV and listens. */
async function main(cron: SweepCron, stopWorkers: AbortController): Promise<void> {
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
  const kv = await openKv(config.kvPath, !config.deployMode);
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
  const app = createApp(deps, services);
  const server = listen(deps, app.fetch);
  // Background workers start only once the port is bound: a start-up that fails delivers nothing.
  const listener = startWebhookWorkers(deps, services.webhooks, stopWorkers.signal, cron);
  let stopping: Promise<void> | null = null;
  const onSignal = (signal: Deno.Signal) => () => {
    stopping ??= shutdown(deps, services, server, signal, async () => {
      stopWorkers.abort();
      kv.close();
      await listener;
    });
  };
  Deno.addSignalListener("SIGTERM", onSignal("SIGTERM"));
  Deno.addSignalListener("SIGINT", onSignal("SIGINT"));
}

function listen(deps: Deps, handler: Deno.ServeHandler): Deno.HttpServer {
  const { config } = deps;
  try {
    return Deno.serve({
      port: config.port,
      onListen: () => {
        const base = config.publicUrl;
        const kvName = config.kvPath ?? "Deno Deploy's database";
        const mode = config.deployMode ? ", deploy mode: no queues, cron sweep" : "";
        console.log(`Toolgate is running on port ${config.port} (KV: ${kvName}${mode})`);
        console.log(`  REST API:       ${base}/api/v1`);
        console.log(`  API reference:  ${base}/api/v1/docs`);
        console.log(`  MCP endpoint:   ${base}/mcp`);
        console.log(`  Signed-in app:  ${base}/app`);
      },
    }, handler);
  } catch (err) {
    const why = err instanceof Deno.errors.AddrInUse
      ? "the port is already in use"
      : `cannot listen: ${firstLine(err)}`;
    throw new StartupError(`PORT ${config.port}: ${why}`);
  }
}

/**
 * Stop accepting; let in-flight calls finish for up to DRAIN_TIMEOUT_MS; then cut the rest (each
 * still writes its row, saying the tool may or may not have run); then stop the workers and close
 * KV, and exit 0.
 */
async function shutdown(
  deps: Deps,
  services: Services,
  server: Deno.HttpServer,
  signal: Deno.Signal,
  closeStore: () => Promise<void>,
): Promise<void> {
  const { log, config } = deps;
  const drain = drainOf(deps);
  log.info("shutting down: draining calls in flight", { signal, calls: drain.inFlight });
  const closed = server.shutdown();
  const inTime = await Promise.race([closed.then(() => true), sleep(config.drainTimeoutMs, false)]);
  if (!inTime) {
    log.warn("drain time over: cutting calls still running", { calls: drain.inFlight });
    drain.cut();
    await drain.idle(CUT_GRACE_MS);
    // The rows are written; give the answers a moment to leave, not the cut upstreams.
    await Promise.race([closed, sleep(1_000, undefined)]);
  }
  // The clean-up is bounded as a whole: an upstream that never answers a warm-up or a close must
  // not keep the process alive past its orchestrator's kill timer (every row is written by now).
  const cleaned = await Promise.race([
    cleanUp(services, closeStore).then(() => true),
    sleep(CLEANUP_BOUND_MS, false),
  ]);
  if (!cleaned) log.warn("clean-up time over: exiting with work still open");
  log.info("stopped", { drained: inTime, cleaned });
  Deno.exit(0);
}

async function cleanUp(services: Services, closeStore: () => Promise<void>): Promise<void> {
  // Deliveries in flight finish (each attempt is bounded); queued entries wait for the next start.
  await services.webhooks.drain(CUT_GRACE_MS + 5_000).catch(() => {});
  await services.webhooks.close().catch(() => {});
  await services.warmups.idle().catch(() => {});
  await services.gateway.close().catch(() => {});
  await services.lastUsed.flush().catch(() => {});
  await closeStore();
}

function sleep<T>(ms: number, value: T): Promise<T> {
  return new Promise((resolve) => setTimeout(() => resolve(value), ms));
}

// Registered at top level before Deno.serve: that is where Deno Deploy looks for crons.
const stopWorkers = new AbortController();
const sweepCron = registerSweepCron(stopWorkers.signal);
try {
  await main(sweepCron, stopWorkers);
} catch (err) {
  if (err instanceof ConfigError || err instanceof StartupError) {
    console.error(err.message);
    Deno.exit(1);
  }
  throw err;
}

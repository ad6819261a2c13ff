/** Background work of the webhook module, started once by main.ts after the port is bound. */
import type { Deps } from "../deps.ts";
import type { WebhookService } from "./service.ts";
import type { SweepOptions } from "./sweep.ts";
import { keys } from "../storage/keys.ts";
import { observeQueueDepth } from "../telemetry/mod.ts";

/** The queue-depth gauge counts at most this many entries per export (one bounded list). */
const DEPTH_CAP = 10_000;

/** The sweep cron, registered before the server starts; it runs nothing until workers attach. */
export interface SweepCron {
  attach(run: () => Promise<void>): void;
}

/**
 * Deno Deploy discovers crons by evaluating the module's top-level code before `Deno.serve`, so
 * main.ts registers this first; a start-up that fails never attaches, so it never sweeps.
 */
export function registerSweepCron(signal?: AbortSignal): SweepCron {
  let run: (() => Promise<void>) | null = null;
  Deno.cron("toolgate-webhook-sweep", "* * * * *", { signal }, () => run?.() ?? Promise.resolve())
    .catch(() => {});
  return { attach: (fn) => (run = fn) };
}

/**
 * Attaches the sweep to the cron (every minute) and, outside deploy mode, registers the
 * process's single KV queue listener. Calling listenQueue twice would split messages between
 * listeners, so any future queue user must dispatch from this one handler. Deploy mode has no
 * queues (Deno Deploy, KV Connect): deliveries start after the commit and the sweep takes the
 * rest. `signal` stops the sweeps; closing KV ends the listener, whose promise is returned.
 */
export function startWebhookWorkers(
  deps: Deps,
  webhooks: WebhookService,
  signal?: AbortSignal,
  cron: SweepCron = registerSweepCron(signal),
): Promise<void> {
  cron.attach(() => runSweep(deps, webhooks));
  observeQueueDepth(async () => {
    const queued = deps.kv.list({ prefix: keys.webhookQueuedAll() }, { limit: DEPTH_CAP });
    let n = 0;
    for await (const _ of queued) n++;
    return n;
  });
  const everyMs = deps.config.testSweepIntervalMs;
  if (everyMs !== null) testSweepLoop(deps, webhooks, everyMs, signal);
  if (deps.config.deployMode) return Promise.resolve();
  return deps.kv.listenQueue((msg) => webhooks.handleQueueMessage(msg)).catch((err) => {
    deps.log.error("webhook queue listener stopped", { error: String(err) });
  });
}

async function runSweep(deps: Deps, webhooks: WebhookService, opts?: SweepOptions) {
  try {
    const result = await webhooks.sweep(opts);
    if (result && (result.taken > 0 || result.unknown > 0)) {
      deps.log.info("webhook sweep", { ...result });
    }
  } catch (err) {
    deps.log.error("webhook sweep failed", { error: String(err) });
  }
}

/**
 * TOOLGATE_TEST_SWEEP_INTERVAL_MS (tests only): the same leased sweep on a short interval, with
 * short ages, since a cron cannot run more than once a minute. A claim is still only closed as
 * unknown well past the 8 s attempt limit, so an attempt in flight is never closed.
 */
function testSweepLoop(deps: Deps, webhooks: WebhookService, ms: number, signal?: AbortSignal) {
  deps.log.warn("TOOLGATE_TEST_SWEEP_INTERVAL_MS is set: a test-only sweep cadence", { ms });
  const opts = { queuedAgeMs: 2_000, sendingAgeMs: 15_000 };
  const timer = setInterval(() => void runSweep(deps, webhooks, opts), ms);
  signal?.addEventListener("abort", () => clearInterval(timer), { once: true });
}

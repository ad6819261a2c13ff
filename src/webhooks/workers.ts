/** Background work of the webhook module, started once by main.ts after the port is bound. */
import type { Deps } from "../deps.ts";
import type { WebhookService } from "./service.ts";

/**
 * Registers the sweep cron (every minute) and the process's single KV queue listener. Calling
 * listenQueue twice would split messages between listeners, so any future queue user must
 * dispatch from this one handler. `signal` stops the cron; closing KV ends the listener, whose
 * promise is returned so shutdown can wait for it.
 */
export function startWebhookWorkers(
  deps: Deps,
  webhooks: WebhookService,
  signal?: AbortSignal,
): Promise<void> {
  Deno.cron("toolgate-webhook-sweep", "* * * * *", { signal }, async () => {
    try {
      const result = await webhooks.sweep();
      if (result && (result.taken > 0 || result.unknown > 0)) {
        deps.log.info("webhook sweep", { ...result });
      }
    } catch (err) {
      deps.log.error("webhook sweep failed", { error: String(err) });
    }
  }).catch(() => {});
  return deps.kv.listenQueue((msg) => webhooks.handleQueueMessage(msg)).catch((err) => {
    deps.log.error("webhook queue listener stopped", { error: String(err) });
  });
}

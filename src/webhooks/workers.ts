/** Background work of the webhook module, started once by main.ts before Deno.serve. */
import type { Deps } from "../deps.ts";
import type { WebhookService } from "./service.ts";

/**
 * Registers the sweep cron (every minute; top-level-before-serve as Deno Deploy requires) and the
 * process's single KV queue listener. Calling listenQueue twice would split messages between
 * listeners, so any future queue user must dispatch from this one handler.
 */
export function startWebhookWorkers(deps: Deps, webhooks: WebhookService): void {
  Deno.cron("toolgate-webhook-sweep", "* * * * *", async () => {
    try {
      const result = await webhooks.sweep();
      if (result && (result.taken > 0 || result.unknown > 0)) {
        deps.log.info("webhook sweep", { ...result });
      }
    } catch (err) {
      deps.log.error("webhook sweep failed", { error: String(err) });
    }
  });
  deps.kv.listenQueue((msg) => webhooks.handleQueueMessage(msg)).catch((err) => {
    deps.log.error("webhook queue listener stopped", { error: String(err) });
  });
}

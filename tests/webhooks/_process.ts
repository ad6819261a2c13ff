/**
 * A Toolgate-like process for the restart tests: the real workers (queue listener + cron) on a
 * temp-file KV. Modes: `produce N` commits N calls; `resume` sweeps until nothing is left.
 * Args: mode kvPath caPemFile accountId [n | killedAtMs]
 */
import { createTestDeps } from "../_helpers/deps.ts";
import { createServices } from "../../src/services/mod.ts";
import { WebhookService } from "../../src/webhooks/service.ts";
import { startWebhookWorkers } from "../../src/webhooks/workers.ts";
import { keys } from "../../src/storage/keys.ts";
import { newCall, recordCall } from "./_harness.ts";

const [mode, kvPath, caFile, accountId, arg] = Deno.args;
const kv = await Deno.openKv(kvPath);
const deps = await createTestDeps({ kv, env: { TOOLGATE_ALLOW_PRIVATE_EGRESS: "true" } });
const webhooks = new WebhookService(deps, {
  resolve: () => Promise.resolve(["127.0.0.1"]),
  caCerts: [await Deno.readTextFile(caFile)],
  maxConcurrent: 2,
});
const services = { ...createServices(deps), webhooks };
startWebhookWorkers(deps, services.webhooks);

if (mode === "produce") {
  for (let i = 0; i < Number(arg); i++) await recordCall(services, accountId, newCall(i));
  console.log("committed");
  await new Promise(() => {}); // deliver until killed
} else {
  // Claims older than the kill are orphans of the dead process; ours are newer.
  const sendingAgeMs = Date.now() - Number(arg);
  for (let round = 0; round < 400; round++) {
    await webhooks.sweep({ queuedAgeMs: 0, sendingAgeMs });
    const left = await Array.fromAsync(kv.list({ prefix: keys.webhookQueuedAll() }));
    const sending = await Array.fromAsync(kv.list({ prefix: keys.webhookSendingAll() }));
    if (left.length === 0 && sending.length === 0) break;
    await new Promise((r) => setTimeout(r, 50));
  }
  console.log("drained");
  kv.close();
  Deno.exit(0);
}

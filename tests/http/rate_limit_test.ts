import assert from "node:assert/strict";
import { join } from "node:path";
import { harness, tenant } from "./_helpers.ts";
import { manualClock } from "../_helpers/deps.ts";
import { busyRetryingKv } from "../../src/lib/busy_kv.ts";

/** Serves an app on an ephemeral loopback port. */
function serve(fetch: (req: Request) => Response | Promise<Response>) {
  const server = Deno.serve({ hostname: "127.0.0.1", port: 0, onListen() {} }, fetch);
  return { server, base: `http://127.0.0.1:${server.addr.port}/api/v1` };
}

Deno.test("two server instances on one KV file admit exactly the ceiling together", async () => {
  const dir = await Deno.makeTempDir();
  const path = join(dir, "kv.sqlite3");
  const clock = manualClock();
  // Both handles retry "database is locked" as main.ts's openKv makes them do.
  // Two KV handles and two service sets: the same isolation as two processes on one file.
  const a = await harness({ kv: busyRetryingKv(await Deno.openKv(path)), now: clock.now });
  const b = await harness({ kv: busyRetryingKv(await Deno.openKv(path)), now: clock.now });
  try {
    const { key } = await tenant(a, { planOverride: { apiPerMinute: 11 } });
    const sa = serve(a.app.fetch);
    const sb = serve(b.app.fetch);
    const statuses = await Promise.all(Array.from({ length: 48 }, async (_, i) => {
      const res = await fetch(`${i % 2 ? sa.base : sb.base}/usage`, {
        headers: { authorization: `Bearer ${key}` },
      });
      await res.body?.cancel();
      return res.status;
    }));
    assert.equal(statuses.filter((s) => s === 200).length, 11);
    assert.equal(statuses.filter((s) => s === 429).length, 48 - 11);
    await Promise.all([sa.server.shutdown(), sb.server.shutdown()]);
  } finally {
    a.deps.kv.close();
    b.deps.kv.close();
    await Deno.remove(dir, { recursive: true });
  }
});

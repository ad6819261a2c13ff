// Child process for pool_limits_test.ts: one request through a pool whose idle timeout is a
// minute, and no close(). The process must still exit as soon as its work is done.
import { createEgressFetch } from "../../src/egress/pinned_fetch.ts";

const { port, caPem } = JSON.parse(Deno.args[0]) as { port: number; caPem: string };
const egressFetch = createEgressFetch({
  policy: { allowPrivate: true, resolve: () => Promise.resolve(["127.0.0.1"]) },
  caCerts: [caPem],
  pool: { idleMs: 60_000 },
});
const res = await egressFetch(`https://receiver.test:${port}/probe`);
console.log(JSON.stringify({ text: await res.text(), idle: egressFetch.stats().idleSockets }));

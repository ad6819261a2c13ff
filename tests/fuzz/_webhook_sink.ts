/**
 * A real HTTPS webhook receiver on 127.0.0.1 (throwaway CA via openssl) that answers 204 and
 * keeps the size of every delivery, so endpoints stay enabled and every Activity row commits
 * with its webhook body. The env lets the gateway trust the CA and reach loopback.
 */
import { makeTestCa, serveTls } from "../_helpers/tls.ts";

export async function webhookSink() {
  const ca = await makeTestCa();
  const leaf = await ca.issue(["127.0.0.1"]);
  const bodies: number[] = [];
  const unreadable: string[] = [];
  const server = serveTls(async (req) => {
    const text = await req.text();
    try {
      JSON.parse(text);
      bodies.push(text.length);
    } catch {
      unreadable.push(text.slice(0, 200));
    }
    return new Response(null, { status: 204 });
  }, leaf);
  const caFile = await Deno.makeTempFile({ prefix: "toolgate_fuzz_ca_", suffix: ".pem" });
  await Deno.writeTextFile(caFile, ca.caPem);
  return {
    url: `https://127.0.0.1:${server.port}/hooks`,
    env: { DENO_CERT: caFile, TOOLGATE_ALLOW_PRIVATE_EGRESS: "true" },
    bodies,
    unreadable,
    /** Waits (at most `ms`) until `n` deliveries arrived; answers how many did. */
    async waitFor(n: number, ms = 10_000): Promise<number> {
      const until = Date.now() + ms;
      while (bodies.length + unreadable.length < n && Date.now() < until) {
        await new Promise((r) => setTimeout(r, 20));
      }
      return bodies.length + unreadable.length;
    },
    async close() {
      await server.close();
      await Deno.remove(caFile);
    },
  };
}

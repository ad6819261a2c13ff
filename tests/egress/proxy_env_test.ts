import assert from "node:assert/strict";
import { countingResolver, devFetch, withServer } from "./fixtures.ts";

// In its own file (its own test process) because it changes the process environment.
Deno.test("proxy environment variables cannot divert the pinned connection", async () => {
  const trap = Deno.listen({ hostname: "127.0.0.1", port: 0 });
  let trapped = 0;
  const accepting = (async () => {
    for await (const conn of trap) (trapped++, conn.close());
  })();
  const names = ["HTTPS_PROXY", "https_proxy", "NODE_USE_ENV_PROXY"];
  const saved = names.map((n) => Deno.env.get(n));
  try {
    Deno.env.set("HTTPS_PROXY", `http://127.0.0.1:${trap.addr.port}`);
    Deno.env.set("https_proxy", `http://127.0.0.1:${trap.addr.port}`);
    Deno.env.set("NODE_USE_ENV_PROXY", "1");
    await withServer(() => new Response("direct"), async ({ port }) => {
      const res = await devFetch(countingResolver(["127.0.0.1"]).resolve)(
        `https://receiver.test:${port}/`,
      );
      assert.equal(await res.text(), "direct");
    });
  } finally {
    names.forEach((n, i) =>
      saved[i] === undefined ? Deno.env.delete(n) : Deno.env.set(n, saved[i]!)
    );
    trap.close();
    await accepting;
  }
  assert.equal(trapped, 0);
});

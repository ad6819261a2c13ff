/**
 * The demo upstream servers for scripts/bench/mcp.ts, served from their own Web Worker (own
 * thread, own loopback port) as a real upstream would be its own process; posts its origin.
 */
import { createDemoUpstreams } from "../../src/demo/mod.ts";

const scope = self as unknown as {
  onmessage: (e: MessageEvent<string>) => void;
  postMessage(message: unknown): void;
};

const demo = createDemoUpstreams({ bearerToken: "bench-vault-token" });
let server: Deno.HttpServer | undefined;

scope.onmessage = async (e) => {
  if (e.data === "start") {
    server = Deno.serve(
      { hostname: "127.0.0.1", port: 0, onListen: () => {} },
      async (req) => await demo.handle(req) ?? new Response("not found", { status: 404 }),
    );
    scope.postMessage({ origin: `http://127.0.0.1:${(server.addr as Deno.NetAddr).port}` });
  } else if (e.data === "stop") {
    await server?.shutdown();
    scope.postMessage({ stopped: true });
  }
};

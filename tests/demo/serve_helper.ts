import { createDemoUpstreams, type DemoUpstreamsOptions } from "../../src/demo/mod.ts";

export interface DemoHost {
  origin: string;
  port: number;
  url(slug: string): string;
  /** `initialize` requests seen, per demo slug. */
  initializes: Map<string, number>;
  /** `tools/call` requests seen, per demo slug. */
  calls: Map<string, number>;
  close(): Promise<void>;
}

function bump(map: Map<string, number>, slug: string): void {
  map.set(slug, (map.get(slug) ?? 0) + 1);
}

/** Hosts the demo upstreams on a real loopback server, counting JSON-RPC methods seen. */
export function serveDemo(opts: DemoUpstreamsOptions & { port?: number } = {}): DemoHost {
  const demo = createDemoUpstreams(opts);
  const initializes = new Map<string, number>();
  const calls = new Map<string, number>();
  const server = Deno.serve(
    { hostname: "127.0.0.1", port: opts.port ?? 0, onListen: () => {} },
    async (incoming) => {
      const slug = new URL(incoming.url).pathname.split("/")[2] ?? "";
      let req = incoming;
      if (incoming.method === "POST") {
        // Re-built rather than cloned: cloning reads request.signal, which makes Deno warn.
        const text = await incoming.text();
        req = new Request(incoming.url, { method: "POST", headers: incoming.headers, body: text });
        let body: unknown = null;
        try {
          body = JSON.parse(text);
        } catch { /* malformed bodies are the demo server's to refuse */ }
        for (const msg of Array.isArray(body) ? body : [body]) {
          if (msg?.method === "initialize") bump(initializes, slug);
          if (msg?.method === "tools/call") bump(calls, slug);
        }
      }
      return await demo.handle(req) ?? new Response("not found", { status: 404 });
    },
  );
  const port = server.addr.port;
  const origin = `http://127.0.0.1:${port}`;
  return {
    origin,
    port,
    url: (slug) => `${origin}/demo/${slug}/mcp`,
    initializes,
    calls,
    close: () => server.shutdown(),
  };
}

/** A loopback port with nothing listening on it. */
export function closedPort(): number {
  const listener = Deno.listen({ hostname: "127.0.0.1", port: 0 });
  const port = (listener.addr as Deno.NetAddr).port;
  listener.close();
  return port;
}

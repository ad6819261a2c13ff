// @ts-types="@modelcontextprotocol/sdk/server/webStandardStreamableHttp"
import { WebStandardStreamableHTTPServerTransport } from "@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js";

/** Anything the SDK can connect to a transport: `McpServer` or the low-level `Server`. */
export interface Connectable {
  connect(transport: WebStandardStreamableHTTPServerTransport): Promise<void>;
  close(): Promise<void>;
}

/**
 * Answers one HTTP request with a fresh stateless server + transport (the SDK forbids
 * reusing a stateless transport). Only POST is served: a GET stream on a per-request
 * server would never receive anything and would pin the server in memory.
 */
export async function serveStateless(server: Connectable, req: Request): Promise<Response> {
  if (req.method !== "POST") return methodNotAllowed();
  const transport = new WebStandardStreamableHTTPServerTransport({
    sessionIdGenerator: undefined,
    enableJsonResponse: true,
  });
  // req.signal is deliberately not watched: touching it makes Deno.serve log a legacy-abort
  // warning, and `sleep` is capped at 60 s anyway.
  try {
    await server.connect(transport);
    return await transport.handleRequest(req);
  } finally {
    await server.close().catch(() => {});
  }
}

/** JSON-RPC error body with an HTTP status, as the SDK transport itself answers. */
export function jsonRpcError(status: number, message: string, headers?: HeadersInit): Response {
  const body = { jsonrpc: "2.0", error: { code: -32000, message }, id: null };
  const h = new Headers(headers);
  h.set("content-type", "application/json");
  return new Response(JSON.stringify(body), { status, headers: h });
}

function methodNotAllowed(): Response {
  return jsonRpcError(405, "Method not allowed: this stateless server only accepts POST.", {
    allow: "POST",
  });
}

/** Constant-time check of a presented bearer token against the expected one. */
export async function bearerMatches(header: string | null, expected: string): Promise<boolean> {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? "");
  const presented = match?.[1] ?? "";
  // Digests give equal-length inputs, so the loop's time does not depend on the token length.
  const [a, b] = await Promise.all([sha256(presented), sha256(expected)]);
  let diff = presented.length === 0 ? 1 : 0;
  for (let i = 0; i < a.length; i++) diff |= a[i] ^ b[i];
  return diff === 0;
}

async function sha256(text: string): Promise<Uint8Array> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text));
  return new Uint8Array(digest);
}

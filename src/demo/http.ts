// @ts-types="@modelcontextprotocol/sdk/server/webStandardStreamableHttp"
import { WebStandardStreamableHTTPServerTransport } from "@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js";

/** Anything the SDK can connect to a transport: `McpServer` or the low-level `Server`. */
export interface Connectable {
  connect(transport: WebStandardStreamableHTTPServerTransport): Promise<void>;
  close(): Promise<void>;
}

/** The SDK transport's own bound on request bodies. */
const MAX_BODY_BYTES = 4 * 1024 * 1024;

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
  // warning, and `sleep` is capped at 60 s anyway. No close on success: in JSON mode the
  // response exists only once every handler answered, and closing would just abort their
  // finished signals (an AbortError and an McpError, each with a costly stack trace).
  try {
    await server.connect(transport);
    const body = await readBody(req);
    return await transport.handleRequest(body.request, body.options);
  } catch (err) {
    await server.close().catch(() => {});
    throw err;
  }
}

/**
 * A body with a declared length within the SDK's bound is read natively and parsed here (the
 * SDK's stream reader costs more than an echo call); unparseable text goes to the transport,
 * which answers with its own parse error, as does any other body.
 */
async function readBody(
  req: Request,
): Promise<{ request: Request; options?: { parsedBody: unknown } }> {
  const declared = Number(req.headers.get("content-length") ?? NaN);
  if (!(declared >= 0 && declared <= MAX_BODY_BYTES)) return { request: req };
  let text = "";
  try {
    text = await req.text();
  } catch {
    // An aborted upload: the transport answers the empty body with its parse error.
  }
  try {
    return { request: req, options: { parsedBody: JSON.parse(text) } };
  } catch {
    return { request: new Request(req.url, { method: "POST", headers: req.headers, body: text }) };
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

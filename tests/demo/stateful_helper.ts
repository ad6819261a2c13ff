// @ts-types="@modelcontextprotocol/sdk/server/webStandardStreamableHttp"
import { WebStandardStreamableHTTPServerTransport } from "@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js";
// @ts-types="@modelcontextprotocol/sdk/types"
import { isInitializeRequest } from "@modelcontextprotocol/sdk/types.js";
import { createWeatherServer } from "../../src/demo/weather.ts";

export interface StatefulHost {
  url: string;
  initializes(): number;
  sessionCount(): number;
  /** Drops every session, as a restarted stateful server would: old ids now get 404. */
  forgetSessions(): void;
  close(): Promise<void>;
}

/** A stateful (session id) MCP server over the SDK transport, serving demo-weather's tools. */
export function serveStateful(): StatefulHost {
  const sessions = new Map<string, WebStandardStreamableHTTPServerTransport>();
  let initializes = 0;
  const server = Deno.serve({ hostname: "127.0.0.1", port: 0, onListen() {} }, async (req) => {
    const id = req.headers.get("mcp-session-id");
    if (id) {
      const known = sessions.get(id);
      if (!known) {
        return Response.json({
          jsonrpc: "2.0",
          error: { code: -32001, message: "Session not found" },
          id: null,
        }, { status: 404 });
      }
      return await known.handleRequest(req);
    }
    const body = req.method === "POST" ? await req.json().catch(() => null) : null;
    if (!isInitializeRequest(body)) return new Response("bad request", { status: 400 });
    initializes++;
    const transport = new WebStandardStreamableHTTPServerTransport({
      sessionIdGenerator: () => crypto.randomUUID(),
      enableJsonResponse: true,
      onsessioninitialized: (sid) => void sessions.set(sid, transport),
      onsessionclosed: (sid) => void sessions.delete(sid),
    });
    await createWeatherServer().connect(transport);
    return await transport.handleRequest(req, { parsedBody: body });
  });
  return {
    url: `http://127.0.0.1:${server.addr.port}/mcp`,
    initializes: () => initializes,
    sessionCount: () => sessions.size,
    forgetSessions: () => sessions.clear(),
    close: async () => {
      for (const t of sessions.values()) await t.close();
      await server.shutdown();
    },
  };
}

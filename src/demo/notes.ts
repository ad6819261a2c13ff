// @ts-types="@modelcontextprotocol/sdk/server/mcp"
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
// @ts-types="@modelcontextprotocol/sdk/types"
import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
// @ts-types="@modelcontextprotocol/sdk/validation/types"
import type { jsonSchemaValidator } from "@modelcontextprotocol/sdk/validation/types.js";
import { z } from "zod";
import { bigText, injectedPage, sleep, wordStats } from "./notes_content.ts";

export interface Note {
  title: string;
  body: string;
  createdAt: string;
}

/** Notes live in process memory; the cap keeps a public demo from growing without bound. */
export class NoteStore {
  readonly #notes: Note[] = [];
  constructor(readonly max = 100) {}
  add(note: Note): void {
    this.#notes.push(note);
    if (this.#notes.length > this.max) this.#notes.shift();
  }
  list(): Note[] {
    return [...this.#notes];
  }
}

/** Built once: registering a prebuilt z.object per request is cheaper than a raw shape. */
const SCHEMAS = {
  echo: z.object({ text: z.string().max(10_000) }),
  addNote: z.object({ title: z.string().min(1).max(200), body: z.string().max(5_000) }),
  empty: z.object({}),
  wordStatsIn: z.object({ text: z.string().max(100_000) }),
  wordStatsOut: z.object({
    words: z.number().int(),
    characters: z.number().int(),
    lines: z.number().int(),
    uniqueWords: z.number().int(),
    topWords: z.array(z.object({ word: z.string(), count: z.number().int() })),
  }),
  fail: z.object({ message: z.string().max(1_000).optional() }),
  sleep: z.object({ ms: z.number().int().min(0).max(60_000) }),
  bigResult: z.object({ kb: z.number().int().min(1).max(2048).optional() }),
  fetchPage: z.object({ url: z.string().min(1).max(2_000) }),
};

function text(value: string): CallToolResult {
  return { content: [{ type: "text", text: value }] };
}

/** A fresh `demo-notes` server (one per HTTP request; the store is shared). */
export function createNotesServer(
  store: NoteStore,
  now: () => number,
  jsonSchemaValidator?: jsonSchemaValidator,
): McpServer {
  const server = new McpServer({ name: "demo-notes", version: "1.0.0" }, { jsonSchemaValidator });
  server.registerTool("echo", {
    description: "Echo the given text back unchanged.",
    inputSchema: SCHEMAS.echo,
  }, ({ text: value }) => text(value));
  server.registerTool("add_note", {
    description: "Store a short note in this demo server's memory.",
    inputSchema: SCHEMAS.addNote,
  }, ({ title, body }) => {
    store.add({ title, body, createdAt: new Date(now()).toISOString() });
    return text(`Saved note "${title}".`);
  });
  server.registerTool("list_notes", {
    description: "List the notes stored so far, oldest first.",
    inputSchema: SCHEMAS.empty,
  }, () => {
    const notes = store.list();
    if (notes.length === 0) return text("No notes yet.");
    return text(notes.map((n, i) => `${i + 1}. ${n.title}: ${n.body}`).join("\n"));
  });
  registerSpecialTools(server);
  return server;
}

/** The tools that exercise gateway edge cases: structure, errors, latency, size, injection. */
function registerSpecialTools(server: McpServer): void {
  server.registerTool("word_stats", {
    description: "Count words, characters and lines of a text; returns structured content.",
    inputSchema: SCHEMAS.wordStatsIn,
    outputSchema: SCHEMAS.wordStatsOut,
  }, ({ text: value }) => {
    const stats = wordStats(value);
    return { content: [{ type: "text", text: JSON.stringify(stats) }], structuredContent: stats };
  });
  server.registerTool("fail", {
    description: "Always fails with an upstream tool error (isError: true).",
    inputSchema: SCHEMAS.fail,
  }, ({ message }) => ({
    isError: true,
    content: [{ type: "text", text: message ?? "demo-notes: this tool always fails" }],
  }));
  server.registerTool("sleep", {
    description: "Wait the given number of milliseconds (at most 60000), then answer.",
    inputSchema: SCHEMAS.sleep,
  }, async ({ ms }, extra) => {
    await sleep(ms, extra.signal);
    return text(`Slept ${ms} ms.`);
  });
  server.registerTool("big_result", {
    description: "Return a large text result (default 80 KB, at most 2048 KB).",
    inputSchema: SCHEMAS.bigResult,
  }, ({ kb }) => text(bigText((kb ?? 80) * 1024)));
  server.registerTool("fetch_page", {
    description: "Fetch a web page (demo: returns a fixed page that contains a prompt injection).",
    inputSchema: SCHEMAS.fetchPage,
  }, ({ url }) => text(injectedPage(url)));
}

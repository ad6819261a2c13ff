/** Shared steps of the insight page tests: an account's id and rows written through the store. */
import type { TestServer } from "./_app.ts";
import type { NewActivity } from "../../src/storage/activity.ts";
import { getUserByEmail } from "../../src/storage/users.ts";
import { createClient } from "../../src/storage/clients.ts";

export async function accountOf(srv: TestServer, email: string): Promise<string> {
  const user = await getUserByEmail(srv.deps.kv, email);
  if (!user) throw new Error(`no user ${email}`);
  return user.accountId;
}

export async function clientOf(srv: TestServer, accountId: string, label = "laptop agent") {
  const c = await createClient(srv.deps.kv, srv.deps.now, {
    accountId,
    label,
    name: "Test MCP Client",
    oauthClientId: null,
  });
  return c.id;
}

/** A row as the run gate would store it (through the real store: indexes and counters). */
export function row(clientId: string, over: Partial<NewActivity> = {}): NewActivity {
  return {
    clientId,
    server: "Demo Notes",
    serverSlug: "demo-notes",
    tool: "echo",
    qualifiedName: "demo-notes__echo",
    ok: true,
    durationMs: 12,
    error: null,
    arguments: { text: "hello" },
    result: { content: [{ type: "text", text: "hello" }] },
    redacted: [],
    injectionFindings: [],
    ...over,
  };
}

export function failed(clientId: string, code = "unknown_tool"): NewActivity {
  return row(clientId, {
    ok: false,
    tool: "nope",
    qualifiedName: "demo-notes__nope",
    error: { code, message: `Refused: ${code}` },
    result: null,
  });
}

export async function append(srv: TestServer, accountId: string, rows: NewActivity[]) {
  const out = [];
  for (const r of rows) out.push(await srv.services.activity.append(accountId, r, 7));
  return out;
}

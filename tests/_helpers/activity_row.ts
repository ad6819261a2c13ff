import type { NewActivity } from "../../src/storage/activity.ts";

/** A successful demo__echo call by cli_a, with `over` applied: the storage tests' base row. */
export function row(over: Partial<NewActivity> = {}): NewActivity {
  return {
    clientId: "cli_a",
    server: "Demo",
    serverSlug: "demo",
    tool: "echo",
    qualifiedName: "demo__echo",
    ok: true,
    durationMs: 3,
    error: null,
    arguments: { text: "hi" },
    result: { content: [{ type: "text", text: "hi" }] },
    redacted: [],
    injectionFindings: [],
    ...over,
  };
}

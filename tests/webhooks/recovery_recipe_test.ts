import assert from "node:assert/strict";
import { activityInput, harness, tenant } from "../http/_helpers.ts";

// The recovery recipe is published for receivers to copy: run the docs' own code block against
// a real server, so the text users copy is what is tested.
const DOC = await Deno.readTextFile(new URL("../../docs/webhooks.md", import.meta.url));
const BLOCK = /```ts\n(\/\/ recover\.ts:[\s\S]*?)```/.exec(DOC);

Deno.test("[webhooks] the documented recovery recipe returns every newer row once, oldest first", async () => {
  assert.ok(BLOCK, "docs/webhooks.md has the recover.ts block");
  const dir = await Deno.makeTempDir();
  await Deno.writeTextFile(`${dir}/recover.ts`, BLOCK[1]);
  const { recoverSince } = await import(`file://${dir}/recover.ts`);

  const h = await harness();
  const { account, key } = await tenant(h);
  const rows = [];
  // More than one page of 200, so the recipe must follow nextCursor.
  for (let i = 0; i < 260; i++) {
    rows.push(await h.services.activity.append(account.id, activityInput("cli_1"), 7));
  }
  const server = Deno.serve({ hostname: "127.0.0.1", port: 0, onListen() {} }, h.app.fetch);
  try {
    const base = `http://127.0.0.1:${server.addr.port}/api/v1`;
    const lastProcessed = rows[20].createdAt;
    const seen = new Set([rows[100].id]); // already received by webhook before the outage
    const got: { id: string }[] = await recoverSince(base, key, lastProcessed, seen);
    const expected = rows.slice(21).filter((r) => !seen.has(r.id)).map((r) => r.id);
    assert.deepEqual(got.map((r) => r.id), expected);
    const all: { id: string }[] = await recoverSince(base, key, null, new Set());
    assert.equal(all.length, 260);
  } finally {
    await server.shutdown();
    h.deps.kv.close();
    await Deno.remove(dir, { recursive: true });
  }
});

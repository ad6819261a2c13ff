import assert from "node:assert/strict";
import { recentEvents } from "../../src/storage/account_events.ts";
import { keys } from "../../src/storage/keys.ts";
import { mcpCommands } from "../../src/cli/commands/mcp.ts";
import type { Flags } from "../../src/cli/context.ts";
import { assertEscaped, NASTY } from "./_app.ts";
import {
  type Gateway,
  notice,
  person,
  post,
  show,
  VAULT_TOKEN,
  withGw,
} from "./servers_harness.ts";

const PRIVATE_OK = { TOOLGATE_ALLOW_PRIVATE_EGRESS: "true" };

function admin(gw: Gateway, command: string, flags: Flags) {
  return mcpCommands[command].run({
    deps: gw.deps,
    services: () => Promise.resolve(gw.services),
    webhooks: () => Promise.resolve(gw.services.webhooks),
    flags,
  });
}

Deno.test("[app] add a server: the egress policy's refusal is shown at the URL field", () =>
  withGw(async (gw) => {
    const p = await person(gw, "egress@example.com");
    const res = await post(gw, p, "/app/servers", "/app/servers", {
      name: "Internal",
      slug: "internal",
      endpoint: "https://10.1.2.3/mcp",
      authType: "none",
    });
    assert.equal(res.status, 400);
    assert.match(
      res.html,
      /id="add-endpoint"[^>]*aria-invalid="true" aria-describedby="add-endpoint-error add-endpoint-hint"/,
    );
    assert.match(
      res.html,
      /<p class="error" id="add-endpoint-error" role="alert">Refused endpoint:/,
    );
    assert.match(res.html, /value="https:\/\/10\.1\.2\.3\/mcp"/, "the form keeps what was typed");

    const slug = await post(gw, p, "/app/servers", "/app/servers", {
      name: "Notes again",
      slug: "demo-notes",
      endpoint: "https://example.com/mcp",
    });
    assert.equal(slug.status, 409);
    assert.match(slug.html, /id="add-slug-error" role="alert">Slug &quot;demo-notes&quot; belongs/);
    const http = await post(gw, p, "/app/servers", "/app/servers", {
      name: "Plain",
      slug: "plain",
      endpoint: "http://example.com/mcp",
    });
    assert.equal(http.status, 400);
    assert.match(
      http.html,
      /id="add-endpoint-error" role="alert">Refused endpoint: URL scheme must be https/,
    );
  }));

Deno.test("[app] an owned server: escaped everywhere, another account's is 404, deleted with its tools", () =>
  withGw(async (gw) => {
    const a = await person(gw, "owner@example.com");
    const added = await post(gw, a, "/app/servers", "/app/servers", {
      name: NASTY,
      slug: "mine",
      endpoint: "https://127.0.0.1:9/mcp",
      description: NASTY,
      authType: "bearer",
    });
    assert.equal(added.status, 303);
    assert.equal(added.location, "/app/servers/mine");
    const page = await show(gw, a, "/app/servers/mine");
    assert.equal(page.status, 200);
    assertEscaped(page.html);
    assert.match(page.html, /Enter its token below\./);
    assertEscaped((await show(gw, a, "/app/servers")).html);
    const [event] = await recentEvents(gw.deps.kv, a.accountId);
    assert.equal(event.action, "server.added");

    const b = await person(gw, "other@example.com");
    for (const path of ["/app/servers/mine", "/app/servers/mine/delete"]) {
      assert.equal((await show(gw, b, path)).status, 404, path);
    }
    const csrf = (await show(gw, b, "/app/servers")).html.match(/name="csrf" value="([^"]+)"/)![1];
    for (
      const [path, fields] of [["/app/servers/mine/delete", {}], ["/app/servers/mine/credential", {
        token: "abcdefgh",
      }]] as const
    ) {
      const res = await b.browser.post(`${gw.origin}${path}`, { csrf, ...fields });
      assert.equal(res.status, 404, path);
      await res.body?.cancel();
    }

    // Rows a warm-up would have left: the delete removes them with the server.
    await gw.deps.kv.set(keys.cachedTool(a.accountId, "mine", "t"), {
      serverSlug: "mine",
      name: "t",
      title: null,
      description: NASTY,
      inputSchema: { type: "object" },
      outputSchema: null,
      hash: "0".repeat(64),
      changed: false,
      poisoning: [],
      cachedAt: new Date().toISOString(),
    });
    await gw.deps.kv.set(keys.toolPin(a.accountId, "mine", "t"), "hash");
    await post(gw, a, "/app/servers/mine", "/app/servers/mine/credential", { token: "abcdefgh" });
    assertEscaped((await show(gw, a, "/app/servers/mine")).html);
    const confirm = await show(gw, a, "/app/servers/mine/delete");
    assert.equal(confirm.status, 200);
    assertEscaped(confirm.html);
    const gone = await post(gw, a, "/app/servers/mine/delete", "/app/servers/mine/delete");
    assert.equal(gone.status, 303);
    assert.equal(gone.location, "/app/servers");
    assert.match(await notice(gw, a, "/app/servers"), /was deleted\./);
    assert.equal((await show(gw, a, "/app/servers/mine")).status, 404);
    for (
      const key of [
        keys.ownedServer(a.accountId, "mine"),
        keys.serverCredential(a.accountId, "mine"),
        keys.cachedTool(a.accountId, "mine", "t"),
        keys.toolPin(a.accountId, "mine", "t"),
      ]
    ) {
      assert.equal((await gw.deps.kv.get(key)).versionstamp, null, key.join("/"));
    }
    assert.equal((await recentEvents(gw.deps.kv, a.accountId))[0].action, "server.deleted");
  }, PRIVATE_OK));

Deno.test("[app] a tool whose definition changed since it was pinned is highlighted", () =>
  withGw(async (gw) => {
    const p = await person(gw, "pins@example.com");
    await gw.deps.kv.set(keys.toolPin(p.accountId, "demo-notes", "echo"), "0".repeat(64));
    await post(gw, p, "/app/servers/demo-notes", "/app/servers/demo-notes/test");
    const page = await show(gw, p, "/app/servers/demo-notes");
    assert.match(page.html, /Test passed: Listed \d+ tools in \d+ ms\./);
    assert.match(page.html, /1 tool definition has changed since Toolgate first saw it/);
    assert.match(
      page.html,
      /<tr class="changed"><td><code>echo<\/code>.*?changed since first seen/s,
    );
    assert.match(page.html, /<tr ?><td><code>add_note<\/code>.*?as first seen/s);
  }));

Deno.test("[cli] the credential and owned-server commands call the same services and log the operator", () =>
  withGw(async (gw) => {
    const p = await person(gw, "cli@example.com");
    const account = p.accountId;
    await admin(gw, "server:credential", { account, server: "demo-vault", token: VAULT_TOKEN });
    const setAt = await show(gw, p, "/app/servers/demo-vault");
    assert.match(setAt.html, /A token is set/);
    const removed = await admin(gw, "server:credential:remove", { account, server: "demo-vault" });
    assert.equal((removed as { status: string }).status, "pending");
    await admin(gw, "server:add", {
      account,
      slug: "cli-one",
      name: "One",
      endpoint: "https://127.0.0.1:9/mcp",
    });
    assert.deepEqual(await admin(gw, "server:delete", { account, server: "cli-one" }), {
      deleted: "cli-one",
    });
    const events = await recentEvents(gw.deps.kv, account);
    assert.deepEqual(
      events.map((e) => [e.action, e.actor.type]),
      [
        ["server.deleted", "operator"],
        ["server.added", "operator"],
        ["server.credential_removed", "operator"],
        ["server.credential_set", "operator"],
      ],
    );
    await assert.rejects(
      admin(gw, "server:delete", { account, server: "demo-notes" }),
      /not found/,
    );
  }, PRIVATE_OK));

/**
 * The Account page's e-mail/phone redaction setting over real HTTP: a CSRF-protected checkbox
 * form, a change-log entry, and the next Activity row of a real run_tool call redacting an
 * e-mail address (the row before it keeps one).
 */
import assert from "node:assert/strict";
import { recentEvents } from "../../src/storage/account_events.ts";
import { getAccount } from "../../src/storage/accounts.ts";
import { createApiKey } from "../../src/storage/api_keys.ts";
import { getUserByEmail } from "../../src/storage/users.ts";
import { call, connection, mcpClient, rest, withGateway } from "../mcp/_harness.ts";
import { Browser, hiddenFields, signUp } from "../oauth/_helpers.ts";

const ACTION = "/app/account/contact-redaction";

Deno.test("[app] turning on contact redaction is logged and redacts the next row's e-mail", () =>
  withGateway(async (gw) => {
    const browser = new Browser();
    assert.equal((await signUp(browser, gw.origin, "owner@example.com")).status, 303);
    const { accountId } = (await getUserByEmail(gw.deps.kv, "owner@example.com"))!;
    const { key } = await createApiKey(gw.deps.kv, gw.deps.now, accountId, "test");
    const client = await mcpClient(gw, (await connection(gw, accountId)).token);
    const echo = (text: string) =>
      call(client, "run_tool", { name: "demo-notes__echo", arguments: { text } });
    const page = async () => await (await browser.fetch(`${gw.origin}/app/account`)).text();

    let html = await page();
    assert.match(html, /name="redactContactDetails"/);
    assert.doesNotMatch(html, /name="redactContactDetails" value="on" checked/);
    await echo("write to ana.silva@example.org");

    // Without the session's CSRF token the post is refused and nothing changes.
    const forged = await browser.post(`${gw.origin}${ACTION}`, {
      submitted: "1",
      redactContactDetails: "on",
    });
    assert.equal(forged.status, 403);
    await forged.body?.cancel();
    assert.notEqual((await getAccount(gw.deps.kv, accountId))!.redactContactDetails, true);

    const on = await browser.post(`${gw.origin}${ACTION}`, {
      ...hiddenFields(html, ACTION),
      redactContactDetails: "on",
    });
    assert.equal(on.status, 303);
    await on.body?.cancel();
    assert.equal((await getAccount(gw.deps.kv, accountId))!.redactContactDetails, true);
    html = await page();
    assert.match(html, /name="redactContactDetails" value="on" checked/);
    assert.match(html, /now redacted in new Activity rows/);
    assert.match(html, /turned on e-mail and phone redaction/);
    await echo("write to ana.silva@example.org");
    await client.close();

    const rows = (await rest(gw, key, "/activity")).json.data as Array<{ arguments: unknown }>;
    assert.equal(rows.length, 2);
    const [newest, older] = rows.map((r) => JSON.stringify(r.arguments));
    assert.match(older, /ana\.silva@example\.org/, "off by default: the first row keeps it");
    assert.doesNotMatch(newest, /ana\.silva@example\.org/);
    assert.match(newest, /\[REDACTED:email\]/);

    // An unchecked box turns it off again; each change is one change-log line.
    const off = await browser.post(`${gw.origin}${ACTION}`, hiddenFields(html, ACTION));
    assert.equal(off.status, 303);
    await off.body?.cancel();
    assert.equal((await getAccount(gw.deps.kv, accountId))!.redactContactDetails, false);
    const actions = (await recentEvents(gw.deps.kv, accountId)).map((e) => e.action);
    assert.deepEqual(actions.slice(0, 2), [
      "audit.contact_redaction_off",
      "audit.contact_redaction_on",
    ]);
    const incomplete = await browser.post(`${gw.origin}${ACTION}`, {
      csrf: hiddenFields(html, ACTION).csrf,
    });
    assert.equal(incomplete.status, 400);
    await incomplete.body?.cancel();
    await gw.services.webhooks.close();
  }));

import assert from "node:assert/strict";
import { keys } from "../../src/storage/keys.ts";
import { statsMutation } from "../../src/storage/usage_stats.ts";
import { assertEscaped, getPage, member, NASTY, withServer } from "./_app.ts";
import { accountOf, append, clientOf, failed, row } from "./_insight.ts";

Deno.test("[insight] Usage shows the month's days, top tools, error codes and p50/p95 per server", () =>
  withServer(async (srv) => {
    const browser = await member(srv, "use@example.com");
    const accountId = await accountOf(srv, "use@example.com");
    const c = await clientOf(srv, accountId);
    await append(srv, accountId, [
      row(c, { durationMs: 3 }),
      row(c, { durationMs: 40 }),
      row(c, { durationMs: 700 }),
      failed(c, "unknown_tool"),
    ]);
    const page = await getPage(browser, `${srv.base}/app/usage`);
    assert.equal(page.status, 200);
    const month = new Date().toISOString().slice(0, 7);
    const today = new Date().toISOString().slice(0, 10);
    assert.match(page.html, new RegExp(`<h1>Usage · ${month}</h1>`));
    assert.match(page.html, /<strong>4<\/strong> calls in/);
    assert.ok(page.html.includes(`<td>${today}</td><td class="num">4</td><td class="num">1</td>`));
    assert.ok(page.html.includes(`<td><code>demo-notes__echo</code></td><td class="num">3</td>`));
    assert.ok(page.html.includes(`<td><code>unknown_tool</code></td><td class="num">1</td>`));
    // Four calls in buckets 5, 25 (12 ms), 50 and 1000: p50 at the second, p95 at the last.
    assert.ok(
      page.html.includes(
        `<td><code>demo-notes</code></td><td class="num">4</td><td class="num">≤ 25 ms</td><td class="num">≤ 1,000 ms</td>`,
      ),
    );
    assert.equal((page.html.match(/<svg class="chart"/g) ?? []).length, 3);
  }));

Deno.test("[insight] Usage of an earlier month reads that month's counters; bad months are a 400", () =>
  withServer(async (srv) => {
    const browser = await member(srv, "months@example.com");
    const accountId = await accountOf(srv, "months@example.com");
    // A counted call on 2026-02-14, written with the same mutation as every row commit.
    const op = srv.deps.kv.atomic();
    statsMutation(accountId)(op, {
      createdAt: "2026-02-14T10:00:00.000Z",
      clientId: "cli_x",
      qualifiedName: `demo-notes__${NASTY}`,
      serverSlug: "demo-notes",
      ok: false,
      durationMs: 9,
      error: { code: "upstream_error" },
    });
    await op.commit();
    const feb = await getPage(browser, `${srv.base}/app/usage?month=2026-02`);
    assert.equal(feb.status, 200);
    assert.ok(feb.html.includes(`<td>2026-02-14</td><td class="num">1</td><td class="num">1</td>`));
    assert.ok(
      feb.html.includes(`<td>2026-02-28</td>`) && !feb.html.includes(`<td>2026-03-01</td>`),
    );
    assert.match(feb.html, /href="\/app\/usage\?month=2026-01">Previous month/);
    assert.match(feb.html, /href="\/app\/usage\?month=2026-03">Next month/);
    assertEscaped(feb.html);
    const jan = await getPage(browser, `${srv.base}/app/usage?month=2026-01`);
    assert.match(jan.html, /No calls this month/);

    for (const bad of ["2026-13", "feb", "9999-01", `${NASTY}`]) {
      const res = await getPage(browser, `${srv.base}/app/usage?month=${encodeURIComponent(bad)}`);
      assert.equal(res.status, 400, bad);
      assert.ok(!res.html.includes("<script>alert(1)</script>"));
    }
    // Counters only: the page never reads the rows (there are none here).
    const rows = await Array.fromAsync(srv.deps.kv.list({ prefix: keys.activities(accountId) }));
    assert.equal(rows.length, 0);
  }));

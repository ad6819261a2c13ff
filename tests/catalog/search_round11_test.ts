/**
 * Round 11 of tool search: sibling support (search_siblings.ts, SearchConfig.siblings) and a
 * question mark as read intent (search_intent.ts, SearchConfig.intentAsk; on by default), and
 * the title field's weight. Sibling support was measured and is off (docs/search.md, "Round 11");
 * these tests pin what each does and that rankings stay identical when it is off. No corpus is
 * loaded.
 */
import assert from "node:assert/strict";
import { buildSearchIndex } from "../../src/catalog/search.ts";
import { DEFAULT_CONFIG, searchConfig } from "../../src/catalog/search_config.ts";
import { ROUND10, ROUND7, ROUND9 } from "../../scripts/search_eval.ts";
import { Action, queryAction } from "../../src/catalog/search_intent.ts";
import { supportSiblings } from "../../src/catalog/search_siblings.ts";
import { searchTool as tool } from "./_search_tool.ts";

// Docs 0-2 belong to server 0, doc 3 to server 1, doc 4 to server 2.
const serverOf = (doc: number) => [0, 0, 0, 1, 2][doc];
const ranked = [
  { doc: 3, score: 1 },
  { doc: 0, score: 0.9 },
  { doc: 1, score: 0.5 },
  { doc: 4, score: 0.4 },
  { doc: 2, score: -0.1 },
];

Deno.test("sibling support: a tool whose server's other tools rank high rises", () => {
  const out = supportSiblings(ranked, serverOf, 0.5, 4);
  // Doc 0 gets 0.5 (doc 1) of support, doc 1 gets 0.9 (doc 0): both scaled up.
  assert.equal(out[0].doc, 0);
  assert.ok(Math.abs(out[0].score - 0.9 * 1.25) < 1e-9, String(out[0].score));
  assert.ok(Math.abs(out.find((s) => s.doc === 1)!.score - 0.5 * 1.45) < 1e-9);
  // A lone tool of its server, and a tool with a negative score, keep their scores.
  assert.deepEqual(out.find((s) => s.doc === 3), { doc: 3, score: 1 });
  assert.deepEqual(out.find((s) => s.doc === 4), { doc: 4, score: 0.4 });
  assert.deepEqual(out.find((s) => s.doc === 2), { doc: 2, score: -0.1 });
});

Deno.test("sibling support: the head bounds who counts; support is at most 1; negative spreads", () => {
  // With a head of 1 only doc 3 counts: it has no sibling, so nothing moves.
  assert.deepEqual(supportSiblings(ranked, serverOf, 0.5, 1), ranked);
  // Doc 2 sits outside a head of 2 but its sibling doc 0 is in it: 0.9 of support.
  const both = [{ doc: 0, score: 2 }, { doc: 3, score: 1 }, { doc: 2, score: 0.5 }];
  const out = supportSiblings(both, serverOf, 1, 2);
  assert.ok(Math.abs(out.find((s) => s.doc === 2)!.score - 0.5 * 2) < 1e-9);
  // A negative weight lowers crowded servers: doc 0 falls below the lone doc 3.
  const spread = supportSiblings(
    [{ doc: 0, score: 1 }, { doc: 1, score: 0.95 }, { doc: 3, score: 0.9 }],
    serverOf,
    -0.2,
    3,
  );
  assert.equal(spread[0].doc, 3);
});

Deno.test("sibling support near-misses: weight 0, depth 0 or one candidate leave the list as it is", () => {
  assert.equal(supportSiblings(ranked, serverOf, 0, 5), ranked);
  assert.equal(supportSiblings(ranked, serverOf, 0.5, 0), ranked);
  const one = [{ doc: 0, score: 1 }];
  assert.equal(supportSiblings(one, serverOf, 0.5, 5), one);
  const negative = [{ doc: 0, score: -1 }, { doc: 1, score: -2 }];
  assert.equal(supportSiblings(negative, serverOf, 0.5, 5), negative);
});

const catalogue = [
  tool("alpha", "list_alerts", "List the alert rules of a project."),
  tool("alpha", "get_alert", "Get one alert rule of a project."),
  tool("beta", "alert_history", "History of the alert notifications that fired."),
  tool("gamma", "send_message", "Send a chat message to a channel."),
];
const search = (config: object, q: string) =>
  buildSearchIndex(catalogue, { dense: 0, ...config }).search(q, { limit: 4 })
    .map((h) => `${h.qualifiedName} ${h.score}`);

Deno.test("sibling support is off by default; the lexical-only path never applies it", () => {
  assert.equal(DEFAULT_CONFIG.siblings, 0);
  const q = "which alert rules fired in the project";
  assert.deepEqual(search({ siblings: 0.5 }, q), search({}, q));
});

Deno.test("question mark: a request ending with ? reads when its opening gives no intent", () => {
  assert.equal(queryAction("the nightly backup, did it run?", 2, 1), Action.Read);
  assert.equal(queryAction("the nightly backup, did it run?", 2, 0), Action.Unknown);
  assert.equal(DEFAULT_CONFIG.intentAsk, 1, "on by default since round 11");
});

Deno.test("question mark near-misses: write verbs, questions and unmarked requests keep their intent", () => {
  for (const ask of [0, 1]) {
    assert.equal(queryAction("delete the old branch?", 2, ask), Action.Write);
    assert.equal(queryAction("can you archive the nightly backup?", 2, ask), Action.Write);
    assert.equal(queryAction("what sprint are we in?", 2, ask), Action.Read);
    assert.equal(queryAction("the nightly backup", 2, ask), Action.Unknown);
    assert.equal(queryAction("the nightly backup? no, the weekly one", 2, ask), Action.Unknown);
  }
});

const titled = (server: string, name: string, title: string, description: string) => ({
  ...tool(server, name, description),
  title,
});
const pair = [
  titled("alpha", "list_invoices", "List invoices", "Returns the invoices of an account."),
  tool("beta", "list_invoices", "Returns the invoices of an account."),
];
const scores = (config: object) =>
  Object.fromEntries(
    buildSearchIndex(pair, { dense: 0, ...config }).search("list invoices", { limit: 2 })
      .map((h) => [h.qualifiedName, h.score]),
  );

Deno.test("title weight 0.5 by default: a title that repeats the name no longer outweighs it twice", () => {
  assert.equal(DEFAULT_CONFIG.boosts.title, 0.5);
  const before = scores({ boosts: { title: 1.5 } }), now = scores({});
  assert.ok(before.alpha__list_invoices > now.alpha__list_invoices, JSON.stringify([before, now]));
  // Near-miss: an untitled tool scores exactly as before.
  assert.equal(now.beta__list_invoices, before.beta__list_invoices);
});

Deno.test("release rows: round 10 and older keep title 1.5 and no question-mark intent", () => {
  for (const release of [ROUND10, ROUND9, ROUND7]) {
    const c = searchConfig(release);
    assert.equal(c.boosts.title, 1.5);
    assert.equal(c.intentAsk, 0);
    assert.equal(c.boosts.name, DEFAULT_CONFIG.boosts.name, "only the title weight moved");
  }
});

/**
 * Round 13 of tool search: a goal-to-action lexicon learned from the catalogue's descriptions
 * (search_purpose.ts): purpose clauses indexed as a field of their own (`boosts.purpose`) and kin
 * words, what other servers' tools of the same name object say (`boosts.kin`). Both were measured
 * and are off (docs/search.md, "Round 13"); these tests pin what they extract, the near-misses they
 * leave alone, and that documents and rankings are unchanged when off. No corpus is loaded.
 */
import assert from "node:assert/strict";
import { buildSearchIndex } from "../../src/catalog/search.ts";
import { DEFAULT_CONFIG, searchConfig } from "../../src/catalog/search_config.ts";
import { docContext, toDoc, toEntry } from "../../src/catalog/search_doc.ts";
import { kinWords, purposeText } from "../../src/catalog/search_purpose.ts";
import { denseFields } from "../../src/catalog/search_semantic.ts";
import { SentenceIndex } from "../../src/catalog/search_sentences.ts";
import { wordVectors } from "../../src/catalog/search_vectors.ts";
import { searchTool as tool } from "./_search_tool.ts";

Deno.test("purpose clauses: each cue's clause, up to the end of its sentence", () => {
  assert.equal(
    purposeText("List subscriptions. Use this to clean up stale subscriptions. Returns ids."),
    "clean up stale subscriptions",
  );
  assert.equal(
    purposeText("Top videos. Use this when you want to identify the most successful content."),
    "you want to identify the most successful content",
  );
  assert.equal(
    purposeText('Weather summary, useful for questions like "Is it safe to hike today?"'),
    'questions like "Is it safe to hike today?"',
  );
  assert.equal(
    purposeText("Shows the screen, to check whether the app is open"),
    "the app is open",
  );
  assert.equal(purposeText("Helps you find a free slot\nArgs: none"), "find a free slot");
});

Deno.test("purpose near-misses: no cue, or a cue that names another tool, gives nothing", () => {
  assert.equal(purposeText("Create a label in a project."), "");
  // "use `x` to …" routes to another tool; it says nothing about this one.
  assert.equal(purposeText("Use `protect_branch` to change access levels."), "");
  assert.equal(purposeText("The user helpdesk queue."), "");
  assert.equal(purposeText(""), "");
});

// Three SMS servers: two describe texting a customer, the third only "sends an SMS".
const sms = [
  tool("alpha", "send_sms", "Send an SMS to notify a customer by text, with delivery receipts."),
  tool("beta", "sms_create", "Create an SMS that will notify the customer by text, as Alpha does."),
  tool("gamma", "sms_send", "Sends an SMS."),
  tool("gamma", "list_numbers", "List the phone numbers of the account."),
  tool("delta", "create_note", "Create a note to notify yourself later."),
];
const kinConfig = { source: 0, servers: 2, share: 0.2, perKey: 8, sentence: 0 };

Deno.test("kin words: what two servers say about an object reaches the third server's tool", () => {
  const kin = kinWords(sms, kinConfig);
  const gamma = kin.get("gamma__sms_send")!.split(" ");
  assert.ok(gamma.includes("notify") && gamma.includes("text") && gamma.includes("customer"));
  // A brand word travels nowhere (two servers say "Alpha"), and no tool gains a word it holds.
  assert.ok(!gamma.includes("alpha"));
  assert.ok(!(kin.get("alpha__send_sms") ?? "").split(" ").includes("notify"));
});

Deno.test("kin near-misses: one server's words, two servers, other objects and source 1 add nothing", () => {
  const kin = kinWords(sms, kinConfig);
  // "delivery" is Alpha's alone; "note" and "numbers" are objects no other server names.
  assert.ok(!kin.get("gamma__sms_send")!.split(" ").includes("delivery"));
  assert.equal(kin.get("gamma__list_numbers"), undefined);
  assert.equal(kin.get("delta__create_note"), undefined);
  // Two servers naming an object are not enough to learn from.
  assert.equal(kinWords(sms.filter((t) => t.serverSlug !== "beta"), kinConfig).size, 0);
  // From purpose clauses only: these descriptions state none.
  assert.equal(kinWords(sms, { ...kinConfig, source: 1 }).size, 0);
  assert.equal(kinWords([], kinConfig).size, 0);
});

Deno.test("off by default: every field byte-identical, purpose and kin empty", () => {
  assert.equal(DEFAULT_CONFIG.boosts.purpose, 0);
  assert.equal(DEFAULT_CONFIG.boosts.kin, 0);
  const config = searchConfig();
  const context = docContext(sms, config);
  assert.equal(context.kin.size, 0);
  for (const t of sms) {
    const withContext = toDoc(t, toEntry(t)!, config, context);
    assert.deepEqual(withContext, toDoc(t, toEntry(t)!, config));
    assert.equal(withContext.description, t.description);
    assert.equal(withContext.purpose, "");
    assert.equal(withContext.kin, "");
  }
});

Deno.test("kin on: 'tell the customer' reaches the server that only says SMS", () => {
  const rank = (config: Parameters<typeof buildSearchIndex>[1]) =>
    buildSearchIndex(sms.filter((t) => t.serverSlug !== "alpha"), config)
      .search("tell the customer", { server: "gamma" }).map((h) => h.qualifiedName);
  const on = {
    boosts: { ...DEFAULT_CONFIG.boosts, kin: 0.3 },
    purpose: { ...kinConfig, servers: 1 },
  };
  assert.deepEqual(rank(on).slice(0, 1), ["gamma__sms_send"]);
  // Off, no word of the request is Gamma's: its SMS tool is not a candidate. The translation
  // table is off too: since round 23 it learns "tell → send" from held-out 22, which reaches
  // `sms_send` without kin; this control judges kin alone.
  const off = rank({ translate: 0 });
  assert.ok(!off.includes("gamma__sms_send"), off.join(","));
});

Deno.test("purpose sentence: a fifth-sentence purpose clause becomes a best-sentence row", () => {
  const v = wordVectors()!;
  const filler = "Supports pagination. Accepts a cursor. Returns JSON. Sorted by date.";
  const text = `${filler} Useful when a web page loads slowly for visitors.`;
  const clause = purposeText(text);
  assert.equal(clause, "a web page loads slowly for visitors");
  const index = new SentenceIndex(v, [["get report", text, clause], ["get report", text, ""]]);
  const q = index.embed("why is my web page slow to load")!;
  // Past the first four sentences, the clause counts only as its own row.
  assert.ok(index.best(q, 0) > index.best(q, 1) + 0.1, `${index.best(q, 0)} ${index.best(q, 1)}`);
});

Deno.test("purpose vectors off by default: the vector text gains nothing", () => {
  assert.equal(DEFAULT_CONFIG.purpose.sentence, 0);
  assert.equal(DEFAULT_CONFIG.denseFields.purpose, 0);
  const t = tool("acme", "page_report", "Page report. Use this when a page loads slowly.");
  const doc = toDoc(t, toEntry(t)!, searchConfig());
  assert.deepEqual(denseFields(doc, searchConfig()).at(-1), ["", 0]);
  const on = searchConfig({ denseFields: { ...DEFAULT_CONFIG.denseFields, purpose: 0.5 } });
  assert.deepEqual(denseFields(doc, on).at(-1), ["a page loads slowly", 0.5]);
});

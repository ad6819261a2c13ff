/**
 * Round 51's narrowed G (src/catalog/search_unnamed.ts, docs/rounds/srch51.md): when no server is
 * named, a term many servers hold weighs less; form 1 leaves API verbs their weight, form 2 damps
 * only queries that hold no API verb. A named server or β 0 leaves every boost as it was.
 */
import assert from "node:assert/strict";
import { ServerText } from "../../src/catalog/search_server_text.ts";
import { spreadSpecs } from "../../src/catalog/search_unnamed.ts";
import type { TermSpec } from "../../src/catalog/search_postings.ts";

// Four servers of one tool each: "list" and "page" in all four, "wiki" in one.
const fields = [["list", "page", "wiki"], ["list", "page"], ["list", "page"], ["list", "page"]]
  .map((name) => [name, [], [], [], [], []]);
const text = new ServerText(Int32Array.from([0, 1, 2, 3]), 4, fields);
const spec = (term: string): TermSpec => ({ term, boost: 1, concept: 0, prefix: false, fuzzy: 0 });
const boosts = (specs: TermSpec[]) => Object.fromEntries(specs.map((s) => [s.term, s.boost]));

Deno.test("round 51: G damps a word every server holds and keeps a one-server word", () => {
  const out = boosts(spreadSpecs(["page", "wiki"].map(spec), ["page", "wiki"], new Set(), text, {
    spread: 0.5,
    spreadForm: 0,
  }));
  assert.equal(out.wiki, 1);
  assert.ok(out.page < 1 && out.page > 0, String(out.page));
});

Deno.test("round 51: form 1 keeps an API verb's weight, form 2 skips a query with a verb", () => {
  const terms = ["list", "page", "wiki"];
  const verbs = boosts(spreadSpecs(terms.map(spec), terms, new Set(), text, {
    spread: 0.5,
    spreadForm: 1,
  }));
  assert.equal(verbs.list, 1);
  assert.ok(verbs.page < 1, String(verbs.page));
  const withVerb = spreadSpecs(terms.map(spec), terms, new Set(), text, {
    spread: 0.5,
    spreadForm: 2,
  });
  assert.deepEqual(boosts(withVerb), { list: 1, page: 1, wiki: 1 });
  const verbless = boosts(
    spreadSpecs(["page", "wiki"].map(spec), ["page", "wiki"], new Set(), text, {
      spread: 0.5,
      spreadForm: 2,
    }),
  );
  assert.ok(verbless.page < 1, String(verbless.page));
});

Deno.test("round 51: a named server or β 0 leaves every boost as it was", () => {
  const terms = ["list", "page"];
  for (const [named, spread] of [[new Set([1]), 0.5], [new Set<number>(), 0]] as const) {
    const out = spreadSpecs(terms.map(spec), terms, named, text, { spread, spreadForm: 0 });
    assert.deepEqual(boosts(out), { list: 1, page: 1 });
  }
});

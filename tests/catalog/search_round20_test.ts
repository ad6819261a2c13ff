/**
 * Round 20 of tool search: the maker lexicon (search_maker_lexicon.ts). A maker plus a kind of
 * product reaches the product's name; a maker alone, or beside a word that is not a kind of
 * product, expands to nothing, so "google search" or "microsoft account" keep their own words.
 */
import assert from "node:assert/strict";
import { matchNouns, nounLexicon } from "../../src/catalog/search_nouns.ts";
import { words } from "../../src/catalog/search_verbs.ts";

const apiOf = (text: string) => matchNouns(words(text), nounLexicon()).flatMap((m) => m.api);

Deno.test("round 20 makers: maker + kind of product reaches the product", () => {
  assert.ok(apiOf("ask Google's model to review this diff").includes("gemini"));
  assert.ok(apiOf("hand the refactor to Anthropic's CLI agent").includes("claud"));
  assert.ok(apiOf("put the spec on the Atlassian wiki").includes("confluenc"));
  assert.ok(apiOf("deploy it to the amazon cloud").includes("aws"));
  assert.ok(apiOf("open the project in Apple's IDE").includes("xcod"));
});

Deno.test("round 20 makers: a maker alone or beside another word expands to nothing", () => {
  for (
    const text of [
      "google the error message",
      "search google for espresso grinders",
      "the microsoft account page",
      "what is meta's stock price",
      "the model from the last run",
      "amazon order status",
      "apple music playlist",
    ]
  ) {
    assert.deepEqual(apiOf(text), [], text);
  }
});

/**
 * Round 18 of tool search: the translation table's optional server floor for a query word no
 * tool holds (`unseenServers`, off: leave-one-set-out over the nineteen sets did not support it,
 * docs/search.md, "Round 18"). These tests pin that it lowers the floor for such words only, and
 * that it is off in the shipped options.
 */
import assert from "node:assert/strict";
import {
  learnTranslations,
  TRANSLATION_OPTIONS,
  type TranslationExample,
} from "../../src/catalog/search_translate.ts";

const example = (query: string, server: string, terms: string): TranslationExample => ({
  query: query.split(" "),
  tools: [{ terms: terms.split(" "), all: terms.split(" "), server, serverTerms: [server] }],
});
// "ticket" is no tool's word; "issu" is one (the catalogue's df below).
const df = (t: string) => t === "ticket" ? 0 : 1;
const twoServers = [
  example("move ticket", "ohno", "task"),
  example("close ticket", "linear", "task"),
  example("move issu", "ohno", "task"),
  example("close issu", "linear", "task"),
];
const UNSEEN = { ...TRANSLATION_OPTIONS, minLift: 2, unseenServers: 2 };

Deno.test("the unseen-word floor: a word no tool holds enters from two servers", () => {
  const table = learnTranslations(twoServers, df, 100, UNSEEN);
  assert.deepEqual(table.get("ticket"), [{ term: "task", confidence: 1 }]);
});

Deno.test("unseen-word near-misses: a word some tool holds keeps the server floor of four", () => {
  const table = learnTranslations(twoServers, df, 100, UNSEEN);
  assert.equal(table.get("issu"), undefined);
  // One server is below the lowered floor too.
  const oneServer = twoServers.map((e) => ({ ...e, tools: [{ ...e.tools[0], server: "ohno" }] }));
  assert.equal(learnTranslations(oneServer, df, 100, UNSEEN).get("ticket"), undefined);
  // Without the option the word needs four servers, like every other.
  const off = learnTranslations(twoServers, df, 100, { ...UNSEEN, unseenServers: 0 });
  assert.equal(off.size, 0);
});

Deno.test("the unseen-word floor is off in the shipped options", () => {
  assert.equal(TRANSLATION_OPTIONS.unseenServers ?? 0, 0);
});

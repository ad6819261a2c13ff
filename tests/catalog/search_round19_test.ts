/**
 * Round 19 of tool search: the everyday names of software objects added to the fitted noun
 * lexicon (search_noun_lexicon.ts): each reaches its API object, and benign look-alikes (an
 * opening hour, a flow of data, a simulator by name, a test of a device) expand to nothing new.
 */
import assert from "node:assert/strict";
import { matchNouns, nounLexicon } from "../../src/catalog/search_nouns.ts";
import { words } from "../../src/catalog/search_verbs.ts";

const apiOf = (text: string) => matchNouns(words(text), nounLexicon()).flatMap((m) => m.api);
/** API words are stored stemmed or not; a prefix names either. */
const reaches = (text: string, prefix: string) => apiOf(text).some((w) => w.startsWith(prefix));

Deno.test("round 19 nouns: the everyday name reaches the API object", () => {
  assert.ok(reaches("which employers are hiring", "employer"));
  assert.ok(reaches("pause the nightly automations", "workflow"));
  assert.ok(reaches("delete the saved login for the old db", "credential"));
  assert.ok(reaches("boot the android emulator", "simulator"));
  assert.ok(reaches("what OS is the test device on", "devic"));
  assert.ok(reaches("list what is in this db file", "tabl"));
  assert.ok(reaches("open the api reference for charges", "doc"));
});

Deno.test("round 19 nouns: benign look-alikes expand to nothing", () => {
  for (
    const text of [
      "what are the opening hours of the shop",
      "show the data flow between services",
      "start the ios simulator",
      "run the device test suite",
      "open the file in the database",
      "the referee page of the match",
      "the job is done",
    ]
  ) {
    assert.deepEqual(apiOf(text), [], text);
  }
});

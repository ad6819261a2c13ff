/** Round 63's candidate St (search_stative.ts): a verb-lexicon phrase after "be" is a state. */
import assert from "node:assert/strict";
import { readAsState } from "../../src/catalog/search_stative.ts";
import { matchVerbs, words } from "../../src/catalog/search_verbs.ts";
import { querySpecs } from "../../src/catalog/search_expand.ts";
import { searchConfig } from "../../src/catalog/search_config.ts";
import { queryTerms } from "../../src/catalog/search_text.ts";

/** Whether the request's first verb-lexicon match starting at `word` is read as a state. */
function stateAt(request: string, word: string): boolean {
  const ws = words(request);
  const m = matchVerbs(ws).find((x) => ws[x.at[0]] === word);
  assert.ok(m !== undefined, `${word} matches the lexicon in "${request}"`);
  return readAsState(ws, m);
}

Deno.test("after a form of be, directly or over one adverb, a lexicon phrase is a state", () => {
  assert.ok(stateAt("which alert channels are set up in my project", "set"));
  assert.ok(stateAt("the relay was shut down last night", "shut"));
  assert.ok(stateAt("which blocklists are all switched on", "switched"));
  assert.ok(stateAt("the backup is still turned off", "turned"));
});

Deno.test("a command, the progressive and another verb's participle stay commands", () => {
  assert.ok(!stateAt("set up a webhook for new orders", "set"));
  assert.ok(!stateAt("is my box keeping an eye on forty pages", "keeping"));
  assert.ok(!stateAt("what has CrowdSec been blocking today", "blocking"));
  assert.ok(!stateAt("they want to be forgotten, erase them", "erase"));
  assert.ok(!stateAt("it's turned off", "turned"), "a contraction is not read");
  assert.ok(!stateAt("is the backup turned off", "turned"), "an inverted question is not read");
});

Deno.test("stative scales the state phrase's API words; 1 leaves them as they were", () => {
  const request = "which alert channels are set up in my project";
  const terms = queryTerms(request, 32);
  const apiOf = (stative: number) =>
    querySpecs(request, terms, searchConfig({ stative, wordnet: false }), new Map())
      .filter((s) => s.term === "creat");
  assert.equal(apiOf(1)[0]?.boost, searchConfig().verbs);
  assert.equal(apiOf(0.5)[0]?.boost, searchConfig().verbs * 0.5);
  assert.deepEqual(apiOf(0), [], "at 0 the phrase adds no API word");
  const command = "set up an alert channel in my project";
  const cmd = querySpecs(command, queryTerms(command, 32), searchConfig({ stative: 0 }), new Map());
  assert.ok(cmd.some((s) => s.term === "creat"), "a command keeps its API words");
});

/**
 * Round 7 of tool search: the everyday-noun lexicon (search_nouns.ts), its gate on words the
 * catalogue already uses, intent from any opening verb by default, and the cross-validation
 * grid's round-7 axes. No corpus is loaded.
 */
import assert from "node:assert/strict";
import { buildSearchIndex } from "../../src/catalog/search.ts";
import { DEFAULT_CONFIG, searchConfig } from "../../src/catalog/search_config.ts";
import { querySpecs } from "../../src/catalog/search_expand.ts";
import { MAKER_LEXICON } from "../../src/catalog/search_maker_lexicon.ts";
import { NOUN_LEXICON, NOUN_LEXICON_FITTED } from "../../src/catalog/search_noun_lexicon.ts";
import { matchNouns, nounLexicon } from "../../src/catalog/search_nouns.ts";
import { queryTerms } from "../../src/catalog/search_text.ts";
import { parseLexicon, words } from "../../src/catalog/search_verbs.ts";
import { AXES } from "../../scripts/search_cv_grid.ts";
import { searchTool as tool } from "./_search_tool.ts";

/** Round 9's situation lexicon off: it also reaches "campaign" from "newsletter". */
const situations = { ...searchConfig().situations, weight: 0 };
const LEX = parseLexicon(["bill = invoice bill", "call stack, backtrace = stack trace"]);
const apiOf = (text: string) => matchNouns(words(text), LEX).flatMap((m) => m.api);

Deno.test("noun lexicon: a phrase's words must be adjacent; only the everyday side expands", () => {
  assert.deepEqual(apiOf("show the call stack"), ["stack", "trac"]);
  assert.deepEqual(apiOf("call the stack service"), []);
  // Plurals meet their entry; the API word itself pulls in nothing.
  assert.deepEqual(apiOf("unpaid bills"), ["invoic", "bill"]);
  assert.deepEqual(apiOf("list invoices"), []);
  assert.deepEqual(matchNouns(words("where is my call stack"), LEX).map((m) => m.at), [[3, 4]]);
});

Deno.test("noun lexicon: every shipped line parses; the fitted lines are apart and optional", () => {
  const phrasesOf = (lines: readonly string[]) =>
    lines.reduce((n, l) => n + l.split("=")[0].split(",").length, 0);
  const all = [...nounLexicon(true).values()].flat();
  const general = [...nounLexicon(false).values()].flat();
  // Since round 20 the maker lexicon (search_maker_lexicon.ts) is part of the general side.
  assert.equal(all.length, phrasesOf([...NOUN_LEXICON, ...MAKER_LEXICON, ...NOUN_LEXICON_FITTED]));
  assert.equal(general.length, phrasesOf([...NOUN_LEXICON, ...MAKER_LEXICON]));
  for (const p of all) assert.ok(p.words.length > 0 && p.api.length > 0);
  // A fitted line's phrases are in the full lexicon only.
  const fittedFirst = parseLexicon(NOUN_LEXICON_FITTED);
  assert.ok(fittedFirst.size > 0);
  for (const [first, phrases] of fittedFirst) {
    for (const p of phrases) {
      assert.ok(!nounLexicon(false).get(first)?.some((q) => q.words.join() === p.words.join()));
    }
  }
  assert.ok(nounLexicon(false).get("newsletter")?.some((p) => p.api.includes("campaign")));
});

Deno.test("noun weight and gate: a one-word name the catalogue uses widely is not expanded", () => {
  const text = "email the newsletter";
  const terms = queryTerms(text, 24);
  const held = new Map([["newsletter", 400], ["email", 900]]);
  const stats = { count: (t: string) => held.get(t) ?? 0, size: 1000 };
  const gate = { common: 0, rarer: 0 };
  const specs = (nouns: number, nounCommon: number) =>
    querySpecs(
      text,
      terms,
      // The round-4b gate is off, so only the noun gate can drop an expansion.
      searchConfig({
        wordnet: false,
        synonyms: false,
        verbs: 0,
        nouns,
        nounCommon,
        gate,
        situations,
      }),
      new Map(),
      stats,
    );
  const campaign = specs(0.7, 0).find((s) => s.term === "campaign");
  assert.equal(campaign?.boost, 0.7);
  assert.equal(campaign?.concept, terms.indexOf("newsletter"));
  // Held by 40% of the tools: above a 10% gate, an API word; below a 50% gate, expanded.
  assert.equal(specs(0.7, 0.1).find((s) => s.term === "campaign"), undefined);
  assert.ok(specs(0.7, 0.5).some((s) => s.term === "campaign"));
  assert.deepEqual(specs(0, 0).map((s) => s.term), terms);
});

const MAIL = [
  tool("mail", "create_campaign", "Create an email campaign for an audience."),
  tool("mail", "send_message", "Send one transactional message to an address."),
  tool("mail", "list_templates", "List the saved templates."),
  tool("mail", "get_report", "Get the opens and clicks report of a send."),
];

Deno.test("noun lexicon in the ranking: an everyday name reaches the API-named object", () => {
  const top = (nouns: number) =>
    buildSearchIndex(MAIL, {
      dense: 0,
      wordnet: false,
      synonyms: false,
      nouns,
      situations,
      translate: 0,
    }).search("draft a newsletter", { limit: 5 })[0]?.qualifiedName;
  assert.equal(top(1), "mail__create_campaign");
  // Without the lexicon (and the translation table, which since round 18 has learned
  // newsletter → campaign from the labelled sets) no word of the request is in the catalogue.
  assert.notEqual(top(0), "mail__create_campaign");
});

Deno.test("cross-validation grid: the noun lexicon and its gate are axes (round 8 fixes them at what every fold chose)", () => {
  const axis = (name: string) => AXES.find((a) => a.name === name);
  assert.deepEqual(axis("nouns")?.values, [0.5]);
  assert.deepEqual(axis("nounGate")?.values, [0]);
  assert.deepEqual(axis("nouns")?.set(0.5), { nouns: 0.5 });
  assert.deepEqual(axis("nounGate")?.set(0.01), { nounCommon: 0.01 });
});

const ALERTS = [
  tool("mon", "get_disk_alert", "Get the disk alert: the disk alert's threshold and its state."),
  tool("mon", "configure_disk_alert", "Configure a disk alert."),
];

Deno.test("intent verbs on by default: an imperative that is no read verb asks for a write tool", () => {
  // Round 8's 3 keeps round 7's 2 and reads a noun-first opening word as a noun phrase.
  assert.ok(DEFAULT_CONFIG.intentVerbs >= 2);
  const top = (intentVerbs: number) =>
    buildSearchIndex(ALERTS, { dense: 0, wordnet: false, intentVerbs })
      .search("tweak the disk alert", { limit: 2 })[0]?.qualifiedName;
  assert.equal(top(DEFAULT_CONFIG.intentVerbs), "mon__configure_disk_alert");
  assert.equal(top(2), "mon__configure_disk_alert");
  // Without it "tweak" gives no intent, and the read tool's wording ranks it first.
  assert.equal(top(0), "mon__get_disk_alert");
});

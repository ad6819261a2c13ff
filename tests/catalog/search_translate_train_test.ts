/**
 * The training-only queries (issue 14) in the translation table: a query's weight in
 * P(tool word | query word), and which training queries one leave-one-set-out fold may learn
 * (scripts/search_translate_train.ts) so no fold learns its own batch's tools.
 */
import assert from "node:assert/strict";
import {
  learnTranslations,
  TRANSLATION_OPTIONS,
  type TranslationExample,
} from "../../src/catalog/search_translate.ts";
import type { KindQuery } from "../../scripts/search_eval.ts";
import { foldTraining, ownBatch } from "../../scripts/search_translate_train.ts";

const example = (query: string, server: string, terms: string, weight?: number) => ({
  query: query.split(" "),
  tools: [{ terms: terms.split(" "), all: terms.split(" "), server, serverTerms: [server] }],
  weight,
} as TranslationExample);
const LOOSE = { ...TRANSLATION_OPTIONS, minServers: 2, minQueries: 2, minLift: 2 };
const learn = (examples: TranslationExample[]) => learnTranslations(examples, () => 1, 100, LOOSE);

Deno.test("a query's weight scales its share of P(tool word | query word)", () => {
  const pairs = [example("owe money", "xero", "invoic"), example("owe rent", "stripe", "invoic")];
  const other = example("owe tax", "quickbooks", "balanc");
  // Unweighted: invoic in 2 of 3 queries.
  assert.deepEqual(learn([...pairs, other]).get("owe")?.[0], { term: "invoic", confidence: 0.667 });
  // The third query counted twice: invoic in 2 of 4.
  const heavy = learn([...pairs, { ...other, weight: 2 }]).get("owe");
  assert.deepEqual(heavy?.[0], { term: "invoic", confidence: 0.5 });
  // An explicit weight of 1 is the default.
  assert.deepEqual(
    learn([...pairs, { ...other, weight: 1 }]),
    learn([...pairs, other]),
  );
});

Deno.test("weights do not lower the floors: a half-weight query still counts once", () => {
  const half = [
    example("owe money", "xero", "invoic", 0.5),
    example("owe rent", "stripe", "invoic", 0.5),
  ];
  assert.deepEqual(learn(half).get("owe"), [{ term: "invoic", confidence: 1 }]);
  // One query, however heavy, stays under the two-query floor.
  assert.equal(learn([example("owe money", "xero", "invoic", 5)]).get("owe"), undefined);
});

const q = (kind: KindQuery["kind"], ...relevant: string[]): KindQuery => ({
  kind,
  query: relevant.join(" "),
  relevant,
});
const BATCHES = new Map([["xero", 1], ["stripe", 2], ["wise", 2], ["plaid", 3]]);

Deno.test("a fold's batch is the one holding most of its labels", () => {
  assert.equal(
    ownBatch([q("easy", "stripe__pay"), q("hard", "wise__send", "xero__a")], BATCHES),
    2,
  );
});

Deno.test("a fold drops training queries labelled with its own batch's tools", () => {
  const heldOut = [q("hard", "stripe__pay"), q("hard", "xero__invoice")]; // batches 2 and 1: a tie
  const held2 = [q("hard", "stripe__pay"), q("easy", "wise__send"), q("hard", "xero__invoice")];
  const training = [
    q("hard", "wise__quote"), // batch 2: dropped
    q("hard", "xero__invoice", "plaid__balance"), // shares a label: kept unless strict
    q("paraphrase", "plaid__balance"),
    q("hard", "xero__bill", "stripe__refund"), // one label of batch 2 is enough
  ];
  const batch = foldTraining(training, held2, BATCHES, { weight: 1 });
  assert.deepEqual(batch, [training[1], training[2]]);
  assert.deepEqual(foldTraining(training, held2, BATCHES, { weight: 1, leak: "strict" }), [
    training[2],
  ]);
  assert.deepEqual(
    foldTraining(training, held2, BATCHES, { weight: 1, kinds: ["hard"] }),
    [training[1]],
  );
  assert.deepEqual(foldTraining(training, held2, BATCHES, { weight: 1, leak: "none" }), training);
  // A tie between batches picks the earlier one: batch 1, so xero's training queries go.
  assert.deepEqual(foldTraining(training, heldOut, BATCHES, { weight: 1 }), [
    training[0],
    training[2],
  ]);
});

Deno.test("firstLabel keeps each kept query's first label; the leak check reads them all", () => {
  const held = [q("hard", "plaid__balance")]; // batch 3
  const training = [q("hard", "xero__bill", "stripe__refund"), q("easy", "wise__a", "plaid__b")];
  assert.deepEqual(foldTraining(training, held, BATCHES, { weight: 1, firstLabel: true }), [
    { ...training[0], relevant: ["xero__bill"] },
  ]);
});

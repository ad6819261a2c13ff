/**
 * The training-only queries (issue 14) as one leave-one-set-out fold may learn them
 * (search_translate_cv.ts): a training query labelled with a tool of the held-out set's own batch
 * would teach that set's tools directly, so it is dropped from that fold's table.
 */
import type { TranslationExample } from "../src/catalog/search_translate.ts";
import type { KindQuery } from "./search_eval.ts";
import { type Catalogue, examplesOf } from "./search_translate_data.ts";

export interface TrainOptions {
  /** Each training query's weight in P(tool word | query word). */
  weight: number;
  /** Only these kinds (all when absent). */
  kinds?: KindQuery["kind"][];
  /**
   * "batch": drop queries with a label on a server of the held-out set's batch; "strict": also
   * those sharing any label with the held-out set; "none": keep all (the leak, for comparison).
   */
  leak?: "batch" | "strict" | "none";
  /**
   * Learn from each query's first label only (the package it was written for): an author labels
   * every server that does the job, so one query would meet the server floor alone.
   */
  firstLabel?: boolean;
}

/** Each server's batch (1 = corpus.json), batches 1 to `n`. */
export async function serverBatches(n: number): Promise<Map<string, number>> {
  const dir = new URL("../tests/fixtures/search/", import.meta.url);
  const out = new Map<string, number>();
  for (let b = 1; b <= n; b++) {
    const file = new URL(b === 1 ? "corpus.json" : `corpus${b}.json`, dir);
    const servers = JSON.parse(await Deno.readTextFile(file)) as { slug: string }[];
    for (const s of servers) out.set(s.slug, b);
  }
  return out;
}

const serverOf = (tool: string) => tool.split("__")[0];

/** The batch a set was written about: the one holding most of its labels. */
export function ownBatch(queries: KindQuery[], batches: Map<string, number>): number {
  const count = new Map<number, number>();
  for (const t of queries.flatMap((q) => q.relevant)) {
    const b = batches.get(serverOf(t)) ?? 0;
    count.set(b, (count.get(b) ?? 0) + 1);
  }
  return [...count].sort((a, b) => b[1] - a[1] || a[0] - b[0])[0][0];
}

/** The training queries one fold keeps, before the catalogue drops labels it lacks. */
export function foldTraining(
  training: KindQuery[],
  heldOut: KindQuery[],
  batches: Map<string, number>,
  o: TrainOptions,
): KindQuery[] {
  const batch = ownBatch(heldOut, batches);
  const labelled = new Set(heldOut.flatMap((q) => q.relevant));
  const leaks = (t: string) =>
    o.leak !== "none" &&
    (batches.get(serverOf(t)) === batch || (o.leak === "strict" && labelled.has(t)));
  const kept = training.filter((q) =>
    (o.kinds === undefined || o.kinds.includes(q.kind)) && !q.relevant.some(leaks)
  );
  return o.firstLabel ? kept.map((q) => ({ ...q, relevant: q.relevant.slice(0, 1) })) : kept;
}

/** The kept training queries as examples of one extra set (index `set`) at the chosen weight. */
export function trainingExamples(
  kept: KindQuery[],
  catalogue: Catalogue,
  set: number,
  o: TrainOptions,
): TranslationExample[] {
  return examplesOf([kept], catalogue, set, o.weight);
}

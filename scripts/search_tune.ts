/**
 * Hits in the top 5 on the tuning pool (the sixty-seven tuning sets, held-out 4 included since round
 * 4, held-out 5 since round 5, held-out 6 since round 6, held-out 7 since round 7, held-out 8
 * since round 8, held-out 9 since round 9, held-out 10 since round 10, held-out 11 since round 11,
 * held-out 12 since round 12, held-out 13 since round 13, held-out 14 since round 15, held-out 15 since round 16, held-out 16 since round 17, held-out 17 since round 18, held-out 18 since round
 * 19, held-out 19 since round 20, held-out 20 since round 21, held-out 21 since round 22 held-out 22 since round 23, held-out 23 and 24 since round 24, held-out 25 since round 26, held-out 26 since round 27, held-out 27 since round 28, held-out 28 since round 29, held-out 29 since round 30, held-out 30 since round 31, held-out 31 since round 33, held-out 32 since round 34, held-out 33 since round 35, held-out 34 and 35 since round 36, held-out 36 since round 37, held-out 37 and 38 since round 38, held-out 39 and 40 since round 41, held-out 41 and 42 since round 42, held-out 43 and 44 since round 44, held-out 45 and 46 since round 46, held-out 47 and 48 since round 48, held-out 49 and 50 since round 49, held-out 51 and 52 since round 50, held-out 53 since round 51, held-out 54 since round 52, held-out 55 since round 53, held-out 56 since round 54, held-out 57 since round 55, held-out 58 since round 56, held-out 59 since round 57, held-out 60 since round 58, held-out 61 and 62 since round 59, held-out 63 since round 61, held-out 64 since round 62, held-out 65 since round 63: over all tools of the first sixty-four batches) for search configurations given as JSON, one per argument:
 * how docs/search.md's sweeps were run. No set after held-out 65 and no batch after the sixty-fourth is loaded here.
 * Run: deno run -A scripts/search_tune.ts '{}' '{"dense":0.6}' '{"boosts":{"server":2}}'
 *      --misses FILE writes the first configuration's misses to FILE, one per line.
 *      --cv [--base '{json}'] [--grid '{"syn":[0,0.5]}'] [--dump FILE] leave-one-set-out
 *      cross-validation over the grid of query-time weights in search_cv_grid.ts, over one
 *      index built with the base configuration.
 */
import { buildSearchIndex } from "../src/catalog/search.ts";
import {
  DEFAULT_SETS,
  type KindQuery,
  LATER_SETS,
  type LaterName,
  loadBatches,
  loadQueries,
  SET_ORDER,
} from "./search_eval.ts";

import { crossValidate } from "./search_cv_grid.ts";

const at = Deno.args.indexOf("--misses");
const missFile = at >= 0 ? Deno.args[at + 1] : undefined;
const configs = Deno.args.filter((_, i) => at < 0 || (i !== at && i !== at + 1));
// Held-out 4 to 25 were each scored once and are tuning sets now; every set ranks over the
// batches up to the latest one a tuning set asks about (twenty-four since round 26).
const widest = Math.max(...DEFAULT_SETS.map((n) => LATER_SETS[n as LaterName] ?? 2));
const catalogue = await loadBatches(widest);
const sets: [string, KindQuery[]][] = [];
for (const n of SET_ORDER.filter((n) => DEFAULT_SETS.includes(n))) {
  sets.push([n, await loadQueries(n)]);
}
if (Deno.args.includes("--cv")) {
  const b = Deno.args.indexOf("--base");
  const base = b >= 0 ? Deno.args[b + 1] : "{}";
  // Associations and verb pairs are learned at build so the grid can weigh them; 0 leaves them
  // out per query.
  const built = { learned: 0.3, verbPairs: 0.3, ...JSON.parse(base) };
  const index = buildSearchIndex(catalogue.tools, built);
  console.log(crossValidate(index, sets));
  Deno.exit(0);
}
const total = sets.reduce((n, [, qs]) => n + qs.length, 0);
for (const [i, text] of (configs.length > 0 ? configs : ["{}"]).entries()) {
  const index = buildSearchIndex(catalogue.tools, JSON.parse(text));
  const kinds = { easy: 0, paraphrase: 0, hard: 0 };
  const perSet: string[] = [];
  const misses: string[] = [];
  let hits = 0, rr = 0;
  for (const [name, queries] of sets) {
    let h = 0;
    for (const q of queries) {
      const ranked = index.search(q.query, { limit: 10 }).map((hit) => hit.qualifiedName);
      const rank = ranked.findIndex((n) => q.relevant.includes(n));
      if (rank >= 0) rr += 1 / (rank + 1);
      if (rank >= 0 && rank < 5) {
        h++;
        kinds[q.kind]++;
      } else misses.push([name, q.kind, q.query, ranked.slice(0, 3).join(",")].join("\t"));
    }
    perSet.push(`${name}=${h}`);
    hits += h;
  }
  const byKind = `${kinds.easy}/${kinds.paraphrase}/${kinds.hard}`;
  console.log(
    `${hits}/${total} [easy/paraphrase/hard ${byKind}] MRR ${(rr / total).toFixed(3)} ` +
      `${perSet.join(" ")} ${text}`,
  );
  if (i === 0 && missFile) await Deno.writeTextFile(missFile, misses.join("\n") + "\n");
}

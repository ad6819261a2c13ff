/**
 * Round 33's pre-registered judgement (docs/search.md, round 33) of short and compound forms of
 * server names (SearchConfig.servers.short, src/catalog/search_short_names.ts) over the tuning
 * pool (loadTuningPool: the default sets, never a held-out set that was not scored): the switch is
 * chosen inside each fold on the other sets (search_cv.ts leaveOneSetOut), and the rule line says
 * ADOPT only if more than half the sets gain, none loses more than one query and the total beats
 * "as is" by more than 5. The same figures are printed for the sets that did not guide the fix.
 * Run: deno run -A scripts/search_shortname_cv.ts [--grid 0,1] [--changes FILE]
 */
import { buildSearchIndex } from "../src/catalog/search.ts";
import { leaveOneSetOut, type Scored } from "./search_cv.ts";
import { type KindQuery, loadTuningPool } from "./search_eval.ts";

const arg = (name: string, fallback: string) => {
  const at = Deno.args.indexOf(`--${name}`);
  return at >= 0 ? Deno.args[at + 1] : fallback;
};
/** The sets whose misses guided the fix (round 33's classification). */
const GUIDES = new Set(["heldout29", "heldout30", "heldout31"]);
const grid = arg("grid", "0,1").split(",").map(Number);
const changesFile = arg("changes", "");
const { tools, names, sets } = await loadTuningPool();
const index = buildSearchIndex(tools);

type Kinds = Record<KindQuery["kind"], number>;
type Row = Scored & { kinds: Kinds; ranked: string[][][] };

function rowOf(value: number): Row {
  index.retune({ servers: { short: value } });
  const row: Row = {
    values: [value],
    hits: [],
    rr: [],
    kinds: { easy: 0, paraphrase: 0, hard: 0 },
    ranked: [],
  };
  for (const qs of sets) {
    let hits = 0, rr = 0;
    const ranked = qs.map((q) => index.search(q.query, { limit: 10 }).map((h) => h.qualifiedName));
    qs.forEach((q, i) => {
      const rank = ranked[i].findIndex((n) => q.relevant.includes(n));
      if (rank >= 0) rr += 1 / (rank + 1);
      if (rank >= 0 && rank < 5) (hits++, row.kinds[q.kind]++);
    });
    row.hits.push(hits), row.rr.push(rr), row.ranked.push(ranked);
  }
  return row;
}

const total = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
const rows = grid.map(rowOf);
index.retune({ servers: { short: 0 } });
const queries = sets.flat().length;
for (const r of rows) {
  const k = r.kinds;
  console.log(
    `short ${r.values[0]}: ${total(r.hits)} [${k.easy}/${k.paraphrase}/${k.hard}] MRR ` +
      `${(total(r.rr) / queries).toFixed(3)} ${names.map((n, i) => `${n}=${r.hits[i]}`).join(" ")}`,
  );
}
const asIs = rows.find((r) => r.values[0] === 0)!;
const folds = leaveOneSetOut(rows, sets.length);
const change = folds.map((f) => f.heldOut - asIs.hits[f.set]);

/** The rule over the sets `on` accepts (all of them decide; the others are reported). */
function verdict(label: string, on: (set: number) => boolean) {
  const idx = sets.map((_, i) => i).filter(on);
  const cv = total(idx.map((i) => folds[i].heldOut)), base = total(idx.map((i) => asIs.hits[i]));
  const gain = idx.filter((i) => change[i] > 0).length;
  const lose = idx.filter((i) => change[i] < 0).length;
  const worst = Math.min(0, ...idx.map((i) => change[i]));
  const adopt = gain > idx.length / 2 && worst >= -1 && cv - base > 5;
  console.log(
    `${label}: cross-validated ${cv} vs as is ${base} (${cv - base >= 0 ? "+" : ""}${
      cv - base
    }); ` +
      `${gain} of ${idx.length} sets gain, ${lose} lose, worst ${worst} -> rule: ${
        adopt ? "ADOPT" : "reject"
      }`,
  );
}
verdict("all sets (decides)", () => true);
verdict("sets that did not guide it (reported)", (i) => !GUIDES.has(names[i]));
console.log(
  folds.map((f) => `${names[f.set]}=${f.heldOut}(${f.chosen.values[0]}, ${change[f.set]})`)
    .join(" "),
);

// Queries whose top 10 differs between the first two settings, per set, and the hits that move.
if (rows.length >= 2) {
  const [a, b] = rows;
  const lines: string[] = [];
  const moved = sets.map((qs, s) =>
    qs.filter((q, i) => {
      const differs = a.ranked[s][i].join() !== b.ranked[s][i].join();
      if (!differs) return false;
      const at = (r: Row) => r.ranked[s][i].findIndex((n) => q.relevant.includes(n)) + 1;
      lines.push(`${names[s]}\t${q.kind}\t${at(a)}\t${at(b)}\t${q.query}\t${b.ranked[s][i][0]}`);
      return true;
    }).length
  );
  console.log(`top 10 changed: ${names.map((n, s) => `${n}=${moved[s]}`).join(" ")}`);
  if (changesFile) await Deno.writeTextFile(changesFile, lines.join("\n") + "\n");
}

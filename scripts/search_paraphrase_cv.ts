/**
 * Round 29's pre-registered judgement of two paraphrase fixes (scripts/search_paraphrase_fixes.ts;
 * docs/search.md, round 29) over the tuning pool (loadTuningPool: the default sets, never a held-out
 * set that was not scored): each fix's one weight is chosen inside each fold on the other sets
 * (search_cv.ts leaveOneSetOut), and the rule line says ADOPT only if more than half the sets
 * gain, none loses more than one query and the total beats "as is" by more than 5.
 * Run: deno run -A scripts/search_paraphrase_cv.ts [--fix hyponyms|required|both]
 *      [--hyponym-grid 0,0.1,0.2,0.35,0.5] [--required-grid 0,0.05,0.1,0.2,0.35]
 */
import { buildSearchIndex, type SearchHit } from "../src/catalog/search.ts";
import { shippedTranslations } from "../src/catalog/search_translate.ts";
import { leaveOneSetOut, type Scored } from "./search_cv.ts";
import { type KindQuery, loadTuningPool } from "./search_eval.ts";
import { learnHyponyms, requiredMention, withHyponyms } from "./search_paraphrase_fixes.ts";

const arg = (name: string, fallback: string) => {
  const at = Deno.args.indexOf(`--${name}`);
  return at >= 0 ? Deno.args[at + 1] : fallback;
};
const numbers = (s: string) => s.split(",").map(Number);
const fix = arg("fix", "both");
const { tools, names, sets } = await loadTuningPool();
const index = buildSearchIndex(tools);
const table = shippedTranslations();
const TRANSLATE_WEIGHT = 0.8; // search_config.ts `translate`: a table entry's boost is 0.8 × P

type Kinds = Record<KindQuery["kind"], number>;
type Row = Scored & { kinds: Kinds };

/** Hits@5 and reciprocal rank (top 10) of ranked name lists, per set. */
function rowOf(value: number, ranked: string[][][]): Row {
  const row: Row = {
    values: [value],
    hits: [],
    rr: [],
    kinds: { easy: 0, paraphrase: 0, hard: 0 },
  };
  sets.forEach((qs, s) => {
    let hits = 0, rr = 0;
    qs.forEach((q, i) => {
      const rank = ranked[s][i].slice(0, 10).findIndex((n) => q.relevant.includes(n));
      if (rank >= 0) rr += 1 / (rank + 1);
      if (rank >= 0 && rank < 5) (hits++, row.kinds[q.kind]++);
    });
    row.hits.push(hits), row.rr.push(rr);
  });
  return row;
}

const pass = (limit: number) => sets.map((qs) => qs.map((q) => index.search(q.query, { limit })));
const namesOf = (hits: SearchHit[][][]) =>
  hits.map((qs) => qs.map((h) => h.map((x) => x.qualifiedName)));

function hyponymRows(grid: number[]): Row[] {
  const hyponyms = learnHyponyms(tools.map((t) => t.description ?? ""));
  console.log(`# hyponyms: ${hyponyms.size} narrower words`);
  const rows = grid.map((w) => {
    index.useTranslations(withHyponyms(table, hyponyms, w, TRANSLATE_WEIGHT));
    return rowOf(w, namesOf(pass(10)));
  });
  index.useTranslations(table);
  return rows;
}

function requiredRows(grid: number[]): Row[] {
  const required = new Map(tools.map((t) => {
    const r = (t.inputSchema as { required?: unknown } | undefined)?.required;
    return [t.qualifiedName, Array.isArray(r) ? r.filter((p) => typeof p === "string") : []];
  }));
  const hits = pass(20);
  return grid.map((beta) =>
    rowOf(
      beta,
      hits.map((qs, s) =>
        qs.map((h, i) => {
          const q = sets[s][i].query;
          const scored = h.map((x, at) => ({
            name: x.qualifiedName,
            at,
            score: x.score * (1 + beta * requiredMention(q, required.get(x.qualifiedName) ?? [])),
          }));
          return scored.sort((a, b) => b.score - a.score || a.at - b.at).map((x) => x.name);
        })
      ),
    )
  );
}

const total = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
function judge(label: string, rows: Row[]) {
  const queries = sets.flat().length;
  for (const r of rows) {
    const k = r.kinds;
    console.log(
      `${label} ${r.values[0]}: ${total(r.hits)} [${k.easy}/${k.paraphrase}/${k.hard}] MRR ` +
        `${(total(r.rr) / queries).toFixed(3)} ${
          names.map((n, i) => `${n}=${r.hits[i]}`).join(" ")
        }`,
    );
  }
  const asIs = rows.find((r) => r.values[0] === 0)!;
  const folds = leaveOneSetOut(rows, sets.length);
  const change = folds.map((f) => f.heldOut - asIs.hits[f.set]);
  const cv = total(folds.map((f) => f.heldOut)), base = total(asIs.hits);
  const gain = change.filter((d) => d > 0).length, lose = change.filter((d) => d < 0).length;
  const worst = Math.min(0, ...change);
  const adopt = gain > sets.length / 2 && worst >= -1 && cv - base > 5;
  console.log(
    `${label} cross-validated: ${cv} vs as is ${base} (${cv - base >= 0 ? "+" : ""}${
      cv - base
    }); ` +
      `${gain} sets gain, ${lose} lose, worst ${worst} -> rule: ${adopt ? "ADOPT" : "reject"}`,
  );
  console.log(
    folds.map((f) => `${names[f.set]}=${f.heldOut}(${f.chosen.values[0]}, ${change[f.set]})`)
      .join(" "),
  );
}

if (fix !== "required") {
  judge("hyponyms", hyponymRows(numbers(arg("hyponym-grid", "0,0.1,0.2,0.35,0.5"))));
}
if (fix !== "hyponyms") {
  judge("required", requiredRows(numbers(arg("required-grid", "0,0.05,0.1,0.2,0.35"))));
}

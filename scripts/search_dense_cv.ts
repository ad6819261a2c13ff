/**
 * Leave-one-set-out judgement (scripts/search_cv.ts) of the asymmetric semantic signal fused into
 * the ranker (round 27, docs/rounds/search-27.md), from the dump of scripts/search_dense_dump.ts:
 * three axes — the asymmetric cosine's weight, how many of its nearest tools join the candidates,
 * and GloVe's weight — each setting re-ranked from the dump (scripts/search_dense_replay.ts), so
 * the grid costs seconds per setting instead of a ranker pass. Settings are chosen inside each
 * fold on the other sets; the row "as is" is the ranker unchanged.
 * Run: deno run -A scripts/search_dense_cv.ts [--dump .tmp/fusion_dump.json]
 *      [--grid '{"asym":[0,0.2],"extra":[0,10],"glove":[0.8],"gate":[0,120]}'] [--kinds hard]
 *      [--gate-on best|margin|cover|glove] (what the gate compares; round 28)
 */
import { best, leaveOneSetOut, type Scored } from "./search_cv.ts";
import {
  AS_IS,
  type Dump,
  firstRelevant,
  type GateOn,
  replay,
  type Setting,
} from "./search_dense_replay.ts";

const arg = (name: string, fallback: string) => {
  const at = Deno.args.indexOf(`--${name}`);
  return at >= 0 ? Deno.args[at + 1] : fallback;
};
/** The ranker's GloVe weight (search_config.ts `dense`); the glove axis is given in its units. */
const GLOVE = 0.8;
const dump = JSON.parse(await Deno.readTextFile(arg("dump", ".tmp/fusion_dump.json"))) as Dump;
const axes = {
  asym: [0, 0.1, 0.2, 0.3, 0.4, 0.6, 0.8],
  extra: [0, 5, 10, 20, 30, 50],
  glove: [0.8, 0.6, 0.4],
  /** Best raw lexical score below which the asymmetric signal acts; 0 = always (no gate). */
  gate: [0],
  ...JSON.parse(arg("grid", "{}")) as Record<string, number[]>,
};
const kinds = arg("kinds", "easy,paraphrase,hard").split(",");
const gateOn = arg("gate-on", "best") as GateOn;
const queries = dump.queries.filter((q) => kinds.includes(q.kind));
const sets = dump.names.length;

interface Row extends Scored {
  kinds: Record<string, number>;
}

/** Hits@5 and reciprocal ranks per set, and hits by kind, of one setting. */
function score(s: Setting, values: number[]): Row {
  const hits = new Array(sets).fill(0), rr = new Array(sets).fill(0);
  const byKind: Record<string, number> = { easy: 0, paraphrase: 0, hard: 0 };
  for (const q of queries) {
    const r = firstRelevant(replay(dump, q, s), q.relevant);
    if (r >= 0) rr[q.set] += 1 / (r + 1);
    if (r >= 0 && r < 5) (hits[q.set]++, byKind[q.kind]++);
  }
  return { values, hits, rr, kinds: byKind };
}

const started = performance.now();
const asIs = score(AS_IS, [0, 0, GLOVE]);
const rows: Row[] = [asIs];
for (const asym of axes.asym) {
  for (const extra of axes.extra) {
    for (const glove of axes.glove) {
      for (const gate of axes.gate) {
        if (asym === 0 && extra === 0 && glove === GLOVE) continue;
        if (asym === 0 && (extra > 0 || gate > 0)) continue; // no signal to gate or add
        const s = { asym, extra, glove: glove / GLOVE, gate: gate > 0 ? gate : undefined, gateOn };
        rows.push(score(s, gate > 0 ? [asym, extra, glove, gate] : [asym, extra, glove]));
      }
    }
  }
}
const seconds = (performance.now() - started) / 1000;
const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
const kindsOf = (r: Row) => `${r.kinds.easy}/${r.kinds.paraphrase}/${r.kinds.hard}`;
console.log(`${rows.length} settings over ${queries.length} queries in ${seconds.toFixed(0)} s`);
console.log("\nbest in-sample settings (asym / extra / glove: hits@5, easy/paraphrase/hard):");
for (const r of [...rows].sort((a, b) => sum(b.hits) - sum(a.hits)).slice(0, 12)) {
  console.log(`  ${r.values.join(" / ")}: ${sum(r.hits)} (${kindsOf(r)})`);
}
console.log(`  as is: ${sum(asIs.hits)} (${kindsOf(asIs)})`);

const folds = leaveOneSetOut(rows, sets);
console.log("\n| set left out | chosen on the others | hits on it | as is | change |");
console.log("| --- | --- | --- | --- | --- |");
for (const f of folds) {
  const d = f.heldOut - asIs.hits[f.set];
  console.log(
    `| ${dump.names[f.set]} | ${f.chosen.values.join(" / ")} | ${f.heldOut} | ` +
      `${asIs.hits[f.set]} | ${d > 0 ? "+" : ""}${d} |`,
  );
}
const cv = sum(folds.map((f) => f.heldOut)), base = sum(asIs.hits);
const changes = folds.map((f) => f.heldOut - asIs.hits[f.set]);
const gain = changes.filter((d) => d > 0).length, lose = changes.filter((d) => d < 0).length;
console.log(
  `\ncross-validated: ${cv} vs as is ${base} (${cv - base >= 0 ? "+" : ""}${cv - base}); ` +
    `${gain} sets gain, ${lose} lose, worst ${Math.min(...changes)}`,
);
const top = best(rows, () => true);
console.log(`in-sample best: ${sum(top.hits)} at ${top.values.join(" / ")}`);
const adopt = gain > sets / 2 && Math.min(...changes) >= -1 && cv - base > 5;
console.log(`rule (most sets gain, none loses > 1, gain clears ±5): ${adopt ? "ADOPT" : "reject"}`);

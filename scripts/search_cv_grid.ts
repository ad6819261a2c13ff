/**
 * The grid of query-time weights that `scripts/search_tune.ts --cv` cross-validates, and its
 * report: the leave-one-set-out table, the in-sample best, and where each weight peaks (the most
 * hits any setting with that value reaches) on the older sets against held-out 3 to 25 (the
 * sets about servers no earlier set touched; held-out 5 since round 5, held-out 6 since round 6,
 * held-out 7 since round 7, held-out 8 since round 8, held-out 9 since round 9, held-out 10
 * since round 10, held-out 11 since round 11, held-out 12 since round 12, held-out 13 since
 * round 13, held-out 14 since round 15, held-out 15 since round 16, held-out 16 since round 17, held-out 17 since round 18,
 * held-out 18 since round 19, held-out 19 since round 20, held-out 20 since round 21, held-out 21 since round 22,
 * held-out 22 since round 23, held-out 23 and 24 since round 24, held-out 25 since round 26).
 */
import type { ToolSearchIndex } from "../src/catalog/search.ts";
import { DEFAULT_SETS, type KindQuery, SET_ORDER } from "./search_eval.ts";
import {
  type Axis,
  best,
  grid,
  leaveOneSetOut,
  profile,
  type Scored,
  weightsOf,
} from "./search_cv.ts";

/**
 * The main weights. `--grid '{"syn":[0,0.5]}'` replaces an axis's values (narrower or wider);
 * `--dump FILE` writes every setting's hits and reciprocal ranks per set as JSON. Round 8 adds
 * the named-server axes (joined product names, focus cut, the named servers' tools as
 * candidates, everyday naming words, naming words out of the query vector, capitalised product
 * names) and the noun-phrase opening (intentVerbs 3). To keep the run near 20 minutes over 1,144
 * queries it fixes what 9 of 10 folds chose in round 8's run of round 7's grid (WordNet 0.15,
 * expansion gate 10%, verb lexicon 1.3, noun lexicon 0.5, noun gate off). Round 9 also fixes
 * hand synonyms 0.25 and vectors 0.8 (every fold's choice in round 8 and in round 9's first run)
 * and adds the situation lexicon on and off, with and without its ambiguity rule. Round 11
 * adds the question mark as read intent on and off: 1,536 settings.
 */
export const AXES: Axis[] = [
  { name: "syn", values: [0.25], set: (v) => ({ synonymWeight: v }) },
  { name: "wn", values: [0.15], set: (v) => ({ relations: { synonym: v } }) },
  { name: "hyp", values: [0], set: (v) => ({ relations: { hypernym: v } }) },
  { name: "learned", values: [0], set: (v) => ({ learned: v }) },
  { name: "dense", values: [0.8], set: (v) => ({ dense: v }) },
  { name: "intent", values: [0.3], set: (v) => ({ intent: v }) },
  { name: "cut", values: [0.6, 0.75, 0.9], set: (v) => ({ servers: { cut: v } }) },
  // The gates of search_gate.ts (round 4b). "rarer" lost 2 to 9 hits at 2 / 5 / 20 (round 4b
  // doc), so the grid leaves it off; widen with --grid '{"rarer":[0,20]}'.
  { name: "common", values: [0.1], set: (v) => ({ gate: { common: v } }) },
  { name: "rarer", values: [0], set: (v) => ({ gate: { rarer: v } }) },
  { name: "verbs", values: [1.3], set: (v) => ({ verbs: v }) },
  { name: "pairs", values: [0], set: (v) => ({ verbPairs: v }) },
  { name: "nouns", values: [0.5], set: (v) => ({ nouns: v }) },
  { name: "nounGate", values: [0], set: (v) => ({ nounCommon: v }) },
  // Which opening words give a request its intent (search_intent.ts): 2 reads any other verb
  // opening a request as a write, 3 not a noun-first word that opens a noun phrase.
  { name: "intentVerbs", values: [2, 3], set: (v) => ({ intentVerbs: v }) },
  // The named-server rules of round 8 (search_servers.ts, SearchConfig.servers).
  { name: "join", values: [0, 2], set: (v) => ({ servers: { join: v } }) },
  { name: "cands", values: [0, 300], set: (v) => ({ servers: { candidates: v } }) },
  { name: "everyday", values: [0, 10_000], set: (v) => ({ servers: { common: v } }) },
  { name: "unname", values: [0, 1], set: (v) => ({ servers: { unname: v } }) },
  { name: "proper", values: [0, 1], set: (v) => ({ servers: { proper: v } }) },
  // The situation lexicon of round 9 (search_situations.ts): weight, its catalogue gate (share
  // of tools the phrase's rarest word may be held by), words allowed inside a phrase, and its
  // API words in the query vector, and the ambiguity rule (a one-word situation among the 1,000
  // most frequent English words does not expand alone).
  { name: "sit", values: [0, 0.5], set: (v) => ({ situations: { weight: v } }) },
  { name: "sitGate", values: [0], set: (v) => ({ situations: { common: v } }) },
  { name: "sitGap", values: [2], set: (v) => ({ situations: { gap: v } }) },
  { name: "sitVec", values: [0], set: (v) => ({ situations: { vector: v } }) },
  { name: "sitAmb", values: [0, 1000], set: (v) => ({ situations: { ambiguous: v } }) },
  // Round 11: a request ending with "?" reads (search_intent.ts), and sibling support
  // (search_siblings.ts: weight, and how many of the best candidates count; off by default).
  { name: "ask", values: [0, 1], set: (v) => ({ intentAsk: v }) },
  { name: "sib", values: [0], set: (v) => ({ siblings: v }) },
  { name: "sibDepth", values: [20], set: (v) => ({ siblingDepth: v }) },
];
/**
 * Rounds 7 to 11 as released, in the grid's axis order (7 and 8 without the situation lexicon,
 * whose gap then changes nothing). Round 10's CJK glossary and round 11's title weight are build
 * time (`--base`), not axes: a dump of one build shows each row on that build.
 */
export const RELEASES: [string, number[]][] = [
  ["round 7", [
    0.25,
    0.15,
    0,
    0,
    0.8,
    0.3,
    0.6,
    0.1,
    0,
    1.3,
    0,
    0.5,
    0,
    2,
    0,
    0,
    0,
    0,
    0,
    0,
    0,
    2,
    0,
    0,
    0,
    0,
    20,
  ]],
  ["round 8", [
    0.25,
    0.15,
    0,
    0,
    0.8,
    0.3,
    0.9,
    0.1,
    0,
    1.3,
    0,
    0.5,
    0,
    3,
    2,
    300,
    10_000,
    1,
    1,
    0,
    0,
    2,
    0,
    0,
    0,
    0,
    20,
  ]],
  ["round 9", [
    0.25,
    0.15,
    0,
    0,
    0.8,
    0.3,
    0.9,
    0.1,
    0,
    1.3,
    0,
    0.5,
    0,
    3,
    2,
    300,
    10_000,
    1,
    1,
    0.5,
    0,
    2,
    0,
    1000,
    0,
    0,
    20,
  ]],
  ["round 10", [
    0.25,
    0.15,
    0,
    0,
    0.8,
    0.3,
    0.75,
    0.1,
    0,
    1.3,
    0,
    0.5,
    0,
    2,
    2,
    300,
    10_000,
    0,
    1,
    0.5,
    0,
    2,
    0,
    1000,
    0,
    0,
    20,
  ]],
  ["round 11", [
    0.25,
    0.15,
    0,
    0,
    0.8,
    0.3,
    0.75,
    0.1,
    0,
    1.3,
    0,
    0.5,
    0,
    2,
    2,
    300,
    10_000,
    0,
    1,
    0.5,
    0,
    2,
    0,
    1000,
    1,
    0,
    20,
  ]],
];
/** Tuning 1–2 and former held-out 1–2 (first batch) against the later batches' sets, in order:
 * the default run's sets, so that a set joining the pool joins the grid's columns too. */
const FIRST_BATCH = new Set(["tuning", "tuning2", "heldout", "heldout2"]);
const LATE = SET_ORDER.filter((n) => DEFAULT_SETS.includes(n) && !FIRST_BATCH.has(n));
const NEW_SETS = new Set(LATE);
/** The sets about the latest batches (held-out 23 on), reported on their own. */
const RECENT = LATE.slice(LATE.indexOf("heldout23"));

function axesFrom(args: string[]): Axis[] {
  const at = args.indexOf("--grid");
  const narrowed: Record<string, number[]> = at >= 0 ? JSON.parse(args[at + 1]) : {};
  return AXES.map((a) => ({ ...a, values: narrowed[a.name] ?? a.values }));
}

function scoreAll(index: ToolSearchIndex, axes: Axis[], sets: [string, KindQuery[]][]): Scored[] {
  return grid(axes).map((values) => {
    index.retune(weightsOf(axes, values));
    const hits: number[] = [], rr: number[] = [];
    for (const [, queries] of sets) {
      let h = 0, r = 0;
      for (const q of queries) {
        const ranked = index.search(q.query, { limit: 10 }).map((x) => x.qualifiedName);
        const rank = ranked.findIndex((n) => q.relevant.includes(n));
        if (rank >= 0) r += 1 / (rank + 1);
        if (rank >= 0 && rank < 5) h++;
      }
      hits.push(h);
      rr.push(r);
    }
    return { values, hits, rr };
  });
}

const total = (s: Scored) => s.hits.reduce((a, b) => a + b, 0);
const label = (axes: Axis[], s: Scored) =>
  axes.map((a, i) => `${a.name} ${s.values[i]}`).join(", ");

export function crossValidate(index: ToolSearchIndex, sets: [string, KindQuery[]][]): string {
  const axes = axesFrom(Deno.args);
  const scored = scoreAll(index, axes, sets);
  const dump = Deno.args.indexOf("--dump");
  if (dump >= 0) Deno.writeTextFileSync(Deno.args[dump + 1], JSON.stringify({ axes, scored }));
  const releases = RELEASES.map(([name, v]) =>
    [name, scored.find((s) => s.values.every((x, i) => x === v[i]))] as const
  );
  const folds = leaveOneSetOut(scored, sets.length);
  const inSample = best(scored, () => true);
  const names = releases.map(([n]) => n).join(" | ");
  const out = [`${scored.length} settings, ${sets.map(([n, q]) => `${n} ${q.length}`).join(", ")}`];
  const others = `chosen on the other ${sets.length - 1}`;
  out.push("", `| set left out | ${others} | hits on it | ${names} | best on it |`);
  out.push(`|${"---|".repeat(4 + releases.length)}`);
  for (const f of folds) {
    const r = releases.map(([, s]) => s?.hits[f.set] ?? "").join(" | ");
    out.push(
      `| ${sets[f.set][0]} | ${label(axes, f.chosen)} | ${f.heldOut} | ${r} | ${f.oracle} |`,
    );
  }
  const cv = folds.reduce((n, f) => n + f.heldOut, 0);
  const totals = releases.map(([, s]) => (s ? total(s) : "")).join(" | ");
  out.push(`| **pool** | cross-validated | **${cv}** | ${totals} | |`, "");
  const line = (name: string, s: Scored) =>
    out.push(`${name}: ${total(s)} (${s.hits.join(" ")}) ${label(axes, s)}`);
  line("in-sample best", inSample);
  const isNew = (i: number) => NEW_SETS.has(sets[i][0]);
  const older = best(scored, (i) => !isNew(i)), newer = best(scored, isNew);
  line("best on the older sets", older);
  line("best on held-out 3-65", newer);
  line(
    "best on held-out 23-65",
    best(
      scored,
      (i) => RECENT.includes(sets[i][0]),
    ),
  );
  const only = (name: string) => (j: number) => sets[j][0] === name;
  const groups = [(j: number) => !isNew(j), isNew, ...LATE.map(only), () => true];
  out.push(
    "",
    "| weight = value | older sets | held-out 3-65 | held-out 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10 | 11 | 12 | 13 | 14 | 15 | 16 | 17 | 18 | 19 | 20 | 21 | 22 | 23 | 24 | 25 | 26 | 27 | 28 | 29 | 30 | 31 | 32 | 33 | 34 | 35 | 36 | 37 | 38 | 39 | 40 | 41 | 42 | 43 | 44 | 45 | 46 | 47 | 48 | 49 | 50 | 51 | 52 | 53 | 54 | 55 | 56 | 57 | 58 | 59 | 60 | 61 | 62 | 63 | 64 | 65 | pool |",
  );
  out.push(`|${"---|".repeat(LATE.length + 4)}`);
  axes.forEach((a, i) => {
    const peaks = groups.map((on) => profile(scored, i, on));
    peaks[0].forEach(([v], k) =>
      out.push(`| ${a.name} = ${v} | ${peaks.map((p) => p[k][1]).join(" | ")} |`)
    );
  });
  return out.join("\n");
}

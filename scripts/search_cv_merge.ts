/**
 * Leave-one-set-out cross-validation across index builds: a build-time weight (the share rule,
 * `servers.share`) cannot be retuned on one index, so `search_tune.ts --cv --base … --dump FILE`
 * is run once per value and this script chooses among the union of the dumps' settings, fold by
 * fold (docs/search.md, "Round 8").
 * Run: deno run -A scripts/search_cv_merge.ts share=0.5:/tmp/a.json share=0.8:/tmp/b.json
 *      --where sit=0 keeps only the settings with that axis value: the same procedure with a
 *      signal held off (round 9's before/after on one dump).
 */
import { best, leaveOneSetOut, type Scored } from "./search_cv.ts";
import { DEFAULT_SETS, SET_ORDER } from "./search_eval.ts";

interface Dump {
  axes: { name: string; values: number[] }[];
  scored: Scored[];
}

/** Every dump's settings, each labelled with its build and its axis values. */
export function merge(
  dumps: [string, Dump][],
  where: [string, number][] = [],
): { scored: Scored[]; label: (s: Scored) => string } {
  const labels = new Map<Scored, string>();
  const scored = dumps.flatMap(([build, dump]) =>
    dump.scored.filter((s) =>
      where.every(([name, v]) => s.values[dump.axes.findIndex((a) => a.name === name)] === v)
    ).map((s) => {
      const moved = dump.axes.filter((a) => a.values.length > 1);
      const values = moved.map((a) => `${a.name} ${s.values[dump.axes.indexOf(a)]}`);
      labels.set(s, [build, ...values].join(", "));
      return s;
    })
  );
  return { scored, label: (s) => labels.get(s) ?? "" };
}

if (import.meta.main) {
  const where = Deno.args.flatMap((arg, i) =>
    Deno.args[i - 1] === "--where" ? [[arg.split("=")[0], Number(arg.split("=")[1])]] : []
  ) as [string, number][];
  const files = Deno.args.filter((a, i) => a !== "--where" && Deno.args[i - 1] !== "--where");
  const dumps = files.map((arg): [string, Dump] => {
    const at = arg.indexOf(":");
    return [arg.slice(0, at), JSON.parse(Deno.readTextFileSync(arg.slice(at + 1)))];
  });
  const { scored, label } = merge(dumps, where);
  // search_tune.ts scores the default sets in the order they were written.
  const names = SET_ORDER.filter((n) => DEFAULT_SETS.includes(n));
  const folds = leaveOneSetOut(scored, scored[0].hits.length);
  for (const f of folds) {
    console.log(`${names[f.set]}: ${label(f.chosen)} -> ${f.heldOut} (best ${f.oracle})`);
  }
  const total = (s: Scored) => s.hits.reduce((a, b) => a + b, 0);
  console.log(`cross-validated: ${folds.reduce((n, f) => n + f.heldOut, 0)}`);
  const top = best(scored, () => true);
  console.log(`in-sample best: ${total(top)} ${label(top)}`);
}

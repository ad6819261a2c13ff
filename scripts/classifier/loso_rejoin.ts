// Re-joins a leave-one-set-out dump (loso.ts --rows=FILE) with the rules as they stand now: the
// classifier's scores and fold thresholds stay as dumped (training takes minutes, and rule edits
// do not change them), each row's `rules` is recomputed, and the summary is printed as
// loso_summary.ts prints it. Rows are matched to cases by set and order (loso.ts keeps both).
// Run: deno run -A scripts/classifier/loso_rejoin.ts /tmp/rows.json
import { setInjectionClassifier } from "../../src/audit/classifier_scan.ts";
import { scanForInjection } from "../../src/audit/injection.ts";
import { type FixtureSet, fixtureSet } from "./data.ts";
import { type Row as SummaryRow, summary } from "./loso_summary.ts";

type Row = SummaryRow & { set: FixtureSet; text: string };

if (import.meta.main) {
  const rows = JSON.parse(await Deno.readTextFile(Deno.args[0])) as Row[];
  setInjectionClassifier(null);
  const sets = [...new Set(rows.map((r) => r.set))];
  for (const set of sets) {
    const cases = (await fixtureSet(set)).filter((c) => c.source === "result");
    const mine = rows.filter((r) => r.set === set);
    if (mine.length !== cases.length) {
      throw new Error(`${set}: ${mine.length} rows, ${cases.length} cases`);
    }
    mine.forEach((r, i) => {
      if (r.text !== cases[i].text.slice(0, 120)) {
        throw new Error(`${set}: row ${i} is another case`);
      }
      r.rules = scanForInjection(cases[i].text, "/arguments", "result").length > 0;
    });
  }
  console.log(JSON.stringify(summary(rows), null, 2));
}

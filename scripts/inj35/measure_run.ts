// Run by measure.ts only (its import map records the discounts). Per tuning set, classifier on
// and off: for every case a discount touched, whether leaving that kind out turns its verdict.
import {
  scanForInjection,
  type ScanSource,
  scanToolDefinition,
} from "../../src/audit/injection.ts";
import { setInjectionClassifier } from "../../src/audit/classifier_scan.ts";
import { type Fired, fired, skip } from "./traced_human_context.ts";

interface Case {
  text: string;
  malicious: boolean;
  source: ScanSource;
  category?: string;
  otherTools?: string[];
  ownTools?: string[];
}
const fixtures = new URL("../../tests/fixtures/", import.meta.url);
const SETS: [string, string][] = [["v1", "heldout"]];
for (let v = 2; v <= 34; v++) SETS.push([`v${v}`, `heldout_v${v}`]);
for (let t = 1; t <= 7; t++) SETS.push([`trn${t}`, `injection_train/trn${t}`]);
const only = Deno.args.find((a) => a.startsWith("--sets="))?.slice(7).split(",");

// As scripts/heldout_eval.ts scores them: v1 scans descriptions as results.
function hit(set: string, c: Case): boolean {
  if (set !== "v1" && c.source === "description") {
    const tool = { name: c.ownTools?.[0] ?? "the_tool", description: c.text };
    return scanToolDefinition(tool, c.otherTools ?? [], c.ownTools ?? []).length > 0;
  }
  return scanForInjection(c.text, "/arguments", c.source).length > 0;
}

function without(kinds: Iterable<string>, set: string, c: Case): boolean {
  for (const k of kinds) skip.add(k);
  const h = hit(set, c);
  skip.clear();
  return h;
}

const rows: unknown[] = [];
for (const mode of ["combined", "rules"] as const) {
  setInjectionClassifier(mode === "rules" ? null : undefined);
  for (const [name, dir] of SETS) {
    if (only && !only.includes(name)) continue;
    const cases = JSON.parse(
      await Deno.readTextFile(new URL(`${dir}/injection.json`, fixtures)),
    ) as Case[];
    cases.forEach((c, i) => {
      fired.length = 0;
      const base = hit(name, c);
      const seen: Fired[] = [...fired];
      if (seen.length === 0) return;
      const kinds = [...new Set(seen.map((f) => f.kind))];
      const turned = kinds.filter((k) => without([k], name, c) !== base);
      const allOff = without(kinds, name, c);
      const score = Math.max(-1, ...seen.map((f) => f.score).filter((s) => !Number.isNaN(s)));
      rows.push({
        mode,
        set: name,
        i,
        malicious: c.malicious,
        category: c.category,
        source: c.source,
        base,
        allOff,
        kinds,
        turned,
        score,
        fired: seen.map((f) => ({
          kind: f.kind,
          rule: f.rule,
          score: f.score,
          excerpt: f.excerpt,
        })),
        text: c.text.slice(0, 400),
      });
    });
  }
}
console.log(JSON.stringify(rows, null, 1));

// Lists a tuning set's injection misses and false alarms with what decided each: the rules that
// fired, the classifier's raw score against its threshold, and whether the human-context check
// dropped it. For tuning sets only (v1-v34); never point it at a held-out set.
// Run: deno run -A scripts/classifier/inspect_set.ts v7
import { scoreText, shippedModel } from "../../src/audit/classifier.ts";
import { CLASSIFIER_RULE, setInjectionClassifier } from "../../src/audit/classifier_scan.ts";
import { scanForInjection, scanToolDefinition } from "../../src/audit/injection.ts";
import { type FixtureSet, TUNING_DIRS } from "./data.ts";

type Case = {
  text: string;
  malicious: boolean;
  source: "result" | "description";
  category?: string;
  lang?: string;
  otherTools?: string[];
  ownTools?: string[];
};

function rules(c: Case): string[] {
  if (c.source === "description") {
    const tool = { name: c.ownTools?.[0] ?? "the_tool", description: c.text };
    return scanToolDefinition(tool, c.otherTools ?? [], c.ownTools ?? []).map((f) => f.rule);
  }
  return scanForInjection(c.text, "/arguments", c.source).map((f) => f.rule);
}

if (import.meta.main) {
  const set = Deno.args[0] ?? "v7";
  if (!(set in TUNING_DIRS)) throw new Error(`not a tuning set: ${set}`);
  const url = new URL(
    `../../tests/fixtures/${TUNING_DIRS[set as FixtureSet]}/injection.json`,
    import.meta.url,
  );
  const cases = JSON.parse(await Deno.readTextFile(url)) as Case[];
  const model = shippedModel();
  for (const c of cases) {
    setInjectionClassifier(null);
    const r = rules(c);
    setInjectionClassifier(model);
    const final = c.source === "result"
      ? scanForInjection(c.text, "/arguments", "result").map((f) => f.rule)
      : r;
    const hit = final.length > 0;
    if (hit === c.malicious) continue;
    const s = c.source === "result" ? scoreText(model, c.text).score : 0;
    const dropped = s >= model.threshold && !final.includes(CLASSIFIER_RULE);
    console.log(JSON.stringify({
      kind: c.malicious ? "MISS" : "FALSE_ALARM",
      category: c.category,
      lang: c.lang,
      source: c.source,
      rules: [...new Set(r)],
      classifier: Number(s.toFixed(3)),
      threshold: model.threshold,
      droppedByContext: dropped || undefined,
      text: c.text.length > 700 ? c.text.slice(0, 700) + "…" : c.text,
    }));
  }
}

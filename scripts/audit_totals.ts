/**
 * Every tuning set's totals in one run (cost rounds prove an engine change leaves them identical):
 * heldout v1–v68, injection_train trn1–trn11, redaction_train rtr1–rtr10. Never v69 and later
 * (held out). Totals only. Run: deno run -A scripts/audit_totals.ts [--no-classifier] > /tmp/totals.json
 * (--no-classifier: the injection rules alone, the column every injection round also judges).
 */
import {
  evalInjectionV2,
  evalRedactionJsonV2,
  evalRedactionV2,
  heldoutEval,
  loadFrom,
  strictSet,
  totalsOnly,
} from "./heldout_eval.ts";
import { setInjectionClassifier } from "../src/audit/classifier_scan.ts";

type StrictDir = Parameters<typeof strictSet>[0];
type InjectionCases = Parameters<typeof evalInjectionV2>[0];

if (Deno.args.includes("--no-classifier")) setInjectionClassifier(null);
const out: Record<string, unknown> = { v1: await heldoutEval() };
for (let v = 2; v <= 68; v++) out[`v${v}`] = await strictSet(`heldout_v${v}` as StrictDir);
for (
  const t of [
    "trn1",
    "trn2",
    "trn3",
    "trn4",
    "trn5",
    "trn6",
    "trn7",
    "trn8",
    "trn9",
    "trn10",
    "trn11",
  ]
) {
  const cases = await loadFrom<InjectionCases>(`injection_train/${t}`, "injection.json");
  out[t] = evalInjectionV2(cases);
}
for (const r of ["rtr1", "rtr2", "rtr3", "rtr4", "rtr5", "rtr6", "rtr7", "rtr8", "rtr9", "rtr10"]) {
  const dir = `redaction_train/${r}`;
  out[r] = {
    redaction: evalRedactionV2(await loadFrom(dir, "redaction.json")),
    redactionJson: evalRedactionJsonV2(await loadFrom(dir, "redaction_json.json")),
  };
}
console.log(JSON.stringify(totalsOnly(out), null, 1));

// Cost of the committed classifier weights against those of an earlier commit, on the audit
// benchmark's workloads: classifyInto alone, the two models interleaved call by call so both see
// the same machine load. CPU milliseconds (p50, mean, p99) and new/old ratios.
// Run: deno run -A scripts/classifier/compare_cost.ts <git revision of the old weights>
//   --old-plain  scores the old weights without the word-class features (classifier round 13),
//                as they were trained: the comparison then includes the features' own cost.
//   --structure  scores the new weights with the structure features (classifier round 26) and the
//                old without: with `HEAD` as the revision, the features' own cost.
//   --turns      the same for round 27's turn reading (STRUCTURE.turns): new with, old without.
//   --orders     the same for round 28's order words per clause (ORDERS.on).
import { decodeModel, type StoredModel } from "../../src/audit/classifier.ts";
import { classifyInto, setInjectionClassifier } from "../../src/audit/classifier_scan.ts";
import { CLASS_REPEAT } from "../../src/audit/classifier_classes.ts";
import { WORD_CLASSES } from "../../src/audit/classifier_features.ts";
import { STRUCTURE } from "../../src/audit/classifier_structure.ts";
import { ORDERS } from "../../src/audit/classifier_orders.ts";
import { CLASSIFIER_MODEL } from "../../src/audit/classifier_weights.ts";
import { newScanState } from "../../src/audit/scan_state.ts";
import { workloads } from "../bench/audit.ts";
import { cpuMs, cpuStats as stats } from "../bench/audit_timing.ts";

const ROUNDS = 300, WARMUP = 30;

/** The weights of `rev`, read with git and parsed from the generated module's JSON literal. */
export async function oldModel(rev: string): Promise<StoredModel> {
  const out = await new Deno.Command("git", {
    args: ["show", `${rev}:src/audit/classifier_weights.ts`],
  }).output();
  if (!out.success) throw new Error(`git show ${rev}: ${new TextDecoder().decode(out.stderr)}`);
  const text = new TextDecoder().decode(out.stdout);
  return JSON.parse(
    text.slice(text.indexOf("= {") + 2).replace(/;\s*$/, "").replace(/,\s*}/g, "}"),
  );
}

if (import.meta.main) {
  const rev = Deno.args.find((a) => !a.startsWith("--"));
  const plain = Deno.args.includes("--old-plain");
  const structure = Deno.args.includes("--structure");
  const turns = Deno.args.includes("--turns");
  const orders = Deno.args.includes("--orders");
  const shipped = { on: WORD_CLASSES.on, abstract: CLASS_REPEAT.abstract, s: STRUCTURE.on };
  const features = (old: boolean) => {
    STRUCTURE.on = structure ? !old : shipped.s;
    if (turns) STRUCTURE.turns = !old;
    if (orders) ORDERS.on = !old;
    WORD_CLASSES.on = old && plain ? false : shipped.on;
    CLASS_REPEAT.abstract = old && plain ? false : shipped.abstract;
  };
  if (!rev) throw new Error("usage: compare_cost.ts <git revision>");
  const old = decodeModel(await oldModel(rev)), now = decodeModel(CLASSIFIER_MODEL);
  const out: Record<string, unknown> = { old: rev, loadAvg1m: Deno.loadavg()[0] };
  for (const [name, value] of Object.entries(workloads())) {
    const a: number[] = [], b: number[] = [];
    const run = () => classifyInto(value, "/result", newScanState());
    for (let i = 0; i < WARMUP + ROUNDS; i++) {
      setInjectionClassifier(old);
      features(true);
      const x = cpuMs(run);
      setInjectionClassifier(now);
      features(false);
      const y = cpuMs(run);
      if (i >= WARMUP) (a.push(x), b.push(y));
    }
    const so = stats(a), sn = stats(b);
    const ratio = (k: "p50" | "mean" | "p99") => Math.round((sn[k] / so[k]) * 100) / 100;
    out[name] = {
      old: so,
      new: sn,
      ratio: { p50: ratio("p50"), mean: ratio("mean"), p99: ratio("p99") },
    };
  }
  setInjectionClassifier();
  console.log(JSON.stringify(out, null, 2));
}

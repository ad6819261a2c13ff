// The package-doc benign scan for the redaction classifier (issue 13, rclf1): the units of
// scripts/redaction_benign_scan.ts (paragraphs of node_modules/.deno and docs/, 3 KB code
// chunks), redacted by the rules, then read by a model trained on every tuning set at its
// inner-fold threshold. Counts the units the model would change on top of the rules.
// Run: RCLF_CACHE=/work/cache/rclf1/rows.json deno run -A scripts/secret_classifier/benign_scan.ts
import { redactText } from "../../src/audit/redact.ts";
import { loadRows } from "./data.ts";
import { applyModel, exampleSet, pickThreshold } from "./folds.ts";
import { DEFAULTS, train } from "./train.ts";

const here = new URL("../..", import.meta.url).pathname.replace(/\/$/, "");
const opts = { ...DEFAULTS, ...JSON.parse(Deno.env.get("RCLF_OPTS") ?? "{}") };
const budget = Number(Deno.env.get("RCLF_FP") ?? "0.0025");
const rows = await loadRows();
const threshold = pickThreshold(rows, opts, budget);
const w = train(exampleSet(rows, opts), opts);

async function* walk(dir: string, ext: RegExp): AsyncGenerator<string> {
  for await (const e of Deno.readDir(dir)) {
    const p = dir + "/" + e.name;
    if (e.isDirectory) yield* walk(p, ext);
    else if (e.isFile && ext.test(e.name)) yield p;
  }
}

async function run(
  label: string,
  roots: string[],
  ext: RegExp,
  split: (t: string, f: string) => string[],
) {
  let units = 0, rulesChanged = 0, modelChanged = 0;
  const samples: string[] = [];
  for (const root of roots) {
    for await (const f of walk(root, ext)) {
      const text = await Deno.readTextFile(f).catch(() => "");
      if (!text || text.length > 400_000) continue;
      for (const p of split(text, f)) {
        if (p.trim().length < 20) continue;
        units++;
        const out = redactText(p);
        if (out !== p) rulesChanged++;
        const model = applyModel(w, out, threshold);
        if (model === out) continue;
        modelChanged++;
        const i = model.indexOf("[REDACTED:secret.model]");
        samples.push(
          `${f.replace(here + "/", "")} :: ${
            JSON.stringify(out.slice(Math.max(0, i - 80), i + 60))
          }`,
        );
      }
    }
  }
  console.log(label, JSON.stringify({ threshold, units, rulesChanged, modelChanged }));
  for (const s of samples.slice(0, 25)) console.log("  " + s);
}

await run(
  "paragraphs",
  [`${here}/node_modules/.deno`, `${here}/docs`],
  /\.(md|markdown|txt|ya?ml|json)$/i,
  (t, f) => f.endsWith(".json") ? [t] : t.split(/\n\s*\n/),
);
await run(
  "code",
  [`${here}/node_modules/.deno`, `${here}/src`, `${here}/scripts`],
  /\.(ts|js|mjs|cjs|py|go|sh|toml)$/i,
  (t) => {
    const out: string[] = [];
    for (let i = 0; i < t.length; i += 3000) out.push(t.slice(i, i + 3000));
    return out;
  },
);

// Classifier findings on the benign real-text corpus of scripts/redaction_benign_scan.ts (the same
// roots, files and units: paragraphs of Markdown/text/YAML/JSON under node_modules/.deno and
// docs/, 3 KB chunks of code under node_modules/.deno, src/ and scripts/), as a base checkout's
// classifier (its own features and weights) and this one's flag them. Prints the counts and every
// unit only this checkout flags. Run: deno run -A scripts/classifier/benign_corpus_flags.ts <base>
// (a base checkout, e.g. `git archive main src | tar -x -C /tmp/base`). Counts are also given per
// half of package_docs.ts (packages the model may train on, and the rest); --half=measure lists
// and totals only the measurement half (classifier round 19).
import { CLASSIFIER_RULE, classifyInto } from "../../src/audit/classifier_scan.ts";
import { newScanState } from "../../src/audit/scan_state.ts";
import { type Half, halfOf } from "./package_docs.ts";

type Classify = typeof classifyInto;
const ONLY = Deno.args.find((a) => a.startsWith("--half="))?.slice(7) as Half | undefined;
const here = new URL("../..", import.meta.url).pathname.replace(/\/$/, "");
const paraExt = /\.(md|markdown|txt|ya?ml|json)$/i, codeExt = /\.(ts|js|mjs|cjs|py|go|sh|toml)$/i;

async function* walk(dir: string, ext: RegExp): AsyncGenerator<string> {
  for await (const e of Deno.readDir(dir)) {
    const p = dir + "/" + e.name;
    if (e.isDirectory) yield* walk(p, ext);
    else if (e.isFile && ext.test(e.name)) yield p;
  }
}

// The base's scan state is its own module; both only read `findings` back.
function flags(classify: Classify, fresh: () => ReturnType<typeof newScanState>, text: string) {
  const st = fresh();
  classify(text, "/result", st);
  return st.findings.some((f) => f.rule === CLASSIFIER_RULE);
}

async function run(
  base: { classify: Classify; fresh: () => ReturnType<typeof newScanState> },
  roots: string[],
  ext: RegExp,
  split: (t: string, f: string) => string[],
) {
  let units = 0, before = 0, after = 0;
  const added: string[] = [];
  const halves = {
    train: { units: 0, before: 0, after: 0 },
    measure: { units: 0, before: 0, after: 0 },
  };
  for (const root of roots) {
    for await (const f of walk(root, ext)) {
      const half = halfOf(f);
      if (ONLY && half !== ONLY) continue;
      const text = await Deno.readTextFile(f).catch(() => "");
      if (text.length > 400_000) continue;
      for (const p of split(text, f)) {
        if (p.trim().length < 20) continue;
        units++;
        const b = flags(base.classify, base.fresh, p), a = flags(classifyInto, newScanState, p);
        before += b ? 1 : 0;
        after += a ? 1 : 0;
        halves[half].units++;
        halves[half].before += b ? 1 : 0;
        halves[half].after += a ? 1 : 0;
        if (a && !b) added.push(`${f.replace(here + "/", "")}: ${JSON.stringify(p.slice(0, 160))}`);
      }
    }
  }
  return { units, before, after, halves, added };
}

if (import.meta.main) {
  const dir = Deno.args.find((a) => !a.startsWith("--"));
  if (!dir) throw new Error("usage: benign_corpus_flags.ts <base checkout>");
  const base = {
    classify: (await import(`${dir}/src/audit/classifier_scan.ts`)).classifyInto as Classify,
    fresh: (await import(`${dir}/src/audit/scan_state.ts`)).newScanState,
  };
  const paragraphs = await run(
    base,
    [`${here}/node_modules/.deno`, `${here}/docs`],
    paraExt,
    (t, f) => f.endsWith(".json") ? [t] : t.split(/\n\s*\n/),
  );
  const code = await run(
    base,
    [`${here}/node_modules/.deno`, `${here}/src`, `${here}/scripts`],
    codeExt,
    (t) =>
      Array.from(
        { length: Math.ceil(t.length / 3000) },
        (_, i) => t.slice(i * 3000, i * 3000 + 3000),
      ),
  );
  console.log(JSON.stringify({ base: dir, paragraphs, code }, null, 2));
}

// Package docs and code as benign training text for the redaction classifier (issue 13, rclf1):
// the units of the benign scan under node_modules/.deno, split by package into a training half
// and a measurement half, so the scan can be read on packages the model never saw.
import { redactText } from "../../src/audit/redact.ts";

export type DocUnit = { pkg: string; out: string };

const ROOT = new URL("../../node_modules/.deno", import.meta.url).pathname;
const PARA = /\.(md|markdown|txt|ya?ml|json)$/i;
const CODE = /\.(ts|js|mjs|cjs|py|go|sh|toml)$/i;

async function* walk(dir: string): AsyncGenerator<string> {
  for await (const e of Deno.readDir(dir)) {
    const p = dir + "/" + e.name;
    if (e.isDirectory) yield* walk(p);
    else if (e.isFile && (PARA.test(e.name) || CODE.test(e.name))) yield p;
  }
}

/** The package directory's hash decides its half: 0 trains, 1 measures. */
export function halfOf(pkg: string): 0 | 1 {
  let h = 0x811c9dc5;
  for (let i = 0; i < pkg.length; i++) h = Math.imul(h ^ pkg.charCodeAt(i), 0x01000193);
  return ((h >>> 0) % 2) as 0 | 1;
}

/** The units of one half with the rules' output, every `stride`-th one (deterministic order). */
export async function docUnits(half: 0 | 1, stride = 1): Promise<DocUnit[]> {
  const pkgs = [...Deno.readDirSync(ROOT)].filter((e) => e.isDirectory).map((e) => e.name).sort();
  const out: DocUnit[] = [];
  let n = 0;
  for (const pkg of pkgs.filter((p) => halfOf(p) === half)) {
    const files: string[] = [];
    for await (const f of walk(`${ROOT}/${pkg}`)) files.push(f);
    for (const f of files.sort()) {
      const text = await Deno.readTextFile(f).catch(() => "");
      if (!text || text.length > 400_000) continue;
      const units = CODE.test(f)
        ? chunks(text)
        : f.endsWith(".json")
        ? [text]
        : text.split(/\n\s*\n/);
      for (const u of units) {
        if (u.trim().length < 20 || n++ % stride) continue;
        out.push({ pkg, out: redactText(u) });
      }
    }
  }
  return out;
}

function chunks(t: string): string[] {
  const out: string[] = [];
  for (let i = 0; i < t.length; i += 3000) out.push(t.slice(i, i + 3000));
  return out;
}

// Benign real-text scan for redaction rounds (issue 13): Markdown/text/YAML/JSON paragraphs under
// node_modules/.deno and docs/, and 3 KB chunks of code (.ts/.js/.py/.go/.sh/.toml under
// node_modules/.deno and the base's src/ and scripts/), redacted by a base checkout and by this
// one. Any text redacted differently is printed, so a round can show it adds no benign change.
// Run: deno run -A scripts/redaction_benign_scan.ts <base checkout> (e.g. a `git archive` in /tmp)
import { redactText as after } from "../src/audit/redact.ts";

const base = Deno.args[0];
if (!base) throw new Error("usage: redaction_benign_scan.ts <base checkout>");
const { redactText: before } = await import(`${base}/src/audit/redact.ts`);
const here = new URL("..", import.meta.url).pathname.replace(/\/$/, "");
const paraRoots = [`${here}/node_modules/.deno`, `${here}/docs`];
const codeRoots = [`${here}/node_modules/.deno`, `${base}/src`, `${base}/scripts`];
const paraExt = /\.(md|markdown|txt|ya?ml|json)$/i;
const codeExt = /\.(ts|js|mjs|cjs|py|go|sh|toml)$/i;

async function* walk(dir: string, ext: RegExp): AsyncGenerator<string> {
  for await (const e of Deno.readDir(dir)) {
    const p = dir + "/" + e.name;
    if (e.isDirectory) yield* walk(p, ext);
    else if (e.isFile && ext.test(e.name)) yield p;
  }
}

const markers = (s: string) => (s.match(/\[REDACTED:[\w-]+\]/g) ?? []).join(",");

/** Where two redactions of one text first differ, with some context. */
function firstDifference(a: string, b: string): string {
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  return JSON.stringify(a.slice(Math.max(0, i - 160), i + 90));
}

async function run(
  label: string,
  roots: string[],
  ext: RegExp,
  split: (t: string, f: string) => string[],
) {
  let files = 0, units = 0, changedBefore = 0, changedAfter = 0, differing = 0;
  const samples: string[] = [];
  for (const root of roots) {
    for await (const f of walk(root, ext)) {
      let text: string;
      try {
        text = await Deno.readTextFile(f);
      } catch {
        continue;
      }
      if (text.length > 400_000) continue;
      files++;
      for (const p of split(text, f)) {
        if (p.trim().length < 20) continue;
        units++;
        const b = before(p), a = after(p);
        if (b !== p) changedBefore++;
        if (a !== p) changedAfter++;
        if (a === b) continue;
        differing++;
        samples.push(
          `${f.replace(here + "/", "")}: after=${markers(a)} before=${markers(b)} :: ${
            firstDifference(a, b)
          }`,
        );
      }
    }
  }
  console.log(label, { files, units, changedBefore, changedAfter, differing });
  for (const s of samples.slice(0, 120)) console.log("  " + s);
}

await run(
  "paragraphs",
  paraRoots,
  paraExt,
  (t, f) => f.endsWith(".json") ? [t] : t.split(/\n\s*\n/),
);
await run("code", codeRoots, codeExt, (t) => {
  const out: string[] = [];
  for (let i = 0; i < t.length; i += 3000) out.push(t.slice(i, i + 3000));
  return out;
});

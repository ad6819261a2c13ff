// Real benign text for the classifier (classifier round 19): paragraphs of the package docs under
// node_modules/.deno (READMEs, changelogs), split BY PACKAGE into a training half and a
// measurement half by a hash of the package name, so benign_corpus_flags.ts can count flags on
// packages the model never read. The text is read at training time, never committed: it belongs
// to the packages (the set is fixed by deno.lock after `deno install`).
import type { Example } from "./synth.ts";

export type Half = "train" | "measure";
const root = new URL("../../node_modules/.deno", import.meta.url).pathname;
const DOC_EXT = /\.(md|markdown|txt)$/i;

/** The npm package a file belongs to (`@scope/name` or `name`), or null outside a package. */
export function packageOf(path: string): string | null {
  const m = path.match(/node_modules\/\.deno\/[^/]+\/node_modules\/(@[^/]+\/[^/]+|[^/]+)\//);
  return m ? m[1] : null;
}

/** FNV-1a: a fixed hash, so the halves do not move between machines or runs. */
function fnv1a(s: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 0x01000193) >>> 0;
  return h;
}

// Binaries for one platform (@deno/kv-linux-x64-gnu): `deno install` picks another on another
// machine, so they would make the training sample depend on the platform.
const PLATFORM = /-(linux|darwin|win32|freebsd|openbsd|android|sunos|aix)(-|$)/;

/** Training half or measurement half; text outside a package (docs/, src/) is measured only. */
export function halfOf(path: string): Half {
  const pkg = packageOf(path);
  return pkg !== null && !PLATFORM.test(pkg) && fnv1a(pkg) % 2 === 0 ? "train" : "measure";
}

async function sortedFiles(dir: string, ext: RegExp): Promise<string[]> {
  const out: string[] = [];
  const names = [];
  for await (const e of Deno.readDir(dir)) names.push(e);
  names.sort((a, b) => a.name < b.name ? -1 : a.name > b.name ? 1 : 0);
  for (const e of names) {
    const p = dir + "/" + e.name;
    if (e.isDirectory) out.push(...await sortedFiles(p, ext));
    else if (e.isFile && ext.test(e.name)) out.push(p);
  }
  return out;
}

/**
 * `count` paragraphs of the training half's docs as benign examples: paragraphs of 20-2,000
 * characters, the `count` with the lowest seeded hash of their text (the same sample on every
 * machine with the same deno.lock; a package added or updated moves only its own paragraphs).
 * Empty (with a warning) when node_modules is missing.
 */
export async function packageDocExamples(
  count: number,
  weight: number,
  seed: number,
): Promise<Example[]> {
  const files = await sortedFiles(root, DOC_EXT).catch(() => []);
  if (files.length === 0) console.warn("package_docs: no node_modules/.deno; run `deno install`");
  const units: string[] = [];
  for (const f of files.filter((f) => halfOf(f) === "train")) {
    const text = await Deno.readTextFile(f);
    if (text.length > 400_000) continue;
    for (const p of text.split(/\n\s*\n/)) {
      const t = p.trim();
      if (t.length >= 20 && t.length <= 2000) units.push(t);
    }
  }
  const key = (t: string) => fnv1a(`${seed}:${t}`);
  const picked = [...new Set(units)].map((t) => ({ t, k: key(t) }))
    .sort((a, b) => a.k - b.k || (a.t < b.t ? -1 : a.t > b.t ? 1 : 0)).map((u) => u.t);
  return picked.slice(0, count).map((text) => ({
    text,
    malicious: false,
    synthetic: true,
    weight,
  }));
}

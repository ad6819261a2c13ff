/** Every relative Markdown link in README.md and docs/*.md names a file (and heading) that exists. */
import assert from "node:assert/strict";
import { dirname, join, normalize } from "node:path";

const ROOT = new URL("../", import.meta.url).pathname;

type Docs = Map<string, string>; // repository-relative path -> Markdown text

/** Drops fenced code blocks, where `#` starts no heading and `[x](y)` is no link. */
function unfenced(md: string): string {
  return md.replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[ \t]*$/gm, "");
}

/** Also drops inline code, where `[x](y)` is no link either. */
function prose(md: string): string {
  return unfenced(md).replace(/`[^`\n]*`/g, "");
}

/** GitHub's heading anchors: lower-case, punctuation dropped, spaces to hyphens, -1/-2 on repeats. */
export function anchors(md: string): Set<string> {
  const seen = new Map<string, number>();
  const out = new Set<string>();
  for (const m of unfenced(md).matchAll(/^#{1,6}[ \t]+(.+?)[ \t]*#*[ \t]*$/gm)) {
    const text = m[1].replace(/\[([^\]]*)\]\([^)]*\)/g, "$1");
    const base = text.toLowerCase().replace(/[^\p{L}\p{N}\s_-]/gu, "").replace(/\s/g, "-");
    const n = seen.get(base) ?? 0;
    seen.set(base, n + 1);
    out.add(n === 0 ? base : `${base}-${n}`);
  }
  return out;
}

/** Lists every relative link whose file or heading is missing, as `file: target (reason)`. */
export function brokenLinks(docs: Docs, pending: readonly string[] = []): string[] {
  const broken: string[] = [];
  for (const [file, md] of docs) {
    for (const m of prose(md).matchAll(/\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)) {
      const target = m[1];
      if (/^[a-z][a-z0-9+.-]*:/i.test(target)) continue; // http:, mailto: …: not a repository file
      const [path, anchor] = target.split("#", 2);
      const resolved = path === ""
        ? file
        : normalize(join(dirname(file), decodeURIComponent(path)));
      const text = docs.get(resolved);
      if (text === undefined) {
        if (!pending.includes(resolved)) broken.push(`${file}: ${target} (no such file)`);
        continue;
      }
      if (anchor && resolved.endsWith(".md") && !anchors(text).has(anchor)) {
        broken.push(`${file}: ${target} (no such heading)`);
      }
    }
  }
  return broken;
}

/** README.md, docs/*.md and every other file a link names, as found on disk. */
async function load(): Promise<Docs> {
  const docs: Docs = new Map([["README.md", await Deno.readTextFile(join(ROOT, "README.md"))]]);
  for await (const e of Deno.readDir(join(ROOT, "docs"))) {
    if (e.isFile && e.name.endsWith(".md")) {
      docs.set(`docs/${e.name}`, await Deno.readTextFile(join(ROOT, "docs", e.name)));
    }
  }
  for (const [file, md] of [...docs]) {
    for (const m of prose(md).matchAll(/\]\(([^)\s#]+)/g)) {
      if (/^[a-z][a-z0-9+.-]*:/i.test(m[1])) continue;
      const path = normalize(join(dirname(file), decodeURIComponent(m[1])));
      if (docs.has(path)) continue;
      const stat = await Deno.stat(join(ROOT, path)).catch(() => null);
      // Only Markdown is read: an image's bytes can look like a link with a malformed escape.
      const markdown = stat?.isFile && path.endsWith(".md");
      if (stat) docs.set(path, markdown ? await Deno.readTextFile(join(ROOT, path)) : "");
    }
  }
  return docs;
}

Deno.test("[docs] every relative link in README.md and docs/ names an existing file and heading", async () => {
  const docs = await load();
  assert.ok(docs.size > 1, "docs/ holds Markdown files");
  assert.deepEqual(brokenLinks(docs), []);
});

Deno.test("[docs] the link check reports a missing file, a missing heading and a pending file once it exists", () => {
  const docs: Docs = new Map([
    [
      "README.md",
      "# Top\n\n## A (b): `c`\n\nSee [x](docs/a.md#one), [y](docs/gone.md), [z](#a-b-c).",
    ],
    ["docs/a.md", "# One\n\n[back](../README.md#nowhere) [p](pending.md) `[no](link.md)`"],
  ]);
  assert.deepEqual(brokenLinks(docs), [
    "README.md: docs/gone.md (no such file)",
    "docs/a.md: ../README.md#nowhere (no such heading)",
    "docs/a.md: pending.md (no such file)",
  ]);
  assert.deepEqual(brokenLinks(docs, ["docs/gone.md", "docs/pending.md"]), [
    "docs/a.md: ../README.md#nowhere (no such heading)",
  ]);
  const arrived: Docs = new Map([
    ["docs/a.md", "[p](pending.md#missing) [q](pending.md#pending)"],
    ["docs/pending.md", "# Pending\n"],
  ]);
  assert.deepEqual(brokenLinks(arrived, ["docs/pending.md"]), [
    "docs/a.md: pending.md#missing (no such heading)",
  ]);
});

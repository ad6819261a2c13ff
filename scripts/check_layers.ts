/**
 * The import check of the layout: every import inside src/ points to a lower layer (or stays in
 * its own folder), and no file imports itself back through a circle. Run by `deno task check`
 * (and by tests/architecture_test.ts); it reads the module graph from `deno info --json`.
 */

/** Lower number = lower layer. A file may import its own folder or a folder of a lower layer. */
export const LAYERS: Record<string, number> = {
  "lib": 0,
  "telemetry": 0,
  "domain": 1,
  "errors.ts": 1,
  "config.ts": 1,
  "deps.ts": 2,
  "bootstrap.ts": 2,
  "storage": 3,
  "audit": 4,
  "egress": 4,
  "upstream": 4,
  "demo": 4,
  "catalog": 5,
  "webhooks": 5,
  "oauth": 5,
  "gate": 6,
  "services": 7,
  "http": 8,
  "mcp": 8,
  "web": 8,
  "cli": 8,
  "app.ts": 9,
  "main.ts": 10,
};

export type Graph = Map<string, string[]>;

/**
 * The import graph of src/, as paths relative to src/ (type-only imports included). One
 * `deno info` over a temporary module that imports every file keeps the check fast.
 */
export async function importGraph(files: string[]): Promise<Graph> {
  const root = new URL("../src/", import.meta.url).href;
  const config = new URL("../deno.json", import.meta.url).pathname;
  const entry = await Deno.makeTempFile({ suffix: ".ts" });
  const graph: Graph = new Map();
  try {
    await Deno.writeTextFile(entry, files.map((f) => `import "file://${f}";\n`).join(""));
    const out = await new Deno.Command(Deno.execPath(), {
      args: ["info", "--json", "--config", config, entry],
      stdout: "piped",
      stderr: "inherit",
    }).output();
    if (!out.success) throw new Error("deno info failed");
    const info = JSON.parse(new TextDecoder().decode(out.stdout));
    for (const m of info.modules as { specifier: string; dependencies?: Dep[] }[]) {
      if (!m.specifier.startsWith(root)) continue;
      const deps = (m.dependencies ?? [])
        .flatMap((d) => [d.code?.specifier, d.type?.specifier])
        .filter((s): s is string => s !== undefined && s.startsWith(root))
        .map((s) => s.slice(root.length));
      graph.set(m.specifier.slice(root.length), [...new Set(deps)]);
    }
  } finally {
    await Deno.remove(entry);
  }
  return graph;
}

interface Dep {
  code?: { specifier?: string };
  type?: { specifier?: string };
}

/** The top-level entry (folder or file) a src-relative path belongs to. */
export function unitOf(path: string): string {
  return path.split("/")[0];
}

/** Every import that points to a higher layer, or names a unit the table does not know. */
export function wrongWay(graph: Graph): string[] {
  const problems: string[] = [];
  for (const [from, deps] of graph) {
    const a = unitOf(from);
    if (!(a in LAYERS)) problems.push(`${from}: "${a}" is in no layer`);
    for (const to of deps) {
      const b = unitOf(to);
      if (a === b || !(b in LAYERS)) continue;
      if (LAYERS[b] >= LAYERS[a]) {
        problems.push(`${from} -> ${to} (${a} ${LAYERS[a]} may not import ${b} ${LAYERS[b]})`);
      }
    }
  }
  return problems;
}

/** Every import circle between files (Tarjan's strongly connected components of size > 1). */
export function circles(graph: Graph): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (v: string) => {
    index.set(v, next);
    low.set(v, next++);
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) !== index.get(v)) return;
    const component: string[] = [];
    let w: string;
    do {
      w = stack.pop()!;
      onStack.delete(w);
      component.push(w);
    } while (w !== v);
    if (component.length > 1 || (graph.get(v) ?? []).includes(v)) found.push(component.sort());
  };
  for (const v of graph.keys()) if (!index.has(v)) visit(v);
  return found;
}

/** Every file of src/ (so modules no entry point reaches are checked too). */
export async function srcFiles(): Promise<string[]> {
  const root = new URL("../src/", import.meta.url);
  const out: string[] = [];
  const walk = async (dir: URL) => {
    for await (const e of Deno.readDir(dir)) {
      if (e.isDirectory) await walk(new URL(`${e.name}/`, dir));
      else if (/\.tsx?$/.test(e.name)) out.push(new URL(e.name, dir).pathname);
    }
  };
  await walk(root);
  return out.sort();
}

if (import.meta.main) {
  const graph = await importGraph(await srcFiles());
  const problems = [...wrongWay(graph), ...circles(graph).map((c) => `circle: ${c.join(" ")}`)];
  for (const p of problems) console.error(p);
  if (problems.length > 0) Deno.exit(1);
  console.log(`layers ok: ${graph.size} files, every import one way, no circle`);
}

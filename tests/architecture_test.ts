/** The layout's rules as a test: one-way layers, no import circle, no file over 250 lines. */
import assert from "node:assert/strict";
import {
  circles,
  type Graph,
  importGraph,
  LAYERS,
  srcFiles,
  unitOf,
  wrongWay,
} from "../scripts/check_layers.ts";

Deno.test("every import in src/ points one way and no file imports itself back", async () => {
  const graph = await importGraph(await srcFiles());
  assert.ok(graph.size > 100, `the graph holds ${graph.size} files`);
  assert.deepEqual(wrongWay(graph), []);
  assert.deepEqual(circles(graph), []);
});

Deno.test("the check refuses an upward import, an unknown folder and a circle", () => {
  const graph: Graph = new Map([
    ["storage/a.ts", ["services/b.ts"]],
    ["services/b.ts", ["storage/a.ts"]],
    ["newfolder/c.ts", []],
    ["gate/d.ts", ["gate/e.ts"]],
    ["gate/e.ts", ["gate/d.ts"]],
  ]);
  const problems = wrongWay(graph);
  assert.equal(problems.length, 2);
  assert.match(problems[0], /storage\/a\.ts -> services\/b\.ts/);
  assert.match(problems[1], /"newfolder" is in no layer/);
  assert.deepEqual(circles(graph), [["services/b.ts", "storage/a.ts"], ["gate/d.ts", "gate/e.ts"]]);
});

Deno.test("every top-level entry of src/ has a layer", async () => {
  const root = new URL("../src/", import.meta.url).pathname;
  const units = new Set((await srcFiles()).map((f) => unitOf(f.slice(root.length))));
  assert.deepEqual([...units].filter((u) => !(u in LAYERS)), []);
});

Deno.test("no file in src/ is over 250 lines", async () => {
  const long: string[] = [];
  for (const file of await srcFiles()) {
    const lines = (await Deno.readTextFile(file)).split("\n").length - 1;
    if (lines > 250) long.push(`${file}: ${lines}`);
  }
  assert.deepEqual(long, []);
});

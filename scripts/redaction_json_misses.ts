/**
 * JSON-half misses and false-positive paths of named tuning sets, one JSON line each, for a
 * round's miss table. Only the redaction_json.json of each directory passed by name is read
 * (never a text half, never a held-out set).
 * Run: deno run -A scripts/redaction_json_misses.ts heldout heldout_v9 redaction_train/rtr1 …
 */
import { evalRedactionJsonV2, loadFrom } from "./heldout_eval.ts";

type Json = null | boolean | number | string | Json[] | { [k: string]: Json };
type Case = { value: Json; sensitivePaths: string[] };

/** The value at a JSON pointer (RFC 6901 unescaping), or undefined when absent. */
function at(value: Json, pointer: string): Json | undefined {
  let cur: Json | undefined = value;
  for (const raw of pointer.split("/").slice(1)) {
    const key = raw.replaceAll("~1", "/").replaceAll("~0", "~");
    if (cur === null || typeof cur !== "object") return undefined;
    cur = (cur as Record<string, Json>)[key];
  }
  return cur;
}

const clip = (v: unknown) => JSON.stringify(v)?.slice(0, 300);

for (const dir of Deno.args) {
  const cases = await loadFrom<Case[]>(dir, "redaction_json.json");
  const r = evalRedactionJsonV2(cases);
  const rows = [
    ...r.misses.map((m) => ({ ...m, kind: "miss" })),
    ...r.falseAlarms.map((m) => ({ ...m, kind: "fp" })),
  ];
  for (const row of rows) {
    const c = cases[row.case];
    const parent = row.path.split("/").slice(0, -1).join("/");
    console.log(JSON.stringify({
      set: dir,
      kind: row.kind,
      case: row.case,
      path: row.path,
      leaf: clip(at(c.value, row.path)),
      parent: clip(at(c.value, parent)),
    }));
  }
  console.error(
    dir,
    `${r.recalledPaths}/${r.sensitivePaths}`,
    `fp ${r.falsePositivePaths}/${r.benignLeaves}`,
    `corrupt ${r.corruptedJson}`,
  );
}

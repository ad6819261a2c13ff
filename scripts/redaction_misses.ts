/**
 * Redaction misses and benign changes of named tuning sets, one JSON line each, for a round's
 * miss table (never a held-out set: only the directories passed by name are read).
 * Run: deno run -A scripts/redaction_misses.ts heldout_v27 redaction_train/rtr1 …
 */
import { redactValue } from "../src/audit/redact.ts";

type RedactionCase = { text: string; sensitive: boolean; kind: string; secret?: string };

for (const dir of Deno.args) {
  const url = new URL(`../tests/fixtures/${dir}/redaction.json`, import.meta.url);
  const cases = JSON.parse(await Deno.readTextFile(url)) as RedactionCase[];
  for (const c of cases) {
    const out = String(redactValue(c.text, "/arguments").value);
    const missed = c.sensitive && out.includes(c.secret ?? c.text);
    const changed = !c.sensitive && out !== c.text;
    if (missed || changed) {
      console.log(JSON.stringify({ set: dir, kind: missed ? "miss" : "fp", c, out }));
    }
  }
}

// Redaction round red77 (issue 13): a pack handed to new or covering staff ("New starter pack,
// <site>: <system>  V  (ask the manager …)", "Locum pack, <site>, page 3. <system>: V. Ask the
// manager …"). Such a pack lists what the newcomer logs in with, each value after its system, so
// a value written in both cases inside its run (mixed_case_run.ts) is a login's or a key's there.
// The same packs list ids, barcodes, UUIDs and placeholders (v58, v59): those are one case,
// digits or hex, and are left. Tuning sets: v58, v59 (two writers).
import { mixedCaseRun } from "./mixed_case_run.ts";
import type { Span, TextRule } from "./rule_kit.ts";

// The pack's own name near the line's start: whose pack it is, then "pack".
const PACK =
  /^[ \t]*(?:new[ \t]+)?(?:starter|starters|locum|induction|onboarding|welcome|new[ \t]+staff|cover|temp)[ \t]+pack(?!\p{L})/iu;
// A value set off as a field: after a colon and a space or after two spaces, before two spaces,
// a sentence's end, a comma or the line's end.
const FIELD = /(?::[ \t]+|[ \t]{2,})([^\s]{10,64}?)(?=\.?(?:[ \t]{2,}|[ \t]*$|\.[ \t]|,[ \t]))/gmu;

function findPackValues(text: string, at: number[] | null): Span[] {
  const spans: Span[] = [];
  const hits = at ?? [...text.matchAll(/pack/gi)].map((m) => m.index);
  let done = -1;
  for (const p of hits) {
    const ls = text.lastIndexOf("\n", p) + 1;
    if (ls === done) continue;
    done = ls;
    const nl = text.indexOf("\n", p);
    const line = text.slice(ls, nl < 0 ? text.length : nl);
    if (!PACK.test(line)) continue;
    for (const m of line.matchAll(FIELD)) {
      const v = m[1];
      if (!mixedCaseRun(v)) continue;
      const start = ls + m.index + m[0].length - v.length;
      spans.push({ start, end: start + v.length, rule: "staff-pack-value", category: "secret" });
    }
  }
  return spans;
}

export const STAFF_PACK_RULES: TextRule[] = [{
  id: "staff-pack-value",
  category: "secret",
  keywords: ["pack"],
  find: findPackValues,
}];

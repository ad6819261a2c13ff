/**
 * Which rules search the whole text on the bench payloads, and why (cost round 29, issue 13): a
 * rule whose keywords occur more than MAX_WINDOWS times in a string is searched over all of it
 * instead of windows around its hits (keyword_gate.ts). Per payload and rule: the hits, the
 * keywords that make them, how many windows of [hit - 250, hit + 350] (the phrase rules' reach)
 * they merge into and how much of the text those cover; and, from the regex's syntax tree, a
 * literal every match holds and how far in (required_literal.ts), the data for a cheaper gate.
 * Run: deno run -A scripts/bench/audit_fallback.ts [payload...]
 */
import { allHits, buildGate, type Gate, MAX_WINDOWS } from "../../src/audit/keyword_gate.ts";
import { GATE, PHRASE_GATE_ENTRIES } from "../../src/audit/phrase_scan.ts";
import { TEXT_GATE_ENTRIES } from "../../src/audit/text_scan.ts";
import { requiredLiterals } from "./required_literal.ts";
import { workloads } from "./audit.ts";

const BEFORE = 250;
const AFTER = 350;

export interface FallbackRow {
  side: "phrase" | "redaction";
  id: string;
  length: number;
  hits: number;
  keywords: Array<[string, number]>;
  windows: number;
  cover: number;
  required?: { lits: string[]; lead: number } | null;
}

type Entry = { rule: unknown; keywords: string[] };

function idOf(rule: unknown): string {
  if (typeof rule === "string") return rule;
  const r = rule as { id?: string; intent?: string; lang?: string };
  return r.id ?? (r.intent ? `sentence scorer ${r.intent}` : `latin ${r.lang}`);
}

/** Merged windows around sorted hits: how many, and how many characters they cover. */
export function merged(at: number[], length: number): { windows: number; cover: number } {
  let windows = 0, cover = 0, s = -1, e = -1;
  for (const p of at) {
    const a = Math.max(0, p - BEFORE), b = Math.min(length, p + AFTER);
    if (a > e) {
      if (e >= 0) cover += e - s;
      (windows++, s = a);
    }
    e = Math.max(e, b);
  }
  return { windows, cover: e >= 0 ? cover + e - s : 0 };
}

/** Occurrences of each of a rule's keywords, as the gate counts them (most first). */
function keywordCounts(keywords: string[], text: string): Array<[string, number]> {
  return keywords
    .map((
      k,
    ): [string, number] => [
      k,
      allHits(buildGate([{ rule: 1, keywords: [k] }]), text).get(1)?.length ?? 0,
    ])
    .filter(([, n]) => n > 0)
    .sort((a, b) => b[1] - a[1]);
}

/** The rules of one gate that `text` sends to a whole-text search. */
export function fallbackRows(
  side: FallbackRow["side"],
  gate: Gate<unknown>,
  entries: Entry[],
  text: string,
): FallbackRow[] {
  const rows: FallbackRow[] = [];
  for (const [rule, at] of allHits(gate, text)) {
    if (at.length <= MAX_WINDOWS) continue;
    const keywords = keywordCounts(entries.find((e) => e.rule === rule)!.keywords, text);
    const re = (rule as { re?: RegExp }).re;
    const req = re ? requiredLiterals(re) : undefined;
    rows.push({
      side,
      id: idOf(rule),
      length: text.length,
      hits: at.length,
      keywords,
      ...merged(at, text.length),
      required: req && { lits: req.lits, lead: req.lead },
    });
  }
  return rows;
}

function strings(v: unknown, out: string[] = []): string[] {
  if (typeof v === "string") out.push(v);
  else if (v && typeof v === "object") Object.values(v).forEach((x) => strings(x, out));
  return out;
}

if (import.meta.main) {
  const wanted = Deno.args.filter((a) => !a.startsWith("--"));
  const textGate = buildGate(TEXT_GATE_ENTRIES) as Gate<unknown>;
  for (const [name, value] of Object.entries(workloads())) {
    if (wanted.length > 0 && !wanted.includes(name)) continue;
    const rows = strings(value).filter((s) => s.length > 2 * MAX_WINDOWS).flatMap((s) => [
      ...fallbackRows("phrase", GATE as Gate<unknown>, PHRASE_GATE_ENTRIES, s),
      ...fallbackRows("redaction", textGate, TEXT_GATE_ENTRIES, s),
    ]);
    const ids = new Set(rows.map((r) => r.id));
    console.log(`== ${name}: ${rows.length} whole-text entries (${ids.size} rule ids)`);
    for (const r of rows) {
      const kw = r.keywords.slice(0, 3).map(([k, n]) => `${JSON.stringify(k)}×${n}`).join(" ");
      const req = r.required === undefined
        ? ""
        : r.required === null
        ? "  required: none"
        : `  required: ${JSON.stringify(r.required.lits.slice(0, 3))}${
          r.required.lits.length > 3 ? `+${r.required.lits.length - 3}` : ""
        } within ${r.required.lead}`;
      const pct = Math.round((100 * r.cover) / r.length);
      console.log(
        `${r.side.padEnd(9)} ${r.id.padEnd(28)} ${String(r.hits).padStart(4)} hits ` +
          `${String(r.windows).padStart(3)} windows ${
            String(pct).padStart(3)
          }% covered  ${kw}${req}`,
      );
    }
  }
}

// Training data for the redaction classifier (issue 13, rclf1): the tuning sets' free-text
// redaction cases, each with the rules' own output, so candidates are read where the model runs
// (after the rules). Sets are named one by one: v35, rtr7 and later are never read.
import { redactValue } from "../../src/audit/redact.ts";
import { type Candidate, findCandidates } from "./candidates.ts";
import { candidateFeatures } from "./features.ts";

export type Case = { text: string; sensitive: boolean; kind: string; secret?: string };
export type Row = Case & { set: string; out: string };
export type Example = { feats: number[]; label: 0 | 1; weight: number };

const V = Array.from({ length: 33 }, (_, i) => `v${i + 2}`);
export const TUNING_SETS = ["v1", ...V, "rtr1", "rtr2", "rtr3", "rtr4", "rtr5", "rtr6"];

function dirOf(set: string): string {
  if (set === "v1") return "heldout";
  if (set.startsWith("rtr")) return `redaction_train/${set}`;
  return `heldout_v${set.slice(1)}`;
}

/** Every tuning set's cases with the rules' output (cached per run in RCLF_CACHE, if set). */
export async function loadRows(sets = TUNING_SETS): Promise<Row[]> {
  const cache = Deno.env.get("RCLF_CACHE");
  if (cache) {
    try {
      const rows = JSON.parse(await Deno.readTextFile(cache)) as Row[];
      return rows.filter((r) => sets.includes(r.set));
    } catch { /* compute below */ }
  }
  const rows: Row[] = [];
  // Only the named sets are read; the cache is written only for the whole list.
  for (const set of cache ? TUNING_SETS : sets.filter((s) => TUNING_SETS.includes(s))) {
    const url = new URL(`../../tests/fixtures/${dirOf(set)}/redaction.json`, import.meta.url);
    const cases = JSON.parse(await Deno.readTextFile(url)) as Case[];
    for (const c of cases) {
      rows.push({ ...c, set, out: String(redactValue(c.text, "/arguments").value) });
    }
  }
  if (cache) await Deno.writeTextFile(cache, JSON.stringify(rows));
  return rows.filter((r) => sets.includes(r.set));
}

/** Where the secret still stands in the rules' output (every occurrence). */
export function secretSpans(r: Row, text = r.out): [number, number][] {
  if (!r.sensitive || !r.secret) return [];
  const out: [number, number][] = [];
  for (let i = text.indexOf(r.secret); i >= 0; i = text.indexOf(r.secret, i + 1)) {
    out.push([i, i + r.secret.length]);
  }
  return out;
}

export function candidatesOf(text: string): { cand: Candidate[]; feats: number[][] } {
  const cand = findCandidates(text);
  return { cand, feats: cand.map((c) => candidateFeatures(text, c)) };
}

/**
 * Positives overlap a case's secret; other candidates of sensitive texts weigh less. Read on the
 * original text (every secret, the rules' catches too: what a secret looks like in context) or
 * on the rules' output (only what the rules left).
 */
export function examplesOf(rows: Row[], otherWeight = 0.5, onOutput = false): Example[] {
  const ex: Example[] = [];
  for (const r of rows) {
    const text = onOutput ? r.out : r.text;
    const spans = secretSpans(r, text);
    const { cand, feats } = candidatesOf(text);
    cand.forEach((c, i) => {
      const pos = spans.some(([a, b]) => c.start < b && a < c.end);
      ex.push({
        feats: feats[i],
        label: pos ? 1 : 0,
        weight: pos || !r.sensitive ? 1 : otherWeight,
      });
    });
  }
  return ex;
}

// Summarises a leave-one-set-out dump (loso.ts --rows=FILE): pooled recall and false positives
// at each fold's own threshold, recall at a matched false-positive budget (threshold read off
// the pooled benign scores), and with --gates rows, what each gate logit costs when every case
// is scored as a long value would be.
// Run: deno run -A scripts/classifier/loso_summary.ts /tmp/rows.json
export type Row = {
  set: string;
  malicious: boolean;
  rules: boolean;
  score: number;
  threshold?: number;
  thresholdAt?: Record<string, number>;
  gated?: Record<string, number>;
};

const pct = (a: number, n: number) => `${a}/${n} (${(a / Math.max(1, n)).toFixed(3)})`;

/** Recall at the lowest threshold whose pooled false-positive rate stays within `budget`. */
function recallAtBudget(rows: Row[], budget: number, score = (r: Row) => r.score) {
  const neg = rows.filter((r) => !r.malicious).map(score).sort((a, b) => b - a);
  const pos = rows.filter((r) => r.malicious).map(score);
  const t = (neg[Math.floor(budget * neg.length)] ?? 0) + 1e-9;
  return {
    threshold: Number(t.toFixed(3)),
    recall: pct(pos.filter((s) => s >= t).length, pos.length),
  };
}

/** Classifier alone and rules + classifier, each row at its fold's cross-validated threshold. */
export function atFoldThreshold(rows: Row[], score = (r: Row) => r.score) {
  const pos = rows.filter((r) => r.malicious), neg = rows.filter((r) => !r.malicious);
  const hit = (r: Row) => score(r) >= (r.threshold ?? Infinity);
  return {
    classifier: `${pct(pos.filter(hit).length, pos.length)} / fp ${
      pct(neg.filter(hit).length, neg.length)
    }`,
    combined: `${pct(pos.filter((r) => r.rules || hit(r)).length, pos.length)} / fp ${
      pct(neg.filter((r) => r.rules || hit(r)).length, neg.length)
    }`,
  };
}

/** Per fold and pooled at the fold thresholds, the other fixed rules, and matched budgets. */
export function summary(rows: Row[]) {
  const sets = [...new Set(rows.map((r) => r.set))];
  const out: Record<string, unknown> = {
    perFold: Object.fromEntries(
      sets.map((s) => [s, atFoldThreshold(rows.filter((r) => r.set === s))]),
    ),
    pooled: atFoldThreshold(rows),
    // Other fixed rules (out-of-fold benign budget 1 %, 2 %; `u…`: the calibration corpora's
    // benign results, loso.ts), each fold at its own threshold.
    otherRules: Object.fromEntries(
      Object.keys(rows[0]?.thresholdAt ?? {}).map((fp) => [
        fp,
        atFoldThreshold(rows.map((r) => ({ ...r, threshold: r.thresholdAt![fp] }))),
      ]),
    ),
    recallAtFp: Object.fromEntries([0.005, 0.01, 0.02].map((b) => [b, recallAtBudget(rows, b)])),
  };
  const logits = Object.keys(rows[0]?.gated ?? {});
  if (logits.length > 0) {
    out.gated = Object.fromEntries(logits.map((g) => {
      const score = (r: Row) => r.gated![g];
      return [g, {
        atFoldThreshold: atFoldThreshold(rows, score),
        recallAtFp1: recallAtBudget(rows, 0.01, score),
      }];
    }));
  }
  return out;
}

if (import.meta.main) {
  const rows = JSON.parse(await Deno.readTextFile(Deno.args[0])) as Row[];
  console.log(JSON.stringify(summary(rows), null, 2));
}

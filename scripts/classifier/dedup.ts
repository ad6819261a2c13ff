// Near-duplicate templates inside one tuning set: writers reuse a template with new names and
// numbers, and each copy would weigh one author's wording again. A case's weight becomes
// 1/sqrt(copies), copies counted as the set's cases whose word 3-grams overlap its own by at
// least half (Jaccard), itself included (classifier round 13, candidate c).
import { cleanPiece } from "../../src/audit/classifier_features.ts";
import { normaliseText } from "../../src/audit/unicode.ts";

const NEAR = 0.3;

function shingles(text: string): Set<string> {
  const w = cleanPiece(normaliseText(text)).split(" ");
  const out = new Set<string>();
  for (let i = 0; i + 3 <= w.length; i++) out.add(w.slice(i, i + 3).join(" "));
  if (w.length < 3) out.add(w.join(" "));
  return out;
}

function jaccard(a: Set<string>, b: Set<string>): number {
  let common = 0;
  for (const s of a) if (b.has(s)) common++;
  return common / (a.size + b.size - common || 1);
}

/** Sample weights (1/sqrt of near-copies within the list, same label) for one set's cases. */
export function templateWeights(cases: Array<{ text: string; malicious: boolean }>): number[] {
  const sh = cases.map((c) => shingles(c.text));
  return cases.map((c, i) => {
    let copies = 0;
    for (let j = 0; j < cases.length; j++) {
      if (cases[j].malicious === c.malicious && jaccard(sh[i], sh[j]) >= NEAR) copies++;
    }
    return 1 / Math.sqrt(copies);
  });
}

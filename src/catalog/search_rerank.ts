/**
 * A learned re-ranker over the ranker's top candidates (round 23): a linear model over features
 * the ranker already has (each field's share of the query words, the vector score, the
 * translation table, the fused rank and score, the candidate's server among the others).
 * Trained by scripts/search_rerank_train.ts; see docs/search.md, "Round 23".
 */
import type { Association } from "./search_assoc.ts";
import { type Field, FIELDS } from "./search_doc.ts";
import type { Scored } from "./search_postings.ts";

/** What one query brings to the re-ranker besides its candidates. */
export interface RerankQuery {
  text: string;
  terms: string[];
  /** The vector score of a tool, when word vectors are on. */
  semanticOf: ((doc: number) => number) | null;
  translations: Map<string, Association[]>;
}

/** Standardised linear weights: score = Σ w[i] · (x[i] − mean[i]) / std[i]. */
export interface RerankModel {
  depth: number;
  mean: number[];
  std: number[];
  weights: number[];
}

export const RERANK_FEATURES = [
  "recipRank",
  "logRank",
  "relScore",
  "name",
  "title",
  "description",
  "params",
  "server",
  "cover",
  "namePrecision",
  "translate",
  "cosine",
  "serverShare",
  "topServer",
  "firstInName",
  "longRecip",
  "longCover",
  "questionRecip",
  "nameLength",
] as const;

const QUESTION = /^(who|what|which|how|why|where|when|is|are|do|does|did|can|could|should)\b/i;
const OWN: Field[] = ["name", "title", "description", "params", "server"];

/** Per tool, the processed words of the fields the features read. */
export class RerankFields {
  #fields: string[][][];
  #slugs: string[];

  constructor(fields: string[][][], slugs: string[]) {
    const at = OWN.map((f) => FIELDS.indexOf(f)), docs = FIELDS.indexOf("paramDocs");
    this.#fields = fields.map((doc) =>
      at.map((i) => (i === at[3] ? [...doc[i], ...doc[docs]] : doc[i]))
    );
    this.#slugs = slugs;
  }

  /** One feature row per candidate in `top` (best first), in RERANK_FEATURES' order. */
  features(q: RerankQuery, top: Scored[]): number[][] {
    const n = Math.max(1, q.terms.length), best = top[0]?.score || 1;
    const long = Math.min(q.terms.length, 20) / 10;
    const question = QUESTION.test(q.text.trim()) || q.text.trim().endsWith("?") ? 1 : 0;
    const servers = new Map<string, number>();
    for (const s of top) {
      servers.set(this.#slugs[s.doc], (servers.get(this.#slugs[s.doc]) ?? 0) + 1);
    }
    return top.map((s, r) => {
      const f = this.#fields[s.doc], all = new Set(f.flat());
      const share = (words: string[]) => q.terms.filter((t) => words.includes(t)).length / n;
      const name = new Set(f[0]);
      const cover = q.terms.filter((t) => all.has(t)).length / n;
      const recip = 1 / (r + 1);
      return [
        recip,
        Math.log(r + 1),
        s.score / best,
        share(f[0]),
        share(f[1]),
        share(f[2]),
        share(f[3]),
        share(f[4]),
        cover,
        name.size === 0 ? 0 : [...name].filter((w) => q.terms.includes(w)).length / name.size,
        translated(q, all) / n,
        q.semanticOf?.(s.doc) ?? 0,
        (servers.get(this.#slugs[s.doc]) ?? 0) / top.length,
        this.#slugs[s.doc] === this.#slugs[top[0].doc] ? 1 : 0,
        q.terms.length > 0 && name.has(q.terms[0]) ? 1 : 0,
        long * recip,
        long * cover,
        question * recip,
        Math.min(name.size, 20) / 10,
      ];
    });
  }

  /** The first `model.depth` candidates re-ordered by the model; the rest follow unchanged. */
  order(q: RerankQuery, top: Scored[], model: RerankModel): Scored[] {
    const head = top.slice(0, model.depth);
    if (head.length < 2) return top;
    const rows = this.features(q, head);
    const scored = head.map((s, i) => ({ s, v: modelScore(model, rows[i]), i }));
    scored.sort((a, b) => b.v - a.v || a.i - b.i);
    return [...scored.map((x) => x.s), ...top.slice(model.depth)];
  }
}

/** The model in force (null: the ranker's order stands) and an evaluation tap on its input. */
export class Reranker {
  /** Sees each query's candidates before re-ranking (scripts/search_rerank_train.ts). */
  tap: ((q: RerankQuery, top: Scored[]) => void) | null = null;

  constructor(readonly fields: RerankFields, public model: RerankModel | null) {}

  apply(q: RerankQuery, top: Scored[]): Scored[] {
    this.tap?.(q, top);
    return this.model === null ? top : this.fields.order(q, top, this.model);
  }
}

export function modelScore(model: RerankModel, row: number[]): number {
  let v = 0;
  for (let i = 0; i < row.length; i++) {
    v += model.weights[i] * (row[i] - model.mean[i]) / model.std[i];
  }
  return v;
}

/** Σ over query words of the strongest translation whose tool word the tool has. */
function translated(q: RerankQuery, words: Set<string>): number {
  let sum = 0;
  for (const t of q.terms) {
    let best = 0;
    for (const a of q.translations.get(t) ?? []) {
      if (a.confidence > best && words.has(a.term)) best = a.confidence;
    }
    sum += best;
  }
  return sum;
}

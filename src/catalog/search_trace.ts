/**
 * Evaluation only (scripts/search_dense_dump.ts): a listener that sees what each query's fusion
 * starts from, so that a grid over fusion weights can re-rank a dump instead of running the
 * ranker once per setting. No listener is set in production; emitting is then a no-op.
 */
import type { Semantic } from "./search_semantic.ts";
import type { Scored } from "./search_topk.ts";

/** The inputs of one `#blend` call (search.ts), before fusion, focus and sibling support. */
export interface BlendTrace {
  lexical: Scored[];
  near: Scored[];
  lexicalOf: (doc: number) => number;
  semantic: Semantic;
  /** Server numbers the query names, and the cut for other servers' tools. */
  named: Set<number>;
  cut: number;
  /** Candidates kept after sibling support. */
  k: number;
}

let listener: ((trace: BlendTrace) => void) | null = null;

export function traceBlend(l: ((trace: BlendTrace) => void) | null): void {
  listener = l;
}

export function emitBlend(trace: BlendTrace): void {
  listener?.(trace);
}

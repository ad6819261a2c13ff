// The shipped re-ranker model (search_rerank.ts); null: the ranker's own order stands.
import type { RerankModel } from "./search_rerank.ts";

export const SHIPPED_RERANK: RerankModel | null = null;

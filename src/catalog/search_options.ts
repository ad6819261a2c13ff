// The caller-facing limits of a search and the policy check, kept apart from the ranking.

export interface SearchOptions {
  limit?: number;
  server?: string;
  /** Policy and enabled-server filter; tools it rejects are never returned. */
  allow?: (qualifiedName: string) => boolean;
}

export const DEFAULT_LIMIT = 10;
export const MAX_LIMIT = 50;
export const MAX_QUERY_CHARS = 1000;
export const MAX_QUERY_TERMS = 24;

export function clampLimit(limit: unknown, fallback: number): number {
  if (typeof limit !== "number" || !Number.isFinite(limit)) return fallback;
  return Math.min(MAX_LIMIT, Math.max(1, Math.floor(limit)));
}

export function safeAllow(allow: SearchOptions["allow"], qualifiedName: string): boolean {
  if (allow === undefined) return true;
  try {
    return allow(qualifiedName) === true;
  } catch {
    return false; // a failing policy check must deny, never leak
  }
}

/** `safeAllow` per document number, each asked at most once per query. */
export function allowedDocs(
  allow: SearchOptions["allow"],
  nameOf: (doc: number) => string,
): (doc: number) => boolean {
  const seen = new Map<number, boolean>();
  return (doc) => {
    let ok = seen.get(doc);
    if (ok === undefined) seen.set(doc, ok = safeAllow(allow, nameOf(doc)));
    return ok;
  };
}

/**
 * Activity row ids: UUID version 7 (RFC 9562), whose first 48 bits are the row's createdAt in ms.
 * Finding a row by id then needs no index key: the id names its own row key. Ids of rows written
 * before (version 4) are found through the `activity_by_id` index.
 */
const V7 = /^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/**
 * A version 7 UUID for `ms` (0 to 2^48 - 1): the time, then the random bits of a version 4 UUID
 * past its version digit (74 bits, the variant kept). The native randomUUID is the cheap source.
 */
export function rowId(ms: number): string {
  const t = ms.toString(16).padStart(12, "0");
  return `${t.slice(0, 8)}-${t.slice(8)}-7${crypto.randomUUID().slice(15)}`;
}

/** The createdAt (ms) a version 7 id carries, or null for any other id. */
export function rowIdMs(id: string): number | null {
  return V7.test(id) ? parseInt(id.slice(0, 8) + id.slice(9, 13), 16) : null;
}

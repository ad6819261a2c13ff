/**
 * Activity row ids: UUID version 7 (RFC 9562), whose first 48 bits are the row's createdAt in ms.
 * Finding a row by id then needs no index key: the id names its own row key. Ids of rows written
 * before (version 4) are found through the `activity_by_id` index.
 */
const V7 = /^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/** A version 7 UUID for `ms`, with 74 random bits. */
export function rowId(ms: number): string {
  const b = crypto.getRandomValues(new Uint8Array(16));
  let t = ms;
  for (let i = 5; i >= 0; i--) {
    b[i] = t % 256;
    t = Math.floor(t / 256);
  }
  b[6] = (b[6] & 0x0f) | 0x70;
  b[8] = (b[8] & 0x3f) | 0x80;
  const h = Array.from(b, (x) => x.toString(16).padStart(2, "0")).join("");
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}

/** The createdAt (ms) a version 7 id carries, or null for any other id. */
export function rowIdMs(id: string): number | null {
  return V7.test(id) ? parseInt(id.slice(0, 8) + id.slice(9, 13), 16) : null;
}

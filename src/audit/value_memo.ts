// Cost round 28 (issue 13): the redaction rules judge the same candidate value many times in one
// scan: each credential noun near it walks to it (clause-reach), several rules ask whether it is a
// placeholder (isTemplateOrMask, looksFake) or a slot's value (slotValue), and a result repeats
// its rows. These judgements read the value alone (no text, no state), so within one scan a
// value's answer is kept and reused; outside a scan the judgement runs as it always did.

// A bound on one scan's table: past it a value is judged afresh, never answered wrongly.
const MAX_VALUES = 4096;

let depth = 0;
const tables: Map<string, unknown>[] = [];

/** `judge` (never undefined), answered from this scan's table when the value was judged in it. */
export function perScan<T>(judge: (value: string) => T): (value: string) => T {
  const table = new Map<string, T>();
  tables.push(table);
  return (value) => {
    if (depth === 0) return judge(value);
    const known = table.get(value);
    if (known !== undefined) return known;
    const answer = judge(value);
    if (table.size < MAX_VALUES) table.set(value, answer);
    return answer;
  };
}

/**
 * Runs `scan` as one scan: judgements inside it share one table per judge, emptied when the
 * outermost scan ends (a nested scan joins the one around it).
 */
export function withinScan<T>(scan: () => T): T {
  depth++;
  try {
    return scan();
  } finally {
    if (--depth === 0) { for (const table of tables) table.clear(); }
  }
}

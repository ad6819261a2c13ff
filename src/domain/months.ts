/** The UTC calendar months that usage is counted and reset by. */

/** "YYYY-MM" of the UTC month containing `ms`. */
export function utcMonth(ms: number): string {
  return new Date(ms).toISOString().slice(0, 7);
}

/** 00:00 UTC on the first day of the month after the one containing `ms`. */
export function nextMonthStart(ms: number): string {
  const d = new Date(ms);
  return new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 1)).toISOString();
}

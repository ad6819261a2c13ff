// Decides whether a value has enough strings for a whole-document keyword pass to pay off.

/** Whole-value planning costs one extra pass; it pays off only when it can skip many strings. */
export const PLAN_MIN_STRINGS = 8;

/** True when `value` holds more than PLAN_MIN_STRINGS strings (stops counting early). */
export function worthPlanning(value: unknown): boolean {
  let count = 0;
  const stack: unknown[] = [value];
  while (stack.length > 0 && count <= PLAN_MIN_STRINGS) {
    const v = stack.pop();
    if (typeof v === "string") count++;
    else if (typeof v === "object" && v !== null) {
      for (const child of Object.values(v)) stack.push(child);
    }
  }
  return count > PLAN_MIN_STRINGS;
}

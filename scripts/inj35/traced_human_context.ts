// Measurement only (scripts/inj35/measure.ts maps src/audit/human_context.ts here): the engine's
// discounts with a record of which kind fired and a set of kinds to leave out.
import { scoreText, shippedModel } from "../../src/audit/classifier.ts";
import { humanContextKind } from "../../src/audit/human_context.ts";
export * from "../../src/audit/human_context.ts";

export interface Fired {
  kind: string;
  rule: string;
  score: number;
  excerpt: string;
}
export const fired: Fired[] = [];
export const skip = new Set<string>();

/** The engine's call, recorded: which discount dropped which finding, and the model's score. */
export function humanContext(rule: string, text: string, start: number, end: number): boolean {
  const kind = humanContextKind(rule, text, start, end, skip);
  if (kind === undefined) return false;
  const score = rule === "injection.classifier" ? scoreText(shippedModel(), text).score : NaN;
  fired.push({ kind, rule, score, excerpt: text.slice(start, Math.min(end, start + 160)) });
  return true;
}

// The plan of a whole value for redaction: one keyword pass over its serialisation.
import { worthPlanning } from "./count_strings.ts";
import { keepPhraseAnchors, sharedAnchors } from "./shared_pass.ts";
import { planFor, type RulePlan } from "./text_scan.ts";

/** One keyword pass over the serialised value lets most strings skip the per-string rule gate. */
export function planOf(value: unknown): { plan: RulePlan; json: string } | undefined {
  if (!worthPlanning(value)) return undefined;
  try {
    const json = JSON.stringify(value);
    if (json === undefined) return undefined;
    const anchors = sharedAnchors(json);
    keepPhraseAnchors(json, anchors.phrase);
    return { plan: planFor(json, anchors.secret), json };
  } catch {
    return undefined;
  }
}

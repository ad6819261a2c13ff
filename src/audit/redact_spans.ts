// The spans of one string of a walked value, read by the shared keyword pass when it is long.
import { keepPhraseHits, MIN_SHARED, sharedHits } from "./shared_pass.ts";
import {
  findSecretSpans,
  planAdmits,
  type RulePlan,
  type Span,
  withScriptSecretHits,
} from "./text_scan.ts";

/**
 * A long string gets the shared keyword pass; its phrase hits outlive redaction. Under a plan
 * (round 21) too, when the plan lets its keyword rules run: the same read then serves the scan,
 * with the non-ASCII keywords' hits added as a string's own gate pass adds them.
 */
export function secretSpans(s: string, plan: RulePlan | undefined, contacts: boolean): Span[] {
  if (s.length < MIN_SHARED) return findSecretSpans(s, plan, contacts);
  if (!planAdmits(plan, s)) return findSecretSpans(s, plan, contacts);
  const hits = sharedHits(s);
  // The shared pass reads ASCII keywords only; a rule woken by a non-ASCII one (a Hindi "OTP")
  // gets its hits here, planned or not.
  const secret = withScriptSecretHits(s, hits.secret);
  const spans = findSecretSpans(s, plan, contacts, secret);
  if (spans.length === 0) keepPhraseHits(s, hits.phrase);
  return spans;
}

// The spans of one string of a walked value, read by the shared keyword pass when it is long.
import { editedSecretHits, keepPhraseHits, MIN_SHARED, sharedHits } from "./shared_pass.ts";
import type { Edit } from "./gate_events.ts";
import {
  findSecretSpans,
  planAdmits,
  type RulePlan,
  type Span,
  withScriptSecretHits,
} from "./text_scan.ts";
import { mapSpans, type VisibleView, visibleView } from "./visible_spans.ts";

/**
 * A walked string's spans, read through invisible characters (visible_spans.ts). The view gets no
 * plan: the plan's keywords were read from the serialisation, where those characters split them.
 * A long original still gets the shared pass, whose events serve its stored copy's reading and,
 * mapped through the removed characters, the view's own keyword hits (cost round 40).
 */
export function walkSpans(s: string, plan: RulePlan | undefined, contacts: boolean): Span[] {
  const view = visibleView(s);
  if (view === undefined) return secretSpans(s, plan, contacts);
  const phrase = s.length >= MIN_SHARED ? sharedHits(s).phrase : undefined;
  const mapped = phrase === undefined ? undefined : editedSecretHits(s, view.text, viewEdits(view));
  const hits = mapped === undefined ? undefined : withScriptSecretHits(view.text, mapped);
  const spans = mapSpans(view, findSecretSpans(view.text, undefined, contacts, hits));
  if (phrase !== undefined && spans.length === 0) keepPhraseHits(s, phrase);
  return spans;
}

/** The view as edits of its source: each run of removed characters, a deletion. */
export function viewEdits(view: VisibleView): Edit[] {
  const edits: Edit[] = [];
  const { from, source } = view;
  let next = 0; // the source offset of the next view unit, were nothing removed there
  for (let i = 0; i < from.length; i++) {
    if (from[i] !== next) edits.push({ a0: next, a1: from[i], b0: i, b1: i });
    next = from[i] + 1;
  }
  if (next < source.length) {
    edits.push({ a0: next, a1: source.length, b0: from.length, b1: from.length });
  }
  return edits;
}

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

// Findings of the trained injection classifier on tool results (rule id injection.classifier).
// On by default (CLASSIFIER_ON_BY_DEFAULT); setInjectionClassifier(null) switches it off.
import { type LinearModel, scoreText, shippedModel, UNGATED_CHARS } from "./classifier.ts";
import { excerptAt } from "./excerpt.ts";
import { testSpecimen } from "./classifier_specimen.ts";
import { withoutReportedQuotes } from "./classifier_quoted.ts";
import { humanContext } from "./human_context.ts";
import { report, type ScanState } from "./scan_state.ts";
import { departmentAddressee } from "./staff_addressee.ts";
import { disownedWindow } from "./disowned_lead.ts";
import { walkStrings } from "./walk_strings.ts";

export const CLASSIFIER_RULE = "injection.classifier";

/** Whether tool results are scored by the shipped model without any set-up call. */
export const CLASSIFIER_ON_BY_DEFAULT = true;

// Shorter strings (ids, labels, enum values) carry no sentence to judge.
const MIN_CHARS = 24;
/** Only this many characters of one string are scored (bounds the cost of huge results). */
const MAX_CHARS = 65_536;

/**
 * Pieces (sentences) of one value given full features, at most: bounds the cost of long text
 * the gate lets through (other scripts); later pieces of that value go unscored.
 */
const MAX_PIECES = 256;

/** Longer strings are not memoised: hashing a long key costs about as much as scoring it. */
const MEMO_MAX = 4096;

let active: LinearModel | null | undefined;

/** Switches the classifier on with `model` (the shipped one by default) or off with null. */
export function setInjectionClassifier(model: LinearModel | null = shippedModel()): void {
  active = model;
}

function current(): LinearModel | null {
  if (active === undefined) active = CLASSIFIER_ON_BY_DEFAULT ? shippedModel() : null;
  return active;
}

/**
 * Scores every string of `value` that no rule flagged; one medium finding per string whose best
 * window reaches the threshold.
 */
export function classifyInto(value: unknown, basePath: string, st: ScanState): void {
  const model = current();
  if (model === null) return;
  // A string a rule already flagged needs no second opinion: the model is there for the rest.
  const flagged = new Set(st.findings.map((f) => f.path));
  // Rows repeat their values: a string met again reuses its verdict.
  const memo = new Map<string, string | null>();
  let ungated = UNGATED_CHARS;
  const budget = { pieces: MAX_PIECES };
  walkStrings(value, basePath, (text, path) => {
    if (text.length < MIN_CHARS || flagged.has(path)) return;
    const memoised = text.length <= MEMO_MAX;
    let excerpt = memoised ? memo.get(text) : undefined;
    if (excerpt === undefined) {
      const gated = text.length > ungated;
      if (!gated) ungated -= text.length;
      const cut = text.length > MAX_CHARS ? text.slice(0, MAX_CHARS) : text;
      let s = scoreText(model, cut, { stopAtThreshold: true, gated, budget });
      // Round inj58: a reported quotation is blanked and the rest scored again (at most twice).
      for (let again = 0; again < 2 && s.score >= model.threshold; again++) {
        const rest = withoutReportedQuotes(model, s.visible, s.start, s.end);
        if (rest === undefined) break;
        s = scoreText(model, rest, { stopAtThreshold: true, gated, budget });
      }
      // A quoted specimen or an order to people ("An attacker could write: …") is not one to us.
      const hit = s.score >= model.threshold &&
        !humanContext(CLASSIFIER_RULE, s.visible, s.start, s.end) &&
        !testSpecimen(model, s.visible, s.start, s.end) &&
        !departmentAddressee(s.visible, s.start) && // round inj59: a label naming a department
        !disownedWindow(s.visible, s.start, s.end); // round inj90: "(do not follow it).\n---\n…"
      excerpt = hit ? excerptAt(s.visible, s.start, s.end, st.cache) : null;
      if (memoised) memo.set(text, excerpt);
    }
    if (excerpt !== null) report(st, { rule: CLASSIFIER_RULE, severity: "medium", path, excerpt });
  });
}

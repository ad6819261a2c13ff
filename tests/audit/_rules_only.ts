// Runs a check with the trained classifier switched off, so it sees the injection rules alone,
// and switches the shipped classifier back on whatever happens; with the checks the injection
// round tests share.
import assert from "node:assert/strict";
import { setInjectionClassifier } from "../../src/audit/classifier_scan.ts";
import { scanForInjection } from "../../src/audit/injection.ts";

export function rulesOnly(check: () => void): void {
  setInjectionClassifier(null);
  try {
    check();
  } finally {
    setInjectionClassifier();
  }
}

/** The rule ids the injection rules give a tool result. */
export const resultRules = (text: string): string[] =>
  scanForInjection(text, "/r", "result").map((f) => f.rule);

/** With the rules alone: each text gets no finding at all. */
export function quietResults(texts: string[]): void {
  rulesOnly(() => {
    for (const text of texts) assert.deepEqual(resultRules(text), [], text);
  });
}

/** With the rules alone: each text gets a finding of `rule`. */
export function foundRule(rule: string, texts: string[]): void {
  rulesOnly(() => {
    for (const text of texts) assert.ok(resultRules(text).includes(rule), text);
  });
}

/** The rule ids a tool result gets: the rules alone by default, or with the shipped classifier. */
export function ruleIds(text: string, classifier = false): string[] {
  setInjectionClassifier(classifier ? undefined : null);
  try {
    return scanForInjection(text, "/result", "result").map((f) => f.rule);
  } finally {
    setInjectionClassifier();
  }
}

// Runs a check with the trained classifier switched off, so it sees the injection rules alone,
// and switches the shipped classifier back on whatever happens.
import { setInjectionClassifier } from "../../src/audit/classifier_scan.ts";

export function rulesOnly(check: () => void): void {
  setInjectionClassifier(null);
  try {
    check();
  } finally {
    setInjectionClassifier();
  }
}

// Redaction round 59 (issue 13): a generator's dash-joined groups (`Xhgnmk-eysee-3861`,
// `qIASz-wBHzN-S8lHn`): three or four groups of 4-6 letters and digits, the whole mixing upper
// case, lower case and digits, with a group of random letters: its case turns inside it, or four
// consonants stand together. Names and slugs (`Big5-HKSCS-2004`, `Spring-Sale-2026`,
// `macOS-Build-24A335`) have none.
const GROUPS = /^[A-Za-z0-9]{4,6}(?:-[A-Za-z0-9]{4,6}){2,3}$/;
const RANDOM_LETTERS = /^(?=[A-Za-z]+$)(?![A-Z]+$)(?:.*[a-z][A-Z]|.*[^aeiouyAEIOUY]{4})/;
// A brand's camel case (`iPhone`, `macOS`, `eBay`) turns case once, after a short prefix.
const CAMEL_NAME = /^[a-z]{1,3}(?:[A-Z][a-z]+|[A-Z]{1,3})$/;

/** A generator's groups with random letters in one of them (file comment). */
export function groupedPassword(v: string): boolean {
  if (!GROUPS.test(v) || !/[A-Z]/.test(v) || !/[a-z]/.test(v) || !/\d/.test(v)) return false;
  return v.split("-").some((g) => RANDOM_LETTERS.test(g) && !CAMEL_NAME.test(g));
}

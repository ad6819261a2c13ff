// The rules that read a machine reader of this very text in another language: as a label (round
// inj68) and as the subject of an obligation (rounds inj69, inj82); one import for
// injection_rules.ts.
import type { PhraseRule } from "./phrase_rule.ts";
import { READER_LABEL_FOREIGN_RULES } from "./reader_label_foreign.ts";
import { READER_SUBJECT_FOREIGN_RULES } from "./reader_subject_foreign.ts";
import { READER_SUBJECT_HU_RULES } from "./reader_subject_hu.ts";

export const READER_FOREIGN_RULES: PhraseRule[] = [
  ...READER_LABEL_FOREIGN_RULES,
  ...READER_SUBJECT_FOREIGN_RULES,
  ...READER_SUBJECT_HU_RULES,
];

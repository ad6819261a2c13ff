// Redaction round 71 (issue 13): an authenticator's key grouped in fours and a value alone in a
// mail whose subject names it, registered after every earlier rule (text_scan.ts); round red73's
// base64 key at a line's end and letters-only export join them.
import { BASE64_LINE_KEY_RULES } from "./base64_line_key.ts";
import { GROUPED_SEED_RULES } from "./grouped_seed.ts";
import { LETTERS_EXPORT_RULES } from "./letters_export.ts";
import { MAIL_SUBJECT_VALUE_RULES } from "./mail_subject_value.ts";
import type { TextRule } from "./rule_kit.ts";

export const ROUND71_RULES: TextRule[] = [
  ...GROUPED_SEED_RULES,
  ...MAIL_SUBJECT_VALUE_RULES,
  ...BASE64_LINE_KEY_RULES,
  ...LETTERS_EXPORT_RULES,
];

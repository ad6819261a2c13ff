// Injection round 53's rules in one list, so that injection_rules.ts names them in one entry.
import { DATA_END_VOICE_RULES } from "./data_end_voice.ts";
import { ROLE_WITHOUT_RULES } from "./role_without_rules.ts";
import { BARE_OVERRIDE_RULES } from "./bare_override.ts";
import type { PhraseRule } from "./phrase_rule.ts";

export const ROUND53_RULES: PhraseRule[] = [
  ...DATA_END_VOICE_RULES,
  ...ROLE_WITHOUT_RULES,
  ...BARE_OVERRIDE_RULES,
];

// The last text rules in SHAPE_RULES' order, kept here so the registry stays one file's length:
// the newest readers (round 32's answers, cookie sentences and labels; round 32b's foreign-link)
// run after the key-material and SIM-key rules they follow, so earlier rules keep naming what
// they find. Round 39's access codes and handed passwords come last of all.
import { ACCESS_CODE_RULES } from "./access_code_rules.ts";
import { ACCESS_REPORT_RULES } from "./access_report_rules.ts";
import { WANTED_AGAIN_RULES } from "./wanted_again.ts";
import { SYSTEM_COLON_END_RULES } from "./system_colon_end.ts";
import { SHEET_ROW_VALUE_RULES } from "./sheet_row_value.ts";
import { DIARY_ARROW_RULES } from "./diary_arrow.ts";
import { STAFF_PACK_RULES } from "./staff_pack.ts";
import { HANDOVER_NEXT_LINE_RULES } from "./handover_next_line.ts";
import { STUCK_NOTE_LINE_RULES } from "./stuck_note_line.ts";
import { CODE_NAME_EXPORT_RULES } from "./code_name_export.ts";
import { ENTRY_QUESTION_RULES } from "./entry_question.ts";
import { GIVEN_LICENCE_KEY_RULES } from "./given_licence_key.ts";
import { ACCESS_WORKED_RULES } from "./access_worked.ts";
import { ANYONE_QUESTION_RULES } from "./anyone_question.ts";
import { ASKED_AGAIN_RULES } from "./asked_again.ts";
import { REENTERED_VALUE_RULES } from "./reentered_value.ts";
import { COMBINATION_VALUE_RULES } from "./combination_value.ts";
import { RECOVERY_REPLY_RULES } from "./recovery_reply.ts";
import { LOGIN_COLUMN_RULES } from "./login_column.ts";
import { LOCK_CODE_REPLY_RULES } from "./lock_code_reply.ts";
import { ROTA_SLASH_RULES } from "./rota_slash.ts";
import { NOW_VALUE_RULES } from "./now_value.ts";
import { NEW_PLACE_VALUE_RULES } from "./new_place_value.ts";
import { BELOW_CLAUSE_RULES } from "./below_clause.ts";
import { OLD_ONE_FAILS_RULES } from "./old_one_fails.ts";
import { NAMED_THEN_ITS_RULES } from "./named_then_its.ts";
import { ALARM_CODE_PAIR_RULES } from "./alarm_code_pair.ts";
import { OVERRIDE_CODE_RULES } from "./override_code.ts";
import { WEBHOOK_HEX_RULES } from "./webhook_hex.ts";
import { GITHUB_RECOVERY_RUN_RULES } from "./github_recovery_run.ts";
import { COUNTED_SEED_RULES } from "./counted_seed.ts";
import { API_HASH_RULES } from "./api_hash_rules.ts";
import { ANSWER_RULES } from "./answer_rules.ts";
import { CHAT_HANDOVER_RULES } from "./chat_handover.ts";
import { CHANGED_TO_RULES } from "./changed_to_rules.ts";
import { COMMENTED_KEY_RULES } from "./commented_key_rules.ts";
import { COMMENTED_SLOT_RULES } from "./commented_slot_rules.ts";
import { COOKIE_PROSE_RULES } from "./cookie_prose_rules.ts";
import { ENV_BLOCK_RULES } from "./env_block_rules.ts";
import { FOR_SYSTEM_RULES } from "./for_system_rules.ts";
import { FOREIGN_LINK_RULES } from "./foreign_link_rules.ts";
import { HANDED_PASSWORD_RULES } from "./handed_password_rules.ts";
import { HANDED_SECRET_RULES } from "./handed_secret_rules.ts";
import { KEY_MATERIAL_RULES } from "./key_material_rules.ts";
import { LABEL_VALUE_RULES } from "./label_value_rules.ts";
import { LINK_LINE_RULES } from "./link_line_rules.ts";
import { PRINTED_FORMAT_RULES } from "./printed_formats.ts";
import { RECORD_VALUE_RULES } from "./record_value_rules.ts";
import { SIM_KEY_RULES } from "./sim_key_rules.ts";
import { SYSTEM_VALUE_RULES } from "./system_value_rules.ts";
import { VALUE_COLUMN_RULES } from "./value_column_rules.ts";
import { VENDOR_NAMED_KEY_RULES } from "./vendor_named_keys.ts";
import { DEPUTY_TOKEN_RULE } from "./deputy_token.ts";
import { WIREGUARD_NAMED_RULE } from "./wireguard_named.ts";
import type { TextRule } from "./rule_kit.ts";

export const LATE_SHAPE_RULES: TextRule[] = [
  ...ANSWER_RULES,
  ...COOKIE_PROSE_RULES,
  ...LABEL_VALUE_RULES,
  ...KEY_MATERIAL_RULES,
  ...SIM_KEY_RULES,
  ...FOREIGN_LINK_RULES,
  // Round 39: lock codes and passwords handed over after any connector (rtr7's handovers).
  ...ACCESS_CODE_RULES,
  ...HANDED_PASSWORD_RULES,
  ...HANDED_SECRET_RULES,
  // Round 44: a secret given as the new value of a change ("troquei a senha para …"; rtr8).
  ...CHANGED_TO_RULES,
  // Round 45: a generic `VALUE=` slot named by the comment or description line above it.
  ...COMMENTED_SLOT_RULES,
  // Round 55: any setting named a secret by the comment line above it (v37, v40, v43, v44).
  ...COMMENTED_KEY_RULES,
  // Round 55: a dotenv block's line named only by its vendor or system (v38, v41, v44).
  ...ENV_BLOCK_RULES,
  // Round 57: a generated value named only by its system (v46's chat, export, log, YAML lines).
  ...SYSTEM_VALUE_RULES,
  // Round 61: a machine key (hex, base64, licence groups) ending a time-stamped chat hand-over.
  ...CHAT_HANDOVER_RULES,
  // Round 62: a key or password given as "for <system> it's V" at its line's end (v49, v50).
  ...FOR_SYSTEM_RULES,
  // Round 62: a sheet's `value` column, each cell judged by its own shape (v48-v50).
  ...VALUE_COLUMN_RULES,
  // Round 62: a YAML record's `value:` named only by its key or `name:` member (v46, v49).
  ...RECORD_VALUE_RULES,
  // Round 64: a machine key on a note's line of its own after a thing's name and a link.
  ...LINK_LINE_RULES,
  // Round 67: a value told as what the writer got in with, or as "the <system> one" (v52-v54).
  ...ACCESS_REPORT_RULES,
  // Round 67: a vendor's "API hash" (its name for an API key) before a colon and the value.
  ...API_HASH_RULES,
  // Round 76: backup codes, a WordPress app password, an Azure Storage key by their printed form.
  ...PRINTED_FORMAT_RULES,
  // Round 76: a Xero refresh token and a Freshdesk key where the text names the vendor.
  ...VENDOR_NAMED_KEY_RULES,
  // Round red78: a Deputy permanent token (32 hex) where "Deputy" names the vendor, not a rank.
  DEPUTY_TOKEN_RULE,
  // Round red78: a WireGuard private key where the text names WireGuard or its PrivateKey field.
  WIREGUARD_NAMED_RULE,
  // red77: the one token a system "wanted again" after it was sorted out (v58, v59).
  ...WANTED_AGAIN_RULES,
  // red77: a value in both cases on a new starter's or a locum's pack line (v58, v59).
  ...STAFF_PACK_RULES,
  // red79: a handover list item naming a system, its value alone on the next line (v53, v58-v60).
  ...HANDOVER_NEXT_LINE_RULES,
  // red80: "<where>, <System>: V" as a whole one-line message, in any language (v50-v60).
  ...SYSTEM_COLON_END_RULES,
  // red80: random material as the third cell of a sheet's row with no heading (v53, v60).
  ...SHEET_ROW_VALUE_RULES,
  // red83: a login's shape ending a dated diary line "<when> <system> -> V" (v54, v60, v61).
  ...DIARY_ARROW_RULES,
  // red82: "<where a note is stuck>: <system> V" (v53, v56, v58, v60, v61).
  ...STUCK_NOTE_LINE_RULES,
  // red82: a keypad or key-safe code exported under a name that says code (v48, v52, v61).
  ...CODE_NAME_EXPORT_RULES,
  // red87: the value a colleague gives in reply to "what do I type for <system>?" (v49, v58, v64).
  ...ENTRY_QUESTION_RULES,
  // red89: a licence or gift key's equal groups where a value is given, not shown as a sample.
  ...GIVEN_LICENCE_KEY_RULES,
  // red90: what finally worked ("got X going again using V", "V got us in"; v63-v65).
  ...ACCESS_WORKED_RULES,
  // red90: the reply to "anyone know / got …?" or "what does <system> want?" (v49, v65).
  ...ANYONE_QUESTION_RULES,
  // red90: "<who> asked for <thing> again, it's V" (v33, v65).
  ...ASKED_AGAIN_RULES,
  // red90: a value the writer re-entered or re-added ("re-entered it as V"; v33, v48, v52, rtr4).
  ...REENTERED_VALUE_RULES,
  // red92: a key safe's combination in groups of four ("combination = 4237-2644"; v58-v65).
  ...COMBINATION_VALUE_RULES,
  // red93: backup or recovery codes given in reply to a question asking for them (v34-v65).
  ...RECOVERY_REPLY_RULES,
  // red93: a password-shaped cell under a sheet's "login" column (v51, v59).
  ...LOGIN_COLUMN_RULES,
  // red94: a lock's code asked for in a chat and given as digits (v52, v56, v66).
  ...LOCK_CODE_REPLY_RULES,
  // red94: a rota line "<day> <time> <what>: <system> / V" (v65, v66).
  ...ROTA_SLASH_RULES,
  // red94: a credential "had been changed", then "It's now V" / "new one is V" (v34, v66).
  ...NOW_VALUE_RULES,
  // red94: a one-line message for a new place, its value in a code's shape (v50-v66).
  ...NEW_PLACE_VALUE_RULES,
  // red94: "<secret> below, <more>" with the value alone on the next line (v40, v49, v58, v66).
  ...BELOW_CLAUSE_RULES,
  ...OLD_ONE_FAILS_RULES,
  ...NAMED_THEN_ITS_RULES,
  // red99: an alarm's code given with its duress code as one pair (v50, v52, v54-v56).
  ...ALARM_CODE_PAIR_RULES,
  // red99: an override code with words naming what it opens before it (v46, v60, v62).
  ...OVERRIDE_CODE_RULES,
  // red99: a webhook named, then bare hex, its signing secret (v46, v52, v66).
  ...WEBHOOK_HEX_RULES,
  // red99: two or more GitHub recovery codes in their printed form (v46, v49).
  ...GITHUB_RECOVERY_RUN_RULES,
  // red99: a wallet seed announced by its length, a run of exactly that many words (v17, v33).
  ...COUNTED_SEED_RULES,
] as TextRule[];

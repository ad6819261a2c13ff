// Phrase rules for prompt injection and tool poisoning (security notes §2.2), run on normalised text.
import { ADDRESS_RULES } from "./address_rules.ts";
import { BOUNDARY_RULES } from "./boundary_rules.ts";
import { FOREIGN_BOUNDARY_RULES } from "./boundary_foreign.ts";
import { ROUND53_RULES } from "./round53_rules.ts";
import { FORGED_TURN_RULES } from "./forged_turn.ts";
import { FORGED_TURN_MORE_RULES } from "./forged_turn_more.ts";
import { SHOUTED_TAG_RULES } from "./shouted_tag.ts";
import { COVERT_ACT_RULES } from "./covert_act.ts";
import { OVERRIDE_REPLACED_RULES } from "./override_replaced.ts";
import { COMPOSE_RULES } from "./compose_rules.ts";
import { EXFIL_RULES } from "./exfil_rules.ts";
import { CODE_TO_PHONE_RULES } from "./code_to_phone.ts";
import { HIJACK_RULES } from "./hijack_rules.ts";
import { CONCEAL_KEYWORDS, kw } from "./injection_keywords.ts";
import { MARKER_RULES } from "./marker_rules.ts";
import { MULTILINGUAL_MORE } from "./multilingual_more.ts";
import { POISON_MORE_RULES, POISON_V6_RULES } from "./poison_rules.ts";
import { POISON_V9_RULES } from "./poison_v9_rules.ts";
import { POISON_V11_RULES } from "./poison_v11_rules.ts";
import { POISON_V12_RULES } from "./poison_v12_rules.ts";
import { TOOL_ORDER_RULES } from "./tool_order_rules.ts";
import { LABEL_RULES } from "./label_rules.ts";
import { DEV_ORDER_RULES } from "./dev_order_rules.ts";
import { BUSINESS_ORDER_RULES } from "./business_order_rules.ts";
import { OPEN_PARAM_RULES } from "./open_param_rules.ts";
import { PRESSURE_RULES } from "./pressure_rules.ts";
import { SOCIAL_CLAIM_RULES } from "./social_claim.ts";
import { PAYMENT_BYPASS_RULES } from "./payment_bypass.ts";
import { OVERRIDE_HEADER_RULES } from "./override_header.ts";
import { DEADLINE_THREAT_RULES } from "./deadline_threat.ts";
import { DESCRIPTION_CONSENT_RULES } from "./description_consent.ts";
import { EXFIL_SLOT_RULES } from "./exfil_slots.ts";
import { EMPTY_SLOT_LINK_RULES } from "./empty_slot_link.ts";
import { REVOCATION_RULES } from "./revocation_rules.ts";
import { FOREIGN_ROLE_RULES } from "./role_foreign.ts";
import { MEMORY_RULES } from "./memory_rules.ts";
import { ROLE_POWER_RULES } from "./role_power.ts";
import { SPLIT_RULES } from "./split_rules.ts";
import { DISMISSAL_RULES } from "./dismissal_rules.ts";
import { PARAM_HARVEST_RULES } from "./param_harvest.ts";
import { CARRIER_BREAKOUT_RULES } from "./carrier_breakout.ts";
import { FORGED_PROTOCOL_RULES } from "./forged_protocol_rules.ts";
import { TOOL_ORDER_EXFIL_RULES } from "./tool_order_exfil.ts";
import { HEADING_ORDER_RULES } from "./heading_order.ts";
import { OUTRANK_OWNER_RULES } from "./owner_override.ts";
import { PIGGYBACK_RULES } from "./piggyback_call.ts";
import { DECODE_ORDER, DECODE_ORDER_KEYWORDS, notNegated } from "./decode_order.ts";
import { DECODED_ORDER_RULES } from "./decoded_order_rules.ts";
import { ENCODED_ORDER_RULES } from "./encoded_order.ts";
import { CIPHER_ORDER_RULES } from "./cipher_order.ts";
import { PLAIN_CIPHER_RULES } from "./plain_cipher_order.ts";
import { TOOL_NAMED_ORDER_RULES } from "./tool_named_order.ts";
import { FIELD_ORDER_RULES } from "./field_order.ts";
import { BULK_MAIL_RULES } from "./bulk_mail_order.ts";
import { SINK_ORDER_FOREIGN_RULES } from "./sink_order_foreign.ts";
import { SAFEGUARD_ORDER_RULES } from "./safeguard_order.ts";
import { MEMORY_WRITE_RULES } from "./memory_write.ts";
import { READER_DESCRIBED_RULES } from "./reader_described.ts";
import { READER_BY_TASK_RULES, READER_BY_TASK_SCRIPT_RULES } from "./reader_by_task.ts";
import { DESCRIPTION_LABEL_RULES } from "./description_label.ts";
import { DESCRIPTION_PRECALL_RULES } from "./description_precall.ts";
import { DESCRIPTION_MODEL_SUBJECT_RULES } from "./description_model_subject.ts";
import { DESCRIPTION_VERDICT_RULES } from "./description_verdict.ts";
import { DESCRIPTION_ADDRESSED_RULES } from "./description_addressed.ts";
import { ROLE_ADDRESSEE_RULES } from "./role_addressee.ts";
import { READER_OUTPUT_RULES } from "./reader_output_order.ts";
import { UNRESTRICTED_PERSONA_RULES } from "./unrestricted_persona.ts";
import { PRIVILEGED_MODE_RULES } from "./privileged_mode.ts";
import { OUTRANK_PROMPT_RULES } from "./outrank_prompt.ts";
import { CONCEALED_ORDER_RULES } from "./concealed_order.ts";
import { PIPELINE_STEP_RULES } from "./pipeline_step_order.ts";
import { DICTATED_REPLY_RULES, TOLD_STATUS_RULES } from "./dictated_reply.ts";
import { PARAM_HARVEST_MORE_RULES } from "./param_harvest_more.ts";
import { USER_SECRET_ASK_RULES } from "./user_secret_ask.ts";
import { OUTPUT_ORDER_RULES } from "./output_order.ts";
import { NAMED_TOOL_ORDER_RULES } from "./named_tool_order.ts";
import { JOB_READER_RULES } from "./job_reader_order.ts";
import { AUTHORITY_HEADING_RULES } from "./authority_heading.ts";
import { READER_DUTY_RULES } from "./reader_duty.ts";
import { READER_ORDER_RULES } from "./reading_trigger.ts";
import { READER_FOREIGN_RULES } from "./reader_foreign_rules.ts";
import { DESCRIPTION_ORDER_RULES } from "./secret_source_description.ts";
import { ROLE_REASSIGN_FOREIGN_RULES } from "./role_reassign_foreign.ts";
import { AUTHORITY_MARK_FOREIGN_RULES } from "./authority_mark_foreign.ts";
import type { PhraseRule } from "./phrase_rule.ts";

export type { PhraseRule, Where } from "./phrase_rule.ts";

const POISON_RULES: PhraseRule[] = [
  {
    id: "concealment",
    severity: "high",
    where: ["d", "r"],
    keywords: CONCEAL_KEYWORDS,
    re:
      /\b(?:do\s+not|don'?t|never|(?:should|must|shall)\s+not|shouldn'?t|mustn'?t)\s+(?:tell|inform|alert|notify|mention|reveal|disclose|show|let)\b[^.\n]{0,40}?\b(?:the\s+)?(?:user|human)s?\b|\b(?:do\s+not|don'?t|never|(?:should|must|shall)\s+not|shouldn'?t|mustn'?t)\s+(?:tell|mention|reveal|disclose)\s+(?:this|that|it|any\s+of\s+this)\s+to\s+(?:anyone|them|others)\b|\bwithout\s+(?:the\s+)?(?:user|human|them|anyone)\s+(?:noticing|knowing|being\s+aware|finding\s+out|seeing)\b|\b(?:keep|maintain)\s+(?:this|these|it)\s+(?:instructions?\s+)?(?:secret|hidden|confidential)\s+from\b|\bthis\s+is\s+between\s+(?:us|you\s+and\s+me)\b|\b(?:do\s+not|don'?t|never|(?:should|must|shall)\s+not|shouldn'?t|mustn'?t)\s+(?:mention|reveal|disclose)\s+(?:that|this)\s+(?:you|to|tool|instruction)\b|\b(?:do\s+not|don'?t|never|(?:should|must|shall)\s+not)\s+(?:mention|reveal|disclose|admit)\s+(?:that\s+)?(?:this|these|the|such\s+an?)\s+(?:rule|instruction|requirement|step|policy|arrangement)s?\s+(?:exists?|is\s+in\s+place|applies)\b/i,
  },
  {
    id: "coercive-tool-ordering",
    severity: "medium",
    where: ["d"],
    keywords: kw(
      "this tool first,this tool before,any other tool,this tool,will not work,be called first,be used first,be called before,be used before,be invoked,be run first",
    ),
    re:
      /\balways\s+(?:use|call|run|invoke|execute)\s+this\s+tool\s+(?:first|before)\b|\bbefore\s+(?:using|calling|executing|invoking)\s+any\s+other\s+tools?\b|\byou\s+must\s+(?:always\s+)?(?:use|call|run|invoke)\s+this\s+tool\b|\botherwise\s+the\s+tool\s+will\s+not\s+work\b|\b(?:must|should)\s+(?:always\s+)?be\s+(?:called|used|invoked|run)\s+(?:first|before\s+(?:any|all|every)\s+other)\b|\b(?:call|use|run|invoke)\s+this\s+tool\s+(?:before|after)\s+(?:every|each|any)\s+(?:other\s+)?(?:tool|response|answer|reply|request|message)\b/i,
  },
  {
    id: "tool-impersonation",
    severity: "high",
    where: ["d"],
    keywords: kw(
      "pretend,claim,masquerade,impersonate,this is the only,this is the official,this is the trusted,this is the verified,this is the real,this is the genuine",
    ),
    re:
      /\b(?:pretend|claim|masquerade\s+as|impersonate)\s+(?:to\s+be\s+)?(?:the\s+)?(?:trusted|official|verified|system)\s+(?:\w+\s+){0,3}?(?:tool|server|service)\b|\bthis\s+is\s+the\s+(?:only\s+)?(?:official|trusted|verified|real|genuine)\s+(?:\w+\s+){0,3}?(?:tool|server)\b[^.\n]{0,80}?\b(?:ignore|do\s+not\s+use|don'?t\s+use|instead\s+of)\b/i,
  },
  {
    id: "hidden-secondary-behavior",
    severity: "medium",
    where: ["d"],
    keywords: kw(
      "secretly,silently,covertly,quietly,also send,also upload,also forward,also transmit,also exfiltrate,additionally send,additionally upload,additionally forward,additionally transmit",
    ),
    re:
      /\b(?:secretly|silently|covertly|quietly)\s+(?:also\s+)?(?:collects?|sends?|uploads?|stores?|logs?|forwards?|transmits?|copies|exfiltrates?|shares?|records?)\b|\b(?:also|additionally)\s+(?:sends?|uploads?|forwards?|transmits?|exfiltrates?)\s+(?:\w+\s+){0,4}?(?:to|with)\s+(?:an?\s+|our\s+|the\s+)?(?:external|remote|third[- ]party|our)\s+(?:server|endpoint|url|host|service)\b/i,
  },
  {
    id: "dangerous-action",
    severity: "medium",
    where: ["d"],
    keywords: kw(
      "shell,| sh,|sh,| bash,|bash,| sudo,rm -rf,chmod,firewall,antivirus,security check,safety check,safety filter,guardrail",
    ),
    re:
      /\b(?:reverse|bind)[_\s-]?shell\b|\b(?:curl|wget)\s+[^|\n]{1,200}?\|\s*(?:sudo\s+)?(?:ba|z)?sh\b|\brm\s+-rf\s+(?:\/|~|\$HOME)(?:\s|$)|\bchmod\s+(?:-R\s+)?(?:777|\+s|u\+s)\b|\b(?:disable|bypass|turn\s+off)[_\s-]+(?:the\s+)?(?:firewall|antivirus|security\s+checks?|safety\s+(?:checks?|filters?)|guardrails?)\b/i,
  },
  {
    id: "decode-and-follow",
    severity: "medium",
    where: ["d", "r"],
    keywords: DECODE_ORDER_KEYWORDS,
    re: DECODE_ORDER,
    accept: (text, start) => notNegated(text, start),
  },
  {
    id: "conversation-mockup",
    severity: "medium",
    where: ["r"],
    keywords: ["human:", "user:", "human :", "user :"],
    // A second rule in scan_text requires both a human and an assistant turn.
    re: /^[ \t]{0,8}(?:Human|User|USER|HUMAN)[ \t]{0,4}:/m,
  },
];

export const PHRASE_RULES: PhraseRule[] = [
  ...HIJACK_RULES,
  ...ADDRESS_RULES,
  ...MARKER_RULES,
  ...POISON_RULES,
  ...POISON_MORE_RULES,
  ...POISON_V6_RULES,
  ...POISON_V9_RULES,
  ...POISON_V11_RULES,
  ...POISON_V12_RULES,
  ...TOOL_ORDER_RULES,
  ...LABEL_RULES,
  ...DEV_ORDER_RULES,
  ...BUSINESS_ORDER_RULES,
  ...DECODED_ORDER_RULES,
  ...ENCODED_ORDER_RULES,
  ...CIPHER_ORDER_RULES,
  ...PLAIN_CIPHER_RULES,
  ...TOOL_NAMED_ORDER_RULES,
  ...FIELD_ORDER_RULES,
  ...BULK_MAIL_RULES,
  ...SINK_ORDER_FOREIGN_RULES,
  ...SAFEGUARD_ORDER_RULES,
  ...MEMORY_WRITE_RULES,
  ...READER_DESCRIBED_RULES,
  ...READER_BY_TASK_RULES,
  ...READER_BY_TASK_SCRIPT_RULES,
  ...DESCRIPTION_LABEL_RULES,
  ...SHOUTED_TAG_RULES,
  ...DESCRIPTION_PRECALL_RULES,
  ...DESCRIPTION_MODEL_SUBJECT_RULES,
  ...DESCRIPTION_VERDICT_RULES,
  ...DESCRIPTION_CONSENT_RULES,
  ...DESCRIPTION_ADDRESSED_RULES,
  ...ROLE_ADDRESSEE_RULES,
  ...READER_OUTPUT_RULES,
  ...UNRESTRICTED_PERSONA_RULES,
  ...PRIVILEGED_MODE_RULES,
  ...OUTRANK_PROMPT_RULES,
  ...OPEN_PARAM_RULES,
  ...PRESSURE_RULES,
  ...SOCIAL_CLAIM_RULES,
  ...PAYMENT_BYPASS_RULES,
  ...OVERRIDE_HEADER_RULES,
  ...DEADLINE_THREAT_RULES,
  ...EXFIL_SLOT_RULES,
  ...EMPTY_SLOT_LINK_RULES,
  ...EXFIL_RULES,
  ...CODE_TO_PHONE_RULES,
  ...BOUNDARY_RULES,
  ...FOREIGN_BOUNDARY_RULES,
  ...ROUND53_RULES,
  ...FORGED_TURN_RULES,
  ...FORGED_TURN_MORE_RULES,
  ...COVERT_ACT_RULES,
  ...OVERRIDE_REPLACED_RULES,
  ...REVOCATION_RULES,
  ...COMPOSE_RULES,
  ...MULTILINGUAL_MORE,
  ...FOREIGN_ROLE_RULES,
  ...MEMORY_RULES,
  ...ROLE_POWER_RULES,
  ...SPLIT_RULES,
  ...DISMISSAL_RULES,
  ...PARAM_HARVEST_RULES,
  ...CARRIER_BREAKOUT_RULES,
  ...FORGED_PROTOCOL_RULES,
  ...TOOL_ORDER_EXFIL_RULES,
  ...HEADING_ORDER_RULES,
  ...CONCEALED_ORDER_RULES,
  ...PIPELINE_STEP_RULES,
  ...DICTATED_REPLY_RULES,
  ...TOLD_STATUS_RULES,
  ...PARAM_HARVEST_MORE_RULES,
  ...USER_SECRET_ASK_RULES,
  ...OUTPUT_ORDER_RULES,
  ...NAMED_TOOL_ORDER_RULES,
  ...JOB_READER_RULES,
  ...AUTHORITY_HEADING_RULES,
  ...READER_DUTY_RULES,
  ...READER_ORDER_RULES,
  ...READER_FOREIGN_RULES,
  ...DESCRIPTION_ORDER_RULES,
  ...ROLE_REASSIGN_FOREIGN_RULES,
  ...AUTHORITY_MARK_FOREIGN_RULES,
  ...OUTRANK_OWNER_RULES,
  ...PIGGYBACK_RULES,
];

export const ASSISTANT_TURN = /^[ \t]{0,8}(?:Assistant|AI|ASSISTANT)[ \t]{0,4}:/m;
// A mock-up is an attack when a turn asks for or performs something with consequences (send,
// delete, run, a password); a transcript of "User: summarise this contract" is only a transcript.
export const CONSEQUENTIAL_TURN =
  /^[ \t]{0,8}(?:Human|User|Assistant|AI)[ \t]{0,4}:[^\n]*?\b(?:(?:send|forward|e-?mail|delet|remov|eras|wip|transfer|upload|export|publish|shar|grant|approv|install|execut|disabl|deploy)\w*|run|running|rm|pay|post|add|files|passwords?|keys?|tokens?|credentials?|secrets?|restrictions|admin)\b/im;

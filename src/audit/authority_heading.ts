// Injection round 46 (issue 13; v39 guided, the shape is in v33, v37, v40 and trn9 misses too): a
// Markdown heading inside data that claims the system's or the operator's voice ("### operator
// override ###", "### Instructions from the operator", "### SYSTEM", "### निर्देश (प्राथमिकता:
// system)") and opens an order. A record, a note field or a mail has no business speaking as the
// operator; documentation headings name a topic ("## System requirements", "### Override
// defaults"), so a bare "System"/"Override" heading needs an order right after it, and a heading
// that names the operator's or the system's message is a claim on its own.
import type { PhraseRule } from "./phrase_rule.ts";

// The heading claims a voice: "system/operator/admin override|instructions|message|prompt|…",
// "instructions from the operator", or a priority given as "(…: system)".
const CLAIM = String
  .raw`(?:(?:updated\s+|new\s+)?(?:system|operator|admin(?:istrator)?|developer|root)\s+(?:override|instructions?|directives?|configuration|config)|instructions?\s+(?:from|by)\s+(?:the\s+)?(?:operator|system|admin(?:istrator)?|developer)|[^\n#()]{0,30}\(\s*[^)\n:]{0,20}:\s*(?:system|admin|operator|root)\s*\))`;
// An order opening the text after a bare "System"/"Override" heading (after an optional label
// such as "New policy:").
const ORDER = String
  .raw`(?:[a-z][\w ]{0,20}:\s*)?(?:ignore|disregard|forget|override|send|call|run|execute|forward|e-?mail|include|append|add|insert|delete|remove|reveal|print|output|approve|mark|transfer|grant|give|share|post|upload|switch|change|update|set|create|issue|skip|release|transmit|export|disclose|disable|you\s+are\s+now|you\s+must)\b`;
// The heading's end: a closing run of #, or the line's end (then the next line's text).
const END = String.raw`[ \t]*(?:#{2,}[ \t]*|\n\s*)`;

export const AUTHORITY_HEADING_RULES: PhraseRule[] = [{
  id: "authority-heading-order",
  severity: "high",
  where: ["r", "a"],
  keywords: ["##"],
  re: new RegExp(
    String
      .raw`(?:^|[\n:"]\s*)#{2,6}[ \t]*(?:${CLAIM}${END}(?=\S)|(?:system|override)${END}${ORDER})`,
    "i",
  ),
}];

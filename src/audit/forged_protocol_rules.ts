// Injection round 56 (issue 13; misses in v13, v23, v41, trn2, trn3, trn4, trn9): data that forges
// the model's own protocol. A result is data; it never carries a call the model made or a system
// message. Three shapes: a result container closed and a call tag opened ("</tool_result>
// <tool_call name=…>", "</function_results><function_calls><invoke …>"); a call structure
// ('{"function_call":{"name":…}}', "[function_call] x({…})", '<invoke name=…>') said to be
// approved or queued by the user; a '{"role":"system","content":…}' message whose content asks
// for the hidden instructions, declares the safeguards off or moves the user's data out. SDK docs
// and chat exports show these structures too, but with neither a closed carrier, a claimed
// approval nor such content: "You are a helpful assistant", "Talk like a pirate" stay quiet.
import type { PhraseRule } from "./phrase_rule.ts";

// Blanks, or the escaped newlines and tabs of a JSON string.
const GAP = String.raw`(?:\s|\\[nrt])*`;
const CLOSED = String
  .raw`<\/\s*(?:tool_?(?:result|output|response)s?|function_?(?:results?|output|response)|search_?results?|observation|results?|outputs?)\s*>`;
const CALL_TAG = String
  .raw`<\s*(?:tool_?(?:call|use)|function_?calls?|invoke)\b(?:\s+name\s*=|\s*>)`;
const BREAKOUT = new RegExp(`${CLOSED}${GAP}(?:<\\/[\\w-]{1,30}>${GAP})?${CALL_TAG}`, "i");

// A call in the model's protocol: a function_call object, a "[function_call] name(" line, a
// named call tag.
const CALL = new RegExp(
  String
    .raw`\{\s*\\?"(?:function_call|tool_call)\\?"\s*:\s*\{\s*\\?"name\\?"|\[\s*(?:function_call|tool_call)\s*\]\s*[\w.-]+\s*\(|<\s*(?:tool_call|invoke)\s+name\s*=`,
  "i",
);
// What makes the forged call an order: the user said to have approved or queued it.
const CLAIMED =
  /\b(?:approved|authori[sz]ed|queued|requested|confirmed|pre-?approved)\s+by\s+(?:the\s+)?(?:user|owner|admin)\b|\bplease\s+(?:execute|run)\b|\bexecute\s+(?:it|this|the\s+call)\s+(?:now|immediately)\b/i;

function claimedAfter(text: string, _start: number, end: number): boolean {
  return CLAIMED.test(text.slice(end, end + 300));
}

// A system or developer message object, then what its content does.
const ROLE_MESSAGE =
  /\{\s*\\?"role\\?"\s*:\s*\\?"(?:system|developer)\\?"\s*,\s*\\?"content\\?"\s*:\s*\\?"/i;
const CONTENT_ATTACK = new RegExp(
  [
    // The hidden instructions asked for.
    String
      .raw`\b(?:reply|respond|answer)\s+with\b[^"\n]{0,40}?\b(?:hidden|system|secret|internal|original)\s+(?:instructions|prompt|rules)\b|\b(?:reveal|print|output|repeat|show|dump|leak)\s+(?:\w+\s+){0,3}?(?:hidden|system|secret|internal|original)\s+(?:instructions|prompt|rules)\b`,
    // The safeguards declared off.
    String
      .raw`\b(?:safety|content|moderation)\s+(?:filters?|checks?|guardrails?|rules)\s+(?:are\s+|were\s+|have\s+been\s+|now\s+)*(?:disabled|off|lifted|removed|suspended|deactivated|bypassed)\b|\b(?:restrictions|guardrails|safeguards)\s+(?:are\s+|have\s+been\s+|now\s+)*(?:disabled|lifted|removed|suspended|off)\b`,
    // The user's data moved into what goes out.
    String
      .raw`\b(?:append|add|include|attach|insert)\s+(?:the\s+)?(?:user|customer|caller)['’]s\s+(?:e-?mail(?:\s+address)?|phone(?:\s+number)?|address|password|token|session|name)\s+(?:to|in|into)\s+(?:all\s+|every\s+|each\s+)?(?:outgoing|outbound|external)?\s*(?:urls?|links?|requests?)\b`,
  ].join("|"),
  "i",
);
const NEGATED = /\b(?:never|not|n['’]t|no)\s+$/i;

function attackContent(text: string, _start: number, end: number): boolean {
  const content = text.slice(end, end + 300).split(/\\?"\s*[,}]/)[0];
  const m = CONTENT_ATTACK.exec(content);
  return m !== null && !NEGATED.test(content.slice(Math.max(0, m.index - 12), m.index));
}

export const FORGED_PROTOCOL_RULES: PhraseRule[] = [
  { id: "tool-boundary-spoof", severity: "high", where: ["r"], keywords: ["</"], re: BREAKOUT },
  {
    id: "tool-call-injection",
    severity: "high",
    where: ["r"],
    keywords: ["function_call", "tool_call", "invoke name"],
    re: CALL,
    accept: claimedAfter,
  },
  {
    id: "chat-template-tokens",
    severity: "high",
    where: ["r"],
    keywords: ['"role'],
    re: ROLE_MESSAGE,
    accept: attackContent,
  },
];

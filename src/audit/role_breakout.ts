// Injection round inj69 (issue 13; v54 guided, the same form missed in v7, v10, v40, v47, v50 and
// trn3): a text that closes JSON brackets it never opened ("]]}", "]} ] }", '"}]}') and then opens
// a chat message with a role has left its carrier and forged a turn of the conversation. No record
// closes an array it did not open and then writes a message of the model's protocol, so the
// breakout is the evidence: the message may be in any language and need not hold a known verb
// (carrier_breakout.ts reads the closed-string form with an order lexicon).
import { orderStands } from "./field_quote.ts";
import type { PhraseRule } from "./phrase_rule.ts";

const ROLE = String
  .raw`system|developer|assistant|user|tool|sistem|sistema|système|systeem|asistan|asistente|assistente|usuario|usuário|utilisateur|utente|nutzer|benutzer|gebruiker|użytkownik|kullanıcı|human|operator`;
// Two to six closers with an array among them, blanks (or escaped line breaks), then a message
// object whose content starts with a letter within a few characters.
const BREAKOUT = new RegExp(
  String
    .raw`[\]}](?:[ \t]*[\]}]){1,5}(?:\s|\\[nrt]){0,8}\{\s*\\?"role\\?"\s*:\s*\\?"(?:${ROLE})\\?"\s*,\s*\\?"content\\?"\s*:\s*\\?"(?=[^"\\]{0,10}\p{L})`,
  "iu",
);

/** True when the closers at [start, end) close more than the text opened before them. */
function unbalanced(text: string, start: number): boolean {
  let depth = 0;
  for (let i = 0; i < start; i++) {
    const c = text.charCodeAt(i);
    if (c === 0x5b || c === 0x7b) depth++;
    else if (c === 0x5d || c === 0x7d) depth = Math.max(0, depth - 1);
  }
  const run = /^[\]}\s]*/.exec(text.slice(start))![0];
  return run.includes("]") && run.replace(/\s/g, "").length > depth;
}

export const ROLE_BREAKOUT_RULES: PhraseRule[] = [{
  id: "role-breakout",
  severity: "high",
  where: ["r"],
  keywords: ['"role'],
  re: BREAKOUT,
  accept: (text, start) => unbalanced(text, start) && orderStands(text, start),
}];

// Injection round 11 (v14 as tuning): after a label for the AI ("Note to the AI generating the
// summary:", "Instrukcja dla agenta:", "Bu formu işleyen yapay zekâ asistanına:"), an order in
// any language the lexicons know: an imperative act, and something only an attack needs besides
// (bulk, the user's data, an address, money, access, a secret, "without approval", the reader's
// own output). Read by ai-label-business-order for acts its language-free list lacks.
import { isAscii, mayMatchEach, provenNeeds, someMatches } from "./ascii_proof.ts";
import { FOREIGN_DOCS } from "./discussion.ts";
import { ATTACK_TARGET, EXTRA_ACT } from "./intent_addressed.ts";
import { AI_DOC_LABEL, EN } from "./intent_english.ts";
import { LATIN } from "./intent_foreign.ts";
import { SCRIPT_LEXICONS } from "./intent_scripts.ts";

const LEXICONS = [...LATIN, ...SCRIPT_LEXICONS];
const FOREIGN_ACTS = LEXICONS.map((l) => l.classes.act).filter((r): r is RegExp => r !== undefined);
const FOREIGN_TARGETS = LEXICONS.flatMap((l) => [l.classes.all, l.classes.secret])
  .filter((r): r is RegExp => r !== undefined);

// English verbs are also infinitives and present tenses ("I will send", "we send"): only a verb
// opening a clause, after "please/also/then/now" or "you must", is an order.
const EN_ACT = new RegExp(
  String
    .raw`(?:^\s*|[,;:.!]\s*|\b(?:and|then|also|please|now|just|first|immediately)\s+|\byou\s+(?:must|should|need\s+to|have\s+to)\s+)(?:${EN.action.source}|refund|reconcile|credit|upgrade|state|claim|accept|invite|dm|tell|waive|leave|release)\b`,
  "i",
);

// What only an attack needs besides the act, in the languages the lexicons lack it for.
const EN_TARGET = new RegExp(
  [
    String.raw`\b(?:all|every|entire|whole|full|complete|each)\b`,
    EN.secret.source,
    EN.data.source,
    // money: an amount in a currency
    String.raw`\d[\d.,]*\s*(?:eur|usd|gbp|chf|pln|sek|nok|dkk)\b|[€$£]\s*\d`,
    // no one asked: "without approval", "no approval needed", "regardless of what … say"
    String
      .raw`\bwithout\s+(?:any\s+)?(?:approval|asking|confirmation|review|checking|telling)|\bno\s+(?:approval|confirmation|sign-off)\s+(?:is\s+)?(?:needed|required)|\bregardless\s+of\s+what|no\s+matter\s+what`,
    // access: edit or admin rights, a public share
    String
      .raw`\b(?:edit|editor|admin|owner|write|full)\s+(?:access|rights|permissions?|role)|\baccess\s*=\s*\\?["']?(?:anyone|public)|\banyone\s+(?:with|who\s+has)\s+(?:the\s+)?link`,
    // the reader's own output: "in your summary", "in every reply"
    String
      .raw`\b(?:your|every|each)\s+(?:summary|reply|replies|answer|response|minutes|report)\b`,
  ].join("|"),
  "i",
);
// "किसी से पूछना ज़रूरी नहीं" (no need to ask anyone), a password in Arabic, "the other
// candidates' CVs": targets the lexicons lack.
const MORE_TARGET =
  /पूछना\s+ज़रूरी\s+नहीं|كلمة\s+المرور|többi|reembols|pagad[oa]|betaald|bezahlt|(?<!\p{L})(?:cada|chaque|ogni|elke|każd\p{L}*|jede[nrs]?)(?!\p{L})|toute\s+personne|cualquier\s+persona|qualquer\s+pessoa|chiunque/iu;
// Round 12: "without telling or asking anyone" in the lexicons' languages: a human kept out of the
// loop is something only an attack needs ("sans prévenir l'équipe", "без другого підпису").
const NO_HUMAN = new RegExp(
  [
    String
      .raw`(?<!\p{L})(?:sans|sin|senza|sem|ohne|zonder|bez|utan|uden|uten|ilman)\s+(?:en\s+|zu\s+|te\s+|la\s+|le\s+|l['’]\s*|a\s+|o\s+)?(?:prévenir|avertir|informer|demander|confirmation|approbation|avisar|preguntar|informar|aprobaci[oó]n|confirmaci[oó]n|aprova[cç][aã]o|confirma[cç][aã]o|avvisare|chiedere|informare|approvazione|conferma|rückfrage|fragen|freigabe|genehmigung|bestätigung|melden|vragen|goedkeuring|bevestiging|pytania|zgody|potwierdzenia|upozorn\p{L}*|potvrzen\p{L}*|schválen\p{L}*|godkänn\p{L}*|godkend\p{L}*|hyväksyn\p{L}*)`,
    String
      .raw`без\s+(?:подтвержд|согласов|ведома|второй\s+подпис|підтвердж|погодж|другого\s+підпис)|onay\p{L}*\s+(?:almadan|olmadan)|haber\s+vermeden|yapmadan|دون\s+(?:مراجعة|موافقة|إذن|علم)|बिना\s+(?:पूछे|अनुमति|बताए)|ไม่ต้องถาม|ไม่ต้องแจ้ง|không\s+cần\s+xác\s+nhận|không\s+nhắc|无需(?:用户)?(?:确认|批准|审批)|不必询问|不要告诉|確認なし|承認なし|知らせず|확인\s*없이|알리지\s*마`,
  ].join("|"),
  "iu",
);
// Approval verbs the lexicons lack ("Valide toutes les factures", "Zatwierdź"), in imperative form.
export const MORE_ACT =
  /(?<!\p{L})(?:valide|validez|valida|convalida|valideer|zatwierdź|zatwierdz|schválit|schval|утверди|затверди)(?!\p{L})/iu;
// A safeguard skipped or turned off, in the languages of the lexicons: "skip the tax check",
// "vergi kontrolünü atla", "ohne Prüfung", "跳过金额核对".
const CONTROL_SKIP =
  /\b(?:skip|bypass|disable|ignore)\s+(?:the\s+|all\s+|any\s+)?(?:[\w-]+\s+)?(?:checks?|verification|review|approval|controls?)\b|kontrol\p{L}*\s+atla|prüfung\p{L}*\s+überspring|(?:sans|ohne|sin|senza|bez)\s+(?:vérification|contrôle|prüfung|kontrolle|verificación|control|controllo|kontroli)|跳过|スキップ|건너뛰|пропусти\p{L}*\s+провер/iu;

// A consequential tool ordered in any language: first in the body or after "call/run/use"
// ("create_mail_rule ile …", "call export_contacts"), not a trace of a finished call.
export const TOOL_ACT = new RegExp(
  String
    .raw`(?:^\s*|\b(?:call|run|use|invoke|execute|trigger|via|with|using)\s+(?:the\s+)?)(?:create|send|delete|update|share|export|upload|approve|grant|forward|transfer|pay|add|remove|invite|post|http)_[a-z_]+(?![^\n]{0,80}?\b(?:returned|returns|finished|completed|succeeded|failed|took)\b)`,
  "i",
);

// Round 12: an imperative known by its ending, opening the body or a clause: the French vous-form
// ("appliquez", "fermez"), the German Sie-form ("Senden Sie"), the Russian and Ukrainian polite
// forms ("удалите", "оплатіть"). Verbs the lexicons lack, in the forms only an order takes.
export const MORPH_ACT =
  /(?:^\s*|[,;:.!—–]\s*|(?<!\p{L})(?:et|und|и|і|та)\s+)(?:(?!chez|assez)\p{L}{3,}ez|\p{L}{2,}(?:en|rn|ln)\s+Sie|\p{L}{2,}(?:ите|йте|іть|ійте))(?!\p{L})/u;

// Cost round 50: what three act regexes need in an ASCII body, read by hand (asciiNeeds reads only
// word lists; tests/audit/cost50_act_needs_test.ts holds each source to the one proven). TOOL_ACT:
// a verb, then "_". MORE_ACT: its ASCII words, each holding one of these. MORPH_ACT (no i flag):
// "ez" or "Sie"; its Cyrillic endings match no ASCII text.
const TOOL_VERBS =
  "create send delete update share export upload approve grant forward transfer pay add remove invite post http";
provenNeeds(TOOL_ACT, TOOL_VERBS.split(" ").map((verb) => `${verb}_`));
provenNeeds(MORE_ACT, ["valid", "zatwierdz", "schval"]);
provenNeeds(MORPH_ACT, ["ez", "sie"]);

const ACTS = [EN_ACT, TOOL_ACT, EXTRA_ACT, MORE_ACT, MORPH_ACT, ...FOREIGN_ACTS];

/** Where the first imperative act of any lexicon language is in `body`; -1 when there is none. */
export function firstAct(body: string): number {
  // Cost round 25: on an ASCII body, an act regex whose words it lacks is not run (ascii_proof.ts;
  // round 50: all of them asked in one pass).
  const may = isAscii(body) ? mayMatchEach(ACTS, body.toLowerCase()) : undefined;
  let at = -1;
  for (let k = 0; k < ACTS.length; k++) {
    if (may !== undefined && may[k] === 0) continue;
    const m = ACTS[k].exec(body);
    if (m && (at < 0 || m.index < at)) at = m.index;
    if (at === 0) break; // no act starts earlier
  }
  return at;
}

// A label naming people ("to all assistants (the office team):"), a line or its surroundings
// that discuss attacks ("fake instructions such as …", "prompt injection", "피싱"): not an order.
// Round inj32: or a document about the AI (a test plan, a suite, advice to its builders).
export const HUMAN_LABEL = new RegExp(
  String
    .raw`\b(?:team|staff|office|colleagues|employees|personnel|humans?|guidelines?|handbook|macros?|shift|desk|playbook|checklist|script)\b|(?<!(?:ki|ai)-)assistentin|${AI_DOC_LABEL.source}`,
  "i",
);
// A bare speaker label ("Agent:", "Assistant:") heads transcript turns: only a named tool is an
// order there.
export const SPEAKER = /^[\s\p{P}]*[A-Za-zÀ-ɏЀ-ӿ]+\s*[:：]\s*$/u;
export const DISCUSSED =
  /\b(?:injections?|phishing|attacks?|attackers?|fake|spoof\w*|such\s+as|for\s+example|e\.g\.|refused|flagged|blocked|specimens?|red[\s-]team\w*)\b/i;
// An opening quote has no letter before it ("supplier's" is an apostrophe); a closing one no
// letter after it.
const OPENING = /(?<![\p{L}\p{N}])['"‘“«„「]/gu;
const CLOSING = /['"’”»」](?![\p{L}\p{N}])/u;

/** True when the act at `at` sits inside a quotation opened earlier in the body. */
export function quotedAt(body: string, at: number): boolean {
  let last = -1;
  for (const m of body.slice(0, at).matchAll(OPENING)) last = m.index;
  return last >= 0 && !CLOSING.test(body.slice(last + 1, at));
}

/**
 * Where the labelled body orders an act with an attack's target; -1 when it does not, or when
 * the text around discusses attacks.
 */
export function readerOrderAt(body: string, around: string): number {
  const at = firstAct(body);
  if (at < 0 || quotedAt(body, at)) return -1;
  if (!attackTarget(body) || DISCUSSED.test(around) || FOREIGN_DOCS.test(around)) return -1;
  return at;
}

/** Something only an attack needs besides its act: bulk, the user's data, money, access, … */
export function attackTarget(body: string): boolean {
  return ATTACK_TARGET.test(body) || EN_TARGET.test(body) || MORE_TARGET.test(body) ||
    NO_HUMAN.test(body) ||
    CONTROL_SKIP.test(body) || someMatches(FOREIGN_TARGETS, body);
}

// Injection round 20 (v23 as tuning; misses of v15–v22 counted first): social engineering with
// no AI addressee. The writer claims who they are ("I'm the night duty manager", "Soy el jefe de
// flota", "Sunt inspectorul", "Jeg er vagthavende", "Mimi ni msimamizi") and asks the reader to
// hand them a credential ("read me the admin password", "pásame la contraseña", "giv mig koden").
// A finding needs all three: the claim, a request to the writer, and a credential noun.
import type { PhraseRule } from "./phrase_rule.ts";
import { unicodeWords as unicode } from "./memory_words.ts";
import { SOCIAL_CLAIM_SCRIPT_RULE } from "./social_claim_scripts.ts";

// Injection round 34 (v34 and v33 guided; the same three parts missed in v14 and trn4): a request
// to put the credential "here" (ro, pt, es, fr, it, cs, vi) or to read or write it to the writer
// (it, es, cs).
const HERE_REQUEST = String
  .raw`\b(?:lipe\p{L}*|scrie\p{L}*)\s+aici\b|\b(?:cole|coloque|escreva|digite)\s+aqui\b|\b(?:pega|pegue|escribe|escriba)\s+aqu[ií]|\b(?:dime|d[ií]game)\b|\b(?:colle[zr]?|[ée]cri(?:s|vez))\s+ici\b|\b(?:incolla|scrivi)\s+qui\b|\b(?:leggimi|scrivimi)\b|\b(?:po[sš]li|po[sš]lete|napi[sš]|napi[sš]te|[řr]ekni|dej|dejte)\s+mi\b|(?:gửi|đưa|đọc|viết|dán)(?=\s)`;
// The credential first: verb-final orders ("şifresini buraya yaz", "… hantar kepada saya") and
// "reset the password and text it to 07700 …" / "… og send den til mit nummer" (en, da/no).
const AFTER_SECRET = String
  .raw`\b(?:buraya|bana)\s+(?:yaz|gönder|ver|yolla|yapıştır|söyle)(?!m[aeı])\p{L}*|\bhantar\s+(?:kepada|ke)\s+saya\b|\b(?:send|text|email|forward)\s+(?:it|them)\s+to\s+(?:me|my|\+?\d)|\b(?:send|giv|sms)\s+(?:den|det|dem)\s+til\s+(?:mig|meg|mit|min)\b`;

// Round inj95 (sv): "svara med" (reply with), and a send verb whose object goes "till mig" (to me)
// or "hit" (here); with a Swedish credential compound ("dörrkoden", "inloggningar", "kortnumren").
const SV_REQUEST = String
  .raw`\bsvara\s+med\b|\b(?:skickar?|mejla|maila)\b(?=[^.!?\n]{0,60}?\b(?:till\s+mig|hit)\b)`;
const SV_SECRET = String
  .raw`inloggning\p{L}*|\p{L}+kod(?:en|er|erna)|kortnum\p{L}*|kortuppgift\p{L}*`;

// Round inj98 (da/no, sv; v66, v67): a send order whose object is what the reader "has access to"
// ("send alle de logins, du har adgang til", "skicka alla inloggningar du har tillgång till").
const ACCESS_REQUEST = String
  .raw`\b(?:send|sende|skicka)\b(?=[^.!?\n]{0,80}?\b(?:du|dere|ni|i)\s+har\s+(?:adgang|tilgang|tillgång)\s+til)`;

// Round inj96 (ro): "citește-mi" (read me) and "îmi dai" (give me); the credentials "datele de
// autentificare/conectare/logare" and "codul" (of a gate, a door, sent by SMS), not a postcode's,
// an order's or a product's code.
const RO_REQUEST = String.raw`\bcite[șşs]te-mi\b|(?<!\p{L})[îi]mi\s+da(?:i|ți)\b`;
const RO_SECRET = String
  .raw`datele\s+de\s+(?:autentificare|conectare|logare)|codul\b(?!\s+(?:po[șşs]tal|comenzii|produsului|de\s+bare|fiscal|clientului|iban|caen|swift|bic|surs[ăa]))`;

// A request that something go to the writer, in the lexicon languages with an ASCII stem.
const REQUEST = String
  .raw`\b(?:send|give|read|text|tell|email|e-mail|forward|dm)\s+(?:it\s+to\s+)?me\b|\bpaste\b|\b(?:reset|change)\s+my\b|\bI\s+need\s+(?:the|your|her|his|their)\b|\bmánd\p{L}*me\b|\bme\s+mand\p{L}*|\benv[ií]\p{L}*me\b|\bp[aá]sa\p{L}*me\b|\b(?:da|dé)me\b|\bnecesito\b|\btrimite(?:ți)?-mi\b|${RO_REQUEST}|\bdă-mi\b|\bam\s+nevoie\b|\b(?:wyślij|prześlij|podaj|podasz)\s+mi\b|\bpotrzebuj\p{L}*|\b(?:send|giv|gi)\s+(?:mig|meg)\b|\b(?:skicka|ge)\s+mig\b|\b(?:schick|schicke|sende|gib)\s+mir\b|\bbrauche\b|\b(?:envoie|envoyez|donne|donnez|dis|dites)-moi\b|\bj['’]ai\s+besoin\b|\b(?:mandami|inviami|dammi|dimmi)\b|\bho\s+bisogno\b|\b(?:manda|envia|passa|mande|envie|passe)-me\b|\bme\s+(?:manda|envia|passa|mande|envie|passe)\b|\bpreciso\b|\b(?:stuur|geef)\s+(?:me|mij)\b|\bnitumie\b|\bnipe\b|\b(?:kirim\p{L}*|beri\p{L}*)\s+(?:ke\s+)?saya\b|\bbana\s+(?:gönder|ver|yolla)|\bläs\s+upp\b|${SV_REQUEST}|${ACCESS_REQUEST}|(?<!\p{L})(?:írd|írja)\s+(?:ide|meg)\b|\bküldd\s+(?:el|ide|át)\b|\bmondd\s+meg\b|${HERE_REQUEST}`;

// A credential, in the same languages.
const SECRET = String
  .raw`\b(?:password\w*|passwort\w*|passcode|pins?|codes?(?!\s+(?:review|of\s+conduct|base|snippets?|samples?|changes?|repo\w*))|(?:key|keys)(?!\s+(?:points?|findings?|dates?|figures?|takeaways?|metrics?|results?|facts?|terms?|details?|messages?|contacts?|decisions?|issues?|risks?|people))|credentials?|login|logins|contraseñ\p{L}*|claves?|credenciales|parol\p{L}*|has[łl]\p{L}*|kod|kodu|kody|koden|koder|danych\s+logowania|dane\s+logowania|datele\s+de\s+acces|cheia|n[øo]gle\p{L}*|n[øo]kkel\p{L}*|nyckel\p{L}*|mot\s+de\s+passe|schlüssel|chiave|senha|wachtwoord|sifre\p{L}*|kata\s+sandi|nenosiri|hesl[oa]|chaves?|mật\s+khẩu|kata\s+laluan|adgangskode\p{L}*|lösenord\p{L}*|jelsz[óa]\p{L}*|${SV_SECRET}|${RO_SECRET})\b|şifre\p{L}*`;

const REQUEST_SECRET = new RegExp(
  unicode(String.raw`(?:${REQUEST})[^.!?\n]{0,80}?(?:${SECRET})`),
  "iu",
);
// Its own rule with its own keywords: credential nouns are common, so a credential-first search
// at every request keyword cost 4x the rule's time on prose (audit_rule_budget.ts).
const SECRET_THEN_REQUEST = new RegExp(
  unicode(String.raw`(?:${SECRET})[^.!?\n]{0,60}?(?:${AFTER_SECRET})`),
  "iu",
);

// Round inj96 (en): "Gwen here." / "Nadia Petrova here, …" after a greeting or opening a line or
// a quote, the phone and chat idiom for "this is Gwen"; not an order ("Click here.", "Sign here").
const NAME_HERE = String
  .raw`(?:\b(?:hi|hello|hey|morning|afternoon|evening)\s*,?\s+|[\n"'>]\s*)(?!(?:click|tap|sign|start|look|come|go|stay|read|reply|post|send|put|type|enter|paste|drop|register|apply|log|order|book|vote|get|see|check|park|wait|meet|sit|stop|press|help|same|over|right|just|only|not|you|we|they|everyone|nobody|someone|anyone)\b)(?-i:\p{Lu}\p{Ll}+(?:\s+\p{Lu}\p{Ll}+)?)\s+here\s*[,.!—–-]`;

// Who the writer says they are: a first-person identity or a self-introduction.
const CLAIM = new RegExp(
  unicode(
    String
      .raw`\b(?:i['’]?m|i\s+am)\s+(?:the|a|an|from|with|your|on|in|locked|writing)\b|\bthis\s+is\s+(?:the\s+|your\s+)?(?:\p{Lu}|night|day|duty)|\bit['’]?s\s+(?:me|\p{Lu})|\bsoy\s+(?:el|la|de|del|un|una|yo)\b|\bsunt\s+(?:de\s+la|noul|noua|\p{L}+ul|\p{L}+a|(?-i:\p{Lu})\p{L}+)\b|${NAME_HERE}|\bjestem\b|\btu\s+\p{L}+\s+ze?\b|\bjeg\s+er\b|\bdet\s+er\s+(?:mig|meg|\p{L}+en)\b|\bdet\s+er\s+(?:jeres|deres|dine|din|dit|vores)\s+[\p{L}-]+|\bjag\s+är\b|\bdet\s+är\s+(?-i:\p{Lu})\p{L}+|\bdet\s+är\s+(?:(?:er|din|ditt|ert|era)\s+[\p{L}-]+|[\p{L}-]+n\b)|(?-i:\p{Lu})\p{L}+\s+vagyok\b|\bich\s+bin\b|\bhier\s+(?:ist|spricht)\b|\bje\s+suis\b|\bc['’]est\s+(?:moi|le|la)\b|\bsono\s+(?:il|la|l['’]|io)\b|\bsou\s+(?:o|a)\b|\bik\s+ben\b|\bmimi\s+ni\b|\bsaya\s+(?:adalah|dari)\b|\baqui\s+(?:é|fala)\b|\btady\s+(?:je\s+)?\p{L}+|\btôi\s+là\b|\bben\s+(?:\p{L}+\s+){0,2}\p{L}+(?:im|ım|um|üm)\b|\bini\s+\p{L}+`,
  ),
  "iu",
);

// "We will never ask you to send me your password": a warning, not a request.
// Round inj34's negations (vi, cs, ro, tr, id/ms, pt, it) only right before the request (one word
// between at most): "Ca să nu opresc lucrările, trimite-mi …" negates another verb.
const NEGATED =
  /\b(?:never|not|n['’]t|nunca|jamais|nie|nicht|niemals|aldrig|aldri|ikke|mai|nooit)\b[^.!?\n]{0,40}$|(?<!\p{L})(?:không|đừng|nikdy|nu|niciodată|asla|jangan|tidak|não|non)\s+(?:\p{L}+\s+)?$/iu;

// "Can the bot reset my password if …?": a question about what a third party can do (a FAQ).
const ASKED_ABOUT = /\b(?:can|could|will|does|may)\s+(?:the|a|an|this|our|my)\s+[\w-]+\s+$/i;

function claimedAndAsked(text: string, start: number): boolean {
  const before = text.slice(Math.max(0, start - 50), start);
  if (NEGATED.test(before) || ASKED_ABOUT.test(before)) return false;
  // The text's own start opens a line, as a newline does (round inj96's "<Name> here").
  return CLAIM.test((start <= 250 ? "\n" : "") + text.slice(Math.max(0, start - 250), start));
}

export const SOCIAL_CLAIM_RULES: PhraseRule[] = [{
  // The same id as boundary_rules.ts's claims of approval: an identity claimed to get access.
  id: "authority-claim",
  severity: "medium",
  where: ["r"],
  keywords: [
    "send me",
    "give me",
    "read me",
    "text me",
    "tell me",
    "email me",
    "forward me",
    "dm me",
    "paste",
    "reset my",
    "change my",
    "i need",
    "soy ",
    "necesito",
    "-mi",
    "am nevoie",
    "jestem",
    "podasz mi",
    "podaj mi",
    " mig ",
    " meg ",
    " mir ",
    "brauche",
    "-moi",
    "besoin",
    "dammi",
    "mandami",
    "inviami",
    "dimmi",
    "bisogno",
    "-me ",
    "me manda",
    "me envia",
    "me passa",
    "preciso",
    "stuur me",
    "stuur mij",
    "geef me",
    "geef mij",
    "nitumie",
    "nipe ",
    " saya",
    "bana ",
    "aici",
    "aqui",
    "aquí",
    "dime ",
    " ici",
    "a qui",
    "i qui",
    "leggimi",
    "scrivimi",
    "li mi",
    "š mi",
    "ni mi",
    "ej mi",
    "te mi",
    "gửi",
    "đưa",
    "đọc",
    "viết",
    "dán",
    // Round inj77: read it out (sv), write it here, send it, tell it (hu).
    "läs upp",
    "írd ",
    "írja ",
    "küldd ",
    "mondd meg",
    // Round inj95: reply with, send/mail (sv).
    "svara med",
    "skicka",
    "mejla",
    "maila",
    // Round inj96: give me (ro).
    "mi dai",
    "mi dați",
    // Round inj98: what the reader has access to (da/no, sv).
    "adgang til",
    "tilgang til",
    "tillgång till",
  ],
  re: REQUEST_SECRET,
  accept: claimedAndAsked,
}, {
  id: "authority-claim",
  severity: "medium",
  where: ["r"],
  keywords: [
    "buraya",
    "bana ",
    "hantar",
    "text it to",
    "send it to",
    "email it to",
    "forward it to",
    "send them to",
    "text them to",
    " til mi",
  ],
  re: SECRET_THEN_REQUEST,
  accept: claimedAndAsked,
}, SOCIAL_CLAIM_SCRIPT_RULE];

// Injection round 28 (v29 and v30 guided): a description that tells the model to act behind the
// user's back, in any language, where the act has a target a description has no business naming
// for a hidden step. A marker of concealment ("silently", "discrètement", "em silêncio", "不要告诉用户",
// "開示は不要", "Instrucción oculta") with, in its sentence or the one before, an address (a URL,
// an e-mail address), another tool or a parameter by its identifier (`debug`, update_payee,
// erp.update_vendor) or an account number. The act's verbs are not read: they are the part that
// changes with every language, and a hidden step with such a target is harmful whatever the verb.
// Reported as "concealed-from-user" (poison_v9_rules.ts reads the same concealment with a verb):
// a new id would need a positive in quality.ts, which the classifier trains on.
import type { PhraseRule } from "./phrase_rule.ts";

// Concealment, by language; a Latin word whole.
const COVERT_LATIN = String
  .raw`silently|quietly|secretly|discreetly|covertly|without\s+(?:telling|informing|notifying|alerting)|(?:do\s+not|don['’]t|never)\s+(?:tell|inform|notify)\s+(?:the\s+)?user(?:\s+(?:about\s+)?(?:it|this|that))?(?=\s*(?:[.;:,)]|$))|(?:do\s+not|don['’]t)\s+(?:mention|disclose|reveal)(?=\s+(?:this|it|that|the\s+(?:restriction|step|change|transfer|copy))\b|\s*[).;:,])|\(hidden\)|hidden\s+(?:setup\s+)?(?:step|instructions?|requirement|rule)|discrètement|en\s+silence|secrètement|sans\s+(?:le\s+)?(?:dire|prévenir|informer|mentionner)|(?:consigne|instruction)\s+(?:interne|cachée|secrète)|en\s+silencio|discretamente|en\s+secreto|sin\s+(?:decir|avisar|informar|mencionar)|no\s+(?:hace\s+falta|es\s+necesario)\s+(?:mencionarlo|decirlo|informar)|no\s+debe\s+mostrarse|instrucci[óo]n\s+oculta|instru[çc][ãa]o\s+oculta|em\s+sil[êe]ncio|em\s+segredo|sem\s+(?:avisar|dizer|informar|mencionar)|n[ãa]o\s+(?:reportes|reporte|informes|informe|digas|diga|menciones|mencione|avises|avise)|stillschweigend|heimlich|unbemerkt|nicht\s+(?:darüber\s+)?(?:informieren|erwähnen|mitteilen)|(?:versteckte|geheime)\s+anweisung|di\s+nascosto|silenziosamente|in\s+silenzio|senza\s+(?:dirlo|avvisare|informare)|istruzione\s+nascosta|stilletjes|ongemerkt|zonder\s+(?:het\s+)?te\s+(?:melden|vertellen)|po\s+cichu|potajemnie|bez\s+informowania|nie\s+informuj|ukryta\s+instrukcja|sessizce|gizlice|diam-diam|tanpa\s+memberi\s+tahu|potichu|tajně|i\s+tysthet|i\s+stilhed`;
const COVERT_OTHER = String
  .raw`тихо|незаметно|втайне|не\s+сообща\p{L}*|не\s+говори|не\s+повідомля\p{L}*|скрыт\p{L}*\s+инструкц\p{L}*|こっそり|黙って|伝えない|伝えず|言及しない|知らせない|開示は不要|開示しない|悄悄|静默|默默|秘密地|不要告诉|无需告知|不要告知|不要通知|不要提及|隐藏指令|몰래|조용히|알리지\s*마|알리지\s*말|언급하지\s*마|숨겨진\s*지시|بصمت|سرًا|دون\s+إبلاغ|चुपचाप|बिना\s+बताए`;
const COVERT = new RegExp(
  String.raw`(?<![\p{L}])(?:${COVERT_LATIN})(?![\p{L}])|${COVERT_OTHER}`,
  "iu",
);

// What a hidden step must not name: an address, an identifier of a tool or parameter, an account.
const TARGET =
  /[a-z][a-z0-9+.-]*:\/\/\S|[\w.+-]+@[\w-]+\.[a-z]{2,}|\x60[^\x60\n]{1,40}\x60|(?<![\w.])[a-z][a-z0-9]*(?:_[a-z0-9]+)+(?![\w])|(?<![\w.])[a-z]+\.[a-z]+_[a-z_]+|\b[A-Z]{2}\d{2}(?:[ ]?[A-Z0-9]{4}){3,}|\b\d{2,}-\d{2,}-\d{2,}\b/;

// A sentence ends at ". ", "。", "！", "？", "; " is no end (the hidden step often follows one).
const SENTENCE_END = /[.!?](?:\s|$)|[。！？]|\n\s*\n/g;

/** The sentence holding [start, end) and the one before it. */
function twoSentences(text: string, start: number, end: number): string {
  let from = 0;
  let prev = 0;
  SENTENCE_END.lastIndex = 0;
  for (let m = SENTENCE_END.exec(text); m !== null; m = SENTENCE_END.exec(text)) {
    const after = m.index + m[0].length;
    if (after > start) {
      const stop = Math.max(end, m.index);
      return text.slice(prev, stop + 1);
    }
    prev = from;
    from = after;
  }
  return text.slice(prev);
}

/** The tool's own name as the description's first word ("fechar_caixa: …") is no target. */
function ownName(text: string): string {
  return /^\s*["{]?\s*(?:"name"\s*:\s*")?([\w.-]+)/.exec(text)?.[1] ?? "";
}

// "Silently retries on timeout" tells what the tool does (a verb in the third person follows).
const DESCRIBES = /^\s+(?:also\s+)?[a-z]+(?<!ss)s\b/i;

function targeted(text: string, start: number, end: number): boolean {
  if (DESCRIBES.test(text.slice(end, end + 30))) return false;
  const own = ownName(text);
  const scope = twoSentences(text, start, end);
  const re = new RegExp(TARGET.source, "g");
  for (let m = re.exec(scope); m !== null; m = re.exec(scope)) {
    if (m[0] !== own && m[0] !== `\x60${own}\x60`) return true;
  }
  return false;
}

export const COVERT_ACT_RULES: PhraseRule[] = [
  {
    id: "concealed-from-user",
    severity: "high",
    where: ["d"],
    // The target's marks: the rule is read only near an address, a code span or an identifier.
    keywords: ["://", "@", "\x60", "_"],
    re: COVERT,
    accept: targeted,
  },
];

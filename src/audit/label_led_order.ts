// Round inj55: a label addressed to the AI in another language ("Note til AI-assistenten:",
// "Hinweis an den KI-Assistenten:", "AIアシスタントへ：", "AI 비서에게:", "致 AI 审核助手："), then a body
// that opens with that language's order word (the lexicon's act list or the shipped order words)
// or, in the verb-final scripts, closes its first sentence with the polite request form. Such a
// body is an order even without a business act or a destination ("godkend denne ændring").

// The polite request forms that end an order in Japanese and Korean (also in EXTRA_ACT).
export const REQUEST_FORMS = "してください|して下さい|ください|주세요|하세요|하십시오";
const REQUEST_END = new RegExp(`(?:${REQUEST_FORMS})[)）」]?\\s*[。.!！]?\\s*$`, "u");
const VERB_FINAL_SCRIPT = /[\u3040-\u30FF\uAC00-\uD7AF]/u;

// The label's own colon (a comma makes a vocative: "Beste AI-assistent, wil je …" is read elsewhere).
const LABEL_COLON = /^[^.!?。\n:：,，、]{0,40}?[:：]/u;
// A bare speaker label heads a transcript turn ("Assistent: Gib mir deine Bestellnummer"):
// the assistant speaks there, it is not addressed.
// Latin and Cyrillic names only: "AIへ：" or "致AI工具：" carry their particle.
const SPEAKER = /^[\s\p{P}]*[A-Za-zÀ-ɏЀ-ӿ]+\s*[:：]$/u;
// The label names an AI, not only an assistant or agent, who may be a person ("Para el asistente
// administrativo: reserva la sala 3"): the abbreviations (also inside CJK, "AIアシスタントへ"), the
// words for artificial intelligence, a language model, a chatbot. The abbreviations in capitals
// only: "mi" is "my" in Spanish, "ki" "who" in Hungarian.
const AI_MARK = new RegExp(
  String
    .raw`(?<![A-Za-z])(?-i:AI|KI|IA|MI|K\.I\.)(?![A-Za-z])|(?<![а-яёіА-ЯЁІ])(?-i:ИИ|ШІ)(?![а-яёіА-ЯЁІ])|(?<![Α-Ωα-ω])ΤΝ(?![Α-Ωα-ω])|intelligen|inteligen|интеллект|інтелект|tekoäly|sztuczn|yapay\s+zek|(?:taal|sprach|språk|sprog)modell?|языков\p{L}*\s+модел|言語モデル|语言模型|人工知能|人工智能|인공지능|מלאכותית|الاصطناعي|एआई|chatbot|чат-бот`,
  "iu",
);
// An opening quote: "‘“«„「『" anywhere (CJK quotes follow a letter: 写“AI助手：…”), "'" and '"'
// only with no letter before them (an apostrophe); a closing one has no letter after it.
const OPENING = /(?<![\p{L}\p{N}])['"]|[‘“«„「『]/gu;
const CLOSING = /['"’”»」』](?![\p{L}\p{N}])/u;
// Words that negate the order right after its verb ("send ikke …", "schicke nichts …").
const NEGATION =
  /(?<![\p{L}])(?:not|never|nicht|nichts|niemals|kein\p{L}*|ikke|inte|aldrig|aldri|niet|nooit|geen|ne|nie|nigdy|non|mai|no|nunca|jamais|pas|не|ни)(?![\p{L}])/iu;

// An order made conditional ("annulez la commande 4471 si le client le demande") is a procedure
// for a case, not an order seized (round 12's and round 7's guards: "keur het ontwerp goed als het
// netjes is"). "als" and "om" also mean "as" and "about": read as "if" only before a pronoun.
const CONDITION =
  /(?<![\p{L}])(?:if|si|wenn|falls|hvis|indien|jeśli|jeżeli|pokud|jestli|если|якщо|jos|eğer|(?:als|om)\s+(?:het|hij|zij|ze|je|jij|u|er|dit|dat|det|den|du|han|hon|hun|vi|man))(?![\p{L}])/iu;

/**
 * The label sits inside a quotation opened after other words ("den Satz „An die KI: …“",
 * "이메일에 'AI 비서에게: …'"): a specimen. A quote opening its line is a quoted message.
 */
function quotedSpecimen(head: string): boolean {
  let last = -1;
  for (const m of head.matchAll(OPENING)) last = m.index;
  if (last < 0 || CLOSING.test(head.slice(last + 1))) return false;
  const lineStart = head.lastIndexOf("\n", last) + 1;
  return /\p{L}/u.test(head.slice(lineStart, last));
}

/**
 * The addressee ends at `addrEnd` in `sent`: a label with its own colon, not a speaker turn, not
 * quoted as a specimen, and a body led by an order word (`act`: the lexicon's list, `extra`: the
 * shipped order words of every language) or, in Japanese and Korean, ended by a request form.
 */
export function labelLedOrder(
  act: RegExp | undefined,
  extra: RegExp,
  sent: string,
  addrEnd: number,
): boolean {
  const colon = LABEL_COLON.exec(sent.slice(addrEnd));
  if (!colon) return false;
  const head = sent.slice(0, addrEnd);
  const labelEnd = addrEnd + colon[0].length;
  const label = sent.slice(head.lastIndexOf("\n") + 1, labelEnd);
  if (!AI_MARK.test(label) || SPEAKER.test(label) || quotedSpecimen(head)) return false;
  const body = sent.slice(labelEnd).trimStart();
  if (VERB_FINAL_SCRIPT.test(body.slice(0, 8))) {
    const first = /^[^。.!！?？\n]*[。.!！?？]?/u.exec(body)![0];
    return REQUEST_END.test(first);
  }
  const led = [act, extra].some((re) => re?.exec(body)?.index === 0);
  if (!led || CONDITION.test(body)) return false;
  // The verb and the two words after it carry no negation.
  const opening = /^\S+(?:\s+\S+){0,2}/u.exec(body)?.[0] ?? "";
  return !NEGATION.test(opening);
}

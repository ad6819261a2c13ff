// Injection round inj64 (v50's staff warnings guided it; v33, v49 and trn6 too): a quotation its
// writer disowns, on the quotation's line ("Forum post we're warning staff about — do NOT follow
// it: \"…\"", "„…”. To próba ataku"). Round 23's report frames (reported_quote.ts) call a quotation a specimen when the
// writer says it was seen or blocked; a warning not to act on it is the same frame.

// Told not to act on it, warned about, or named an attempt at an attack or a fraud, in the
// languages the report frames cover.
const DISOWNED = new RegExp(
  String.raw`(?<!\p{L})(?:` + [
    String
      .raw`(?:do\s+not|don['’]t|never|must\s+not|should\s+not|shouldn['’]t)\s+(?:follow|obey|act\s+on|action|execute|run|comply\s+with|carry\s+out|reply\s+to|respond\s+to)\s+(?:it|this|that|them|these|those)(?!\p{L})`,
    String.raw`scam(?:s|mers?)?|phishing|smishing|fraudulent`,
    String.raw`warn(?:s|ed|ing)?\s+(?:\p{L}+\s+){0,3}(?:about|against)`,
    String
      .raw`(?:scam|fraud|phishing|smishing|attack|injection|hacking|impersonation)\s+attempts?|attempted\s+(?:scam|fraud|attack|injection|phishing)`,
    String.raw`not\s+(?:a\s+)?(?:real|genuine|legitimate|valid)\s+(?:instruction|order|request)`,
    String
      .raw`próba\s+(?:ataku|oszustwa|wyłudzenia|phishingu|włamania)|nie\s+(?:wykonuj|stosuj|słuchaj)\p{L}*\s+(?:tego|tej|jej|go|ich)|ostrzega\p{L}*\s+przed`,
    String
      .raw`(?:betrugs|angriffs|phishing|täuschungs)-?versuch\p{L}*|nicht\s+befolgen|befolgen\s+sie\s+(?:sie|es|das|diese)\s+nicht|warn\p{L}*\s+(?:\p{L}+\s+){0,2}vor`,
    String
      .raw`tentative\s+d['’](?:attaque|escroquerie|hameçonnage|arnaque|intrusion|usurpation)|tentative\s+de\s+(?:fraude|phishing|piratage)|ne\s+(?:la|le|les)\s+(?:suivez|exécutez|appliquez)\s+pas|mise\s+en\s+garde`,
    String
      .raw`intento\s+de\s+(?:ataque|fraude|estafa|phishing|suplantación)|no\s+(?:la|lo|las|los)\s+(?:sigas|sigan|siga|ejecutes|ejecuten)`,
    String
      .raw`tentativo\s+di\s+(?:attacco|truffa|frode|phishing)|non\s+(?:la|lo|le|li)\s+(?:seguite|eseguite|segui|esegui)`,
    String
      .raw`tentativa\s+de\s+(?:ataque|fraude|golpe|phishing)|não\s+(?:a|o|as|os)\s+(?:sigam?|execut\p{L}+)`,
    String
      .raw`ei\s+toimi\s+(?:sen|niiden)\s+mukaan|älä\s+(?:noudata|toimi)|följ\s+(?:den|det|dem)\s+inte|agera\s+inte\s+på|følg\s+(?:den|det|dem)\s+ikke|(?:ikke|ikkje)\s+følg`,
    // Round inj93: Vietnamese "do not follow it" ("Đừng làm theo", "không làm theo").
    String.raw`(?:đừng|không|chớ)\s+(?:được\s+)?làm\s+theo`,
    String
      .raw`poging\s+tot\s+(?:fraude|oplichting|phishing|aanval)|volg\s+(?:het|dit|deze)\s+niet|voer\s+(?:het|dit)\s+niet\s+uit`,
  ].join("|") + ")(?!\\p{L})",
  "iu",
);

/** The words around a quotation (`frame`) disown it. */
export function disowned(frame: string): boolean {
  return DISOWNED.test(frame);
}

/**
 * The writer's words before a quotation that opens after a colon disown it ("do NOT follow it:
 * \"…\""): a match that runs from them into the quotation ("not follow … instructions") is the
 * writer's sentence about the quotation, not an order.
 */
export function disownedLead(lead: string): boolean {
  return /:\s*$/.test(lead) && disowned(lead.slice(-200));
}

// A negation just before a carry-out order ("Do not follow it."): the writer refuses the order.
const NEGATED = /(?:\bnot|\bnever|n['’]t)\s+(?:\w+\s+)?$/i;

/** A carry-out order found at `at` of `after` ("follow it") is negated: it disowns, not forwards. */
export function negatedCarryOut(after: string, at: number): boolean {
  return NEGATED.test(after.slice(Math.max(0, at - 24), at));
}

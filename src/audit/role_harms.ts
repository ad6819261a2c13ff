// Injection round 22: two harms an order to a role carries that role_addressed.ts did not read.
// A forged sign-off ("record it as approved by the owner", "marca como «aprobado»", "отметь как
// одобренный управляющим") makes the model vouch for what nobody approved; concealment in the
// lexicon languages ("no menciones esta nota", "ничего не сообщай") keeps it from people.

const SIGNED = String
  .raw`approved|verified|pre-?approved|aprobad[oa]s?|approuvée?s?|genehmigt|freigegeben|approvat[oaie]|aprovad[oa]s?|goedgekeurd|godkänd|godkjent|godkendt|hyväksyt\p{L}*|zatwierdzon\p{L}*|schválen\p{L}*|jóváhagyott|onaylı|disetujui|εγκεκριμέν\p{L}*|одобренн?\p{L}*|схвален\p{L}*|утвержд[её]нн?\p{L}*`;

/** A record made to say someone approved or verified it. */
export const FORGED_SIGNOFF = new RegExp(
  String
    .raw`(?<![\p{L}])(?:as|als|como|comme|come|jako|kao|ως|как|як|sebagai|som|kuin|ca)\s+["'‘“«„]?(?:${SIGNED})(?![\p{L}])|(?<![\p{L}])(?:${SIGNED})\s+(?:by|von|por|par|da|door|av|από|управляющ\p{L}*|руководств\p{L}*|владельц\p{L}*)(?![\p{L}])`,
  "iu",
);

/** Keeping the order from people, in the lexicon languages other than English. */
export const CONCEAL_MORE = new RegExp(
  String
    .raw`(?<![\p{L}])(?:no\s+(?:lo\s+|la\s+|le\s+)?(?:menciones|indiques|informes|digas|avises)|ne\s+(?:le\s+|la\s+|les\s+)?(?:mentionne|signale|dis)\s+(?:pas|rien)|erwähne\s+(?:\p{L}+\s+){0,2}nicht|nicht\s+erwähnen|(?:ничего\s+)?не\s+сообщай|non\s+(?:menzionare|dire|segnalare)|não\s+(?:mencione|informe|diga|avise)|nie\s+(?:wspominaj|informuj|mów)|älä\s+(?:kerro|mainitse|ilmoita))(?![\p{L}])`,
  "iu",
);

// Injection round 17 (v20 as tuning): the keep orders and waivers memory_words.ts's lists lacked,
// found in v19's and v20's residuals alike: "Add a standing rule:", "save this to (your) memory",
// "Enregistre en mémoire", "Merke dir dauerhaft … nie prüfen", approvals made automatic.

// "Save this to memory" and "add a standing rule" in the Latin-script lexicon languages (the
// Vietnamese "lưu vào bộ nhớ" has no ASCII keyword to gate on and is left out).
export const KEEP_MORE = [
  String.raw`\badd\s+(?:a|this|the\s+following)\s+(?:standing|permanent)\s+(?:rule|instruction)`,
  String
    .raw`\b(?:save|store|keep|commit|write)\s+(?:this|it|the\s+following)?\s*(?:rule\s+)?(?:to|in|into)\s+(?:your\s+)?(?:long-term\s+|permanent\s+)?(?:memory|notes)`,
  // Round 20: "Update your standing rules with …", "Sla op als vaste regel:".
  String
    .raw`\bupdate\s+your\s+standing\s+rules|\bsla\s+(?:dit\s+)?op\s+als\s+(?:vaste|permanente)\s+regel`,
  String
    .raw`\bmémorise\s+(?:pour\s+toujours|définitivement|pour\s+toutes)|\b(?:enregistre|garde|conserve)\s+(?:ceci\s+|cette\s+règle\s+)?(?:en|dans\s+ta)\s+mémoire`,
  String
    .raw`\b(?:speicher(?:e|n\s+sie)?|merk(?:e|en\s+sie)?|schreib(?:e)?)\s+(?:dir\s+)?(?:das|dies|folgendes)?\s*(?:in\s+deinem|im|in\s+Ihrem)\s+(?:Langzeit)?(?:gedächtnis|speicher)`,
  String
    .raw`\b(?:guarda|graba|memoriza)\s+(?:esto\s+|esta\s+regla\s+)?en\s+(?:tu\s+)?memoria|\b(?:salva|memorizza)\s+(?:questo\s+|questa\s+regola\s+)?(?:nella\s+tua|in)\s+memoria|\bmemorizza\s+per\s+sempre`,
  String
    .raw`\b(?:salve|guarde|grave|guarda|grava)\s+(?:isto\s+|esta\s+regra\s+)?na\s+(?:sua\s+)?memória|\bsla\s+(?:dit\s+|deze\s+regel\s+)?(?:op\s+)?in\s+(?:je|uw)\s+geheugen(?:\s+op)?`,
  String
    .raw`\bzapisz\s+(?:to\s+|tę\s+zasadę\s+)?w\s+(?:swojej\s+)?pamięci|\b(?:hafızana|belleğine)\s+(?:kaydet|al)|\bsimpan\s+(?:ini\s+)?(?:di|ke)\s+(?:dalam\s+)?memori`,
  String
    .raw`\bspara\s+(?:detta\s+|den\s+här\s+regeln\s+)?i\s+(?:ditt\s+)?minne|\b(?:gem|lagre)\s+(?:dette\s+)?i\s+(?:din\s+)?(?:hukommelse|minne)|\btallenna\s+(?:tämä\s+)?(?:pysyvästi\s+)?muistiin`,
  String
    .raw`\bulož\s+(?:si\s+)?(?:to\s+)?do\s+(?:své\s+)?paměti|\bmentsd\s+el\s+(?:ezt\s+)?(?:a\s+)?memóriádba|\bsalvează\s+(?:asta\s+)?în\s+memori\w*`,
];

// ASCII gates for KEEP_MORE (the keyword automaton takes ASCII only).
export const KEEP_MORE_KEYWORDS = [
  "memory",
  "your notes",
  "vaste regel",
  "moire",
  "morise",
  "chtnis",
  "memori",
  "na mem",
  "geheugen",
  "pami",
  "do pam",
  "kaydet",
  "belle",
  "minne",
  "hukommelse",
  "muistiin",
  "mentsd el",
];

// A check declared never done, and an approval made automatic, in each lexicon language.
export const WAIVED_MORE = [
  // Round 20: "is always authorised, no need to ask", "항상 승인됩니다", "알려줘도 된다" (may tell).
  String.raw`\balways\s+authori[sz]ed|\bno\s+need\s+to\s+(?:ask|check|confirm|verify)`,
  "항상\\s*승인|알려(?:줘|주어)도\\s*(?:된다|돼)",
  String
    .raw`\bnever\s+(?:be\s+)?(?:check|verif|review|flag|screen)\w*|\bnie\s+(?:\w+\s+){0,3}(?:prüfen|kontrollieren)|\bjamais\s+(?:vérifi|contrôl)\w*|\bnunca\s+(?:verifi|revis|comprob|control)\w*|\bmai\s+(?:verificar|controllar)\w*|\bnooit\s+(?:\w+\s+){0,3}(?:controleren|checken)`,
  String
    .raw`\bauto(?:matically)?[- ]?(?:approv|accept|releas)\w*|\b(?:approv|accept)\w*\s+automatically|\bautomatisch\s+(?:genehmig|freigegeb|freigeben|akzeptier|angenommen)\w*|\b(?:approuv|valid|accept)\w*\s+automatiquement|\bautomatiquement\s+(?:approuv|valid|accept)\w*|\b(?:aprobad|aceptad|aprovad|aceit|approvat|accettat)\w*\s+automaticamente|\b(?:aprobad|aceptad)\w*\s+automáticamente|\bautomáticamente\s+(?:aprob|acept)\w*|\bautomatisch\s+goedgekeurd|\bautomatycznie\s+(?:zatwierdz|akceptuj)\w*|\botomatik\s+(?:olarak\s+)?onayla\w*|\bdisetujui\s+otomatis|\bautomatiskt\s+godkän\w*|\bgodkän\w*\s+automatiskt|\bautomatisk\s+godkend\w*|\bautomaattisesti\s+hyväksy\w*`,
  "자동\\s*(?:으로\\s*)?승인|自動(?:的に)?承認|自动(?:批准|通过|审批)|(?:مقبول|يقبل|معتمد|موافق)\\p{L}*\\s+(?:\\p{L}+\\s+)?تلقائي|به\\s+طور\\s+خودکار\\s+(?:تایید|تأیید)|автоматически\\s+(?:одобр|принима|подтвержда)\\p{L}*|אושר\\s+אוטומטית|อนุมัติอัตโนมัติ|स्वचालित\\s+रूप\\s+से\\s+स्वीकृत",
];

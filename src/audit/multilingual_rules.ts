// Override phrases in other languages (issue 13: at least es, fr, de, it, pt, ru, ja, zh, ko;
// nl, pl and tr too). Outside the ASCII keyword gate: a stem pre-filter keeps English text cheap.
import { MORE_OTHER } from "./multilingual_more.ts";

const S = String.raw`(?<![\p{L}\p{N}])`;
const E = String.raw`(?![\p{L}\p{N}])`;
const GAP = String.raw`(?:[\p{L}'’-]+[\s,]+){0,3}?`;
const CJK_GAP = String.raw`[^。．.!?！？\n]{0,16}?`;

/**
 * verb … determiner … noun: the determiner must be the language's own, so English text that
 * shares "ignore" and "instructions" with French never matches.
 */
function latin(verbs: string, dets: string, nouns: string, extra: string): RegExp {
  return new RegExp(
    `${S}(?:${verbs})\\s+${GAP}(?:${dets})\\s+${GAP}(?:${nouns})${E}|${extra}`,
    "iu",
  );
}

const ES = latin(
  String
    .raw`ignora|ignore|ignorad|ignoren|olvida|olvide|olvidad|olviden|descarta|descarte|omite|omita|haz\s+caso\s+omiso\s+(?:de|a)`,
  String.raw`las|los|tus|sus|todas|todos|estas|esas|mis`,
  String.raw`instrucciones|indicaciones|reglas|órdenes|directrices|consignas|normas`,
  String
    .raw`${S}olvida\s+lo\s+que\s+te\s+(?:dijeron|han\s+dicho|indicaron)(?!\s+(?:de|sobre|acerca\s+de)\s+(?!(?:no|tus?|las?|los|el|sus?)\b|(?:revelar|mostrar|compartir|seguir|obedecer)\b))|${S}a\s+partir\s+de\s+ahora,?\s+(?:eres|serás|debes|tienes\s+que|vas\s+a)${E}|${S}(?:revela|muestra|imprime)\s+${GAP}(?:prompt|mensaje|instrucciones)\s+del\s+sistema|${S}(?:(?:las|tus|todas\s+las)\s+)?(?:instrucciones|reglas|indicaciones|órdenes|orientaciones|directrices)\s+(?:anteriores|previas|iniciales|originales)\s+(?:ya\s+no\s+(?:son\s+válidas|valen|aplican|se\s+aplican|están\s+vigentes)|(?:quedan|están|son|fueron)\s+(?:anuladas|canceladas|revocadas|sin\s+efecto|obsoletas))|${S}(?:desestima|no\s+hagas\s+caso\s+(?:de|a))\s+${GAP}(?:instrucciones|reglas|indicaciones)${E}`,
);
const FR = latin(
  String
    .raw`ignore|ignorez|ignorer|oublie|oubliez|oublier|ne\s+tiens\s+pas\s+compte|ne\s+tenez\s+pas\s+compte`,
  String.raw`les|tes|vos|ces|toutes|tous|des|de\s+tes|de\s+vos`,
  String.raw`instructions|consignes|règles|directives|ordres`,
  String
    .raw`${S}(?:désormais|dorénavant|à\s+partir\s+de\s+maintenant),?\s+(?:tu|vous)\s+(?:es|êtes|dois|devez|vas|allez)${E}|${S}(?:affiche|affichez|révèle|révélez|montre|montrez)\s+${GAP}(?:prompt|message|instructions)\s+(?:du\s+)?système|${S}(?:les|tes|vos|toutes\s+les)\s+(?:consignes|instructions|règles|directives)\s+(?:précédentes|antérieures|initiales|d'origine)\s+(?:sont\s+(?:annulées|caduques|obsolètes|révoquées|levées)|ne\s+sont\s+plus\s+(?:valables|valides|en\s+vigueur|applicables))|${S}(?:ne\s+tiens\s+plus\s+compte|ne\s+tenez\s+plus\s+compte|fais\s+abstraction|faites\s+abstraction)\s+${GAP}(?:consignes|instructions|règles|directives)${E}`,
);
const DE = latin(
  String
    .raw`ignoriere|ignorier|ignorieren\s+sie|vergiss|vergessen\s+sie|missachte|missachten\s+sie|übergehe`,
  String.raw`die|alle|deine|ihre|sämtliche|bisherigen|vorherigen|früheren|diese`,
  String.raw`anweisungen|regeln|befehle|vorgaben|instruktionen|richtlinien|anordnungen`,
  String
    .raw`${S}ab\s+(?:jetzt|sofort|nun)\s+(?:bist\s+du|befolgst\s+du|musst\s+du|sind\s+sie|müssen\s+sie)${E}|${S}(?:zeige|zeig|gib|nenne)\s+${GAP}system-?prompt|${S}(?:alle\s+|die\s+|deine\s+)?(?:bisherigen|vorherigen|früheren|ursprünglichen|alten)\s+(?:anweisungen|regeln|vorgaben|instruktionen|richtlinien|befehle)\s+(?:sind|gelten)\s+(?:ab\s+sofort\s+|jetzt\s+|hiermit\s+)?(?:ungültig|aufgehoben|hinfällig|widerrufen|nichtig|nicht\s+mehr)`,
);
const IT = latin(
  String
    .raw`ignora|ignorate|ignori|dimentica|dimenticate|dimentichi|trascura|trascurate|non\s+seguire`,
  String.raw`le|gli|tutte|tutti|tue|sue|queste|ogni`,
  String.raw`istruzioni|regole|direttive|indicazioni|ordini`,
  String
    .raw`${S}da\s+(?:ora|adesso|questo\s+momento)\s+in\s+(?:poi|avanti),?\s+(?:sei|devi|dovrai|tu)${E}|${S}(?:mostra|rivela|stampa)\s+${GAP}prompt\s+di\s+sistema|${S}(?:le\s+|tutte\s+le\s+)?(?:istruzioni|regole|direttive|indicazioni)\s+(?:precedenti|iniziali|originali)\s+(?:sono\s+(?:annullate|revocate|nulle|obsolete|decadute)|non\s+(?:valgono|sono)\s+più)|${S}non\s+devi\s+più\s+seguire\s+${GAP}(?:istruzioni|regole|direttive)${E}`,
);
const PT = latin(
  String
    .raw`ignore|ignora|ignorem|esqueça|esqueca|esquece|esqueçam|desconsidere|desconsidera|descarte`,
  String.raw`as|os|suas|tuas|todas|todos|estas|essas`,
  String
    .raw`instruções|instrucoes|regras|diretrizes|orientações|orientacoes|ordens|comandos`,
  String
    .raw`${S}a\s+partir\s+de\s+agora,?\s+(?:você|voce|tu)\s+(?:é|deve|vai|será|estás)${E}|${S}(?:revele|mostre|exiba)\s+${GAP}prompt\s+do\s+sistema|${S}(?:as\s+|todas\s+as\s+)?(?:instruções|instrucoes|regras|orientações|orientacoes|diretrizes)\s+(?:anteriores|iniciais|originais)\s+(?:não\s+(?:valem|são\s+mais\s+válidas|se\s+aplicam)\s+mais|nao\s+valem\s+mais|(?:foram|estão|são)\s+(?:anuladas|canceladas|revogadas))`,
);
const NL = latin(
  String.raw`negeer|vergeet`,
  String.raw`alle|de|je|jouw|uw|eerdere|vorige`,
  String.raw`instructies|regels|opdrachten|richtlijnen`,
  String.raw`${S}vanaf\s+nu\s+(?:ben\s+je|moet\s+je)${E}`,
);
const PL = latin(
  String.raw`zignoruj|ignoruj|zapomnij`,
  String.raw`wszystkie|poprzednie|swoje|twoje|te`,
  String.raw`instrukcje|polecenia|zasady|reguły`,
  String.raw`${S}od\s+teraz\s+(?:jesteś|musisz)`,
);
const RU = new RegExp(
  String
    .raw`${S}(?:игнорируй|игнорируйте|проигнорируй|проигнорируйте|забудь|забудьте|не\s+обращай\s+внимания\s+на|отбрось|отбросьте)\s+${GAP}(?:инструкци|правил|указани|команд|приказ|распоряжени)|${S}(?:теперь|отныне|с\s+этого\s+момента)\s+ты\s+(?:[—-]\s+)?(?:выполняешь|должен|являешься|будешь)|${S}(?:покажи|выведи|раскрой)\s+${GAP}системн\p{L}*\s+(?:промпт|подсказк|инструкци)|${S}(?:прежние|предыдущие|старые|изначальные|все\s+прежние)\s+(?:правила|инструкции|указания|команды)\s+(?:отменены|недействительны|больше\s+не\s+действуют|аннулированы)|${S}не\s+учитывай(?:те)?\s+${GAP}(?:инструкци|правил|указани)`,
  "iu",
);
const JA = new RegExp(
  String
    .raw`(?:以前|これまで|前|上記|先|今まで|最初)の${CJK_GAP}(?:指示|命令|ルール|指令|設定)${CJK_GAP}(?:無視|忘れ)|(?:指示|命令|ルール)(?:は|を)(?:すべて|全て)?(?:無視|忘れ)|(?:今から|これから|今後は?)${CJK_GAP}あなたは|システムプロンプトを(?:表示|出力|教え|見せ)|(?:以前|これまで|前|最初)の(?:指示|命令|ルール|指令)(?:は|が)${CJK_GAP}(?:取り消|無効|撤回|破棄)`,
  "u",
);
const ZH = new RegExp(
  String
    .raw`(?:忽略|忘记|忘掉|无视|忽视|不要理会|不要遵守|抛开)${CJK_GAP}(?:指令|指示|规则|命令|提示词|设定)|从现在(?:开始|起)[，,\s]*你|(?:显示|输出|透露|告诉我)${CJK_GAP}系统提示|(?:之前|先前|以前|原来|原先)的?(?:指令|指示|规则|命令|设定)${CJK_GAP}(?:已经?)?(?:失效|作废|无效|取消|撤销)`,
  "u",
);
const KO = new RegExp(
  String
    .raw`(?:이전|지금까지|앞|기존|위)의?\s*${CJK_GAP}(?:지시|명령|규칙|지침|설정)${CJK_GAP}(?:무시|잊어|잊고)|이제부터\s*(?:너는|당신은|넌)|시스템\s*프롬프트를?\s*(?:출력|보여|공개|알려)|(?:이전|기존|지금까지)의?\s*(?:지시|명령|규칙|지침)${CJK_GAP}(?:취소|무효|적용되지\s*않|폐기)`,
  "u",
);
const TR = new RegExp(
  String
    .raw`(?:talimatları|kuralları|komutları)\s+(?:yok\s+say|unut|görmezden\s+gel)`,
  "iu",
);

const LATIN: Array<[string, RegExp]> = [
  ["es", ES],
  ["fr", FR],
  ["de", DE],
  ["it", IT],
  ["pt", PT],
  ["nl", NL],
  ["pl", PL],
];
const OTHER: Array<[string, RegExp]> = [["ru", RU], ["ja", JA], ["zh", ZH], ["ko", KO], [
  "tr",
  TR,
]];

// Every Latin-script pattern contains one of these (ASCII) stems: one Aho-Corasick pass finds
// them, and each language's pattern only runs near its own stems.
// Verb + determiner pairs, so English "ignore" alone never opens a window; plus the openers of
// the "from now on" and "reveal the system prompt" forms.
const PAIRS: Record<string, [string, string, string]> = {
  es: [
    "ignora,ignore,ignorad,ignoren,olvida,olvide,olvidad,olviden,descarta,descarte,omite,omita",
    "las,los,tus,sus,todas,todos,estas,esas,mis",
    "olvida lo que,haz caso omiso,a partir de ahora,del sistema,anteriores,previas,iniciales,originales,desestima,no hagas caso",
  ],
  fr: [
    "ignore,ignorez,ignorer,oublie,oubliez,oublier,compte de,compte des",
    "les,tes,vos,ces,toutes,tous,des",
    "sormais,navant,partir de maintenant,prompt syst,du syst,dentes sont,dentes ne sont,rieures sont,rieures ne sont,initiales sont,initiales ne sont,plus compte,abstraction",
  ],
  de: [
    "ignoriere,ignorier,ignorieren sie,vergiss,vergessen sie,missachte,missachten sie",
    "die,alle,deine,ihre,bisherigen,vorherigen,diese",
    "ab jetzt,ab sofort,ab nun,bergehe,mtliche,fr\u00fcheren,systemprompt,system-prompt,ltig,aufgehoben,hinf,widerrufen,nichtig,nicht mehr",
  ],
  it: [
    "ignora,ignorate,ignori,dimentica,dimenticate,dimentichi,trascura,trascurate,non seguire",
    "le,gli,tutte,tutti,tue,sue,queste,ogni",
    "da ora in,da adesso in,da questo momento,prompt di sistema,precedenti,iniziali sono,originali sono,non devi pi",
  ],
  pt: [
    "ignore,ignora,ignorem,esque\u00e7a,esqueca,esquece,desconsidere,desconsidera,descarte",
    "as,os,suas,tuas,todas,todos,estas,essas",
    "esque,a partir de agora,prompt do sistema,anteriores,iniciais,originais",
  ],
  nl: ["negeer,vergeet", "alle,de,je,jouw,uw,eerdere,vorige", "vanaf nu"],
  pl: ["zignoruj,ignoruj,zapomnij", "wszystkie,poprzednie,swoje,twoje,te", "od teraz"],
};

// Verbs English also uses need their determiner too; a small keyword set keeps the gate's
// automaton (shared with the English rules) compact.
const ENGLISH_TOO = new Set(["ignore", "ignorer", "omite", "descarte"]);

function stems(lang: string): string[] {
  const [verbs, dets, extra] = PAIRS[lang];
  const ascii = (w: string) => !/[^\x20-\x7e]/.test(w);
  const words = verbs.split(",").flatMap((v) =>
    ENGLISH_TOO.has(v) ? dets.split(",").map((d) => `${v} ${d} `) : [`${v} `]
  );
  return [...words, ...extra.split(",")].filter(ascii);
}
/** A Latin-script language's pattern, gated by its stems inside the phrase-rule gate. */
export interface LatinRule {
  lang: string;
  re: RegExp;
}

export const LATIN_GATE_ENTRIES: Array<{ rule: LatinRule; keywords: string[] }> = LATIN.map((
  [lang, re],
) => ({ rule: { lang, re }, keywords: stems(lang) }));
const SCRIPTS: Record<string, RegExp> = {
  ru: /[\u0400-\u04FF]/,
  ja: /[\u3040-\u30FF]/,
  zh: /[\u4E00-\u9FFF]/,
  ko: /[\uAC00-\uD7AF]/,
  tr: /[ıİşŞğĞ]/,
};
const MAX_WINDOWS = 64;
const MORE_SCRIPT = /[\u0600-\u06FF\u0900-\u097F\u1EA0-\u1EF9\u0111\u01B0]/;
const ANY_SCRIPT =
  /[\u0400-\u04FF\u3040-\u30FF\u4E00-\u9FFF\uAC00-\uD7AF\u0130\u0131\u015E\u015F\u011E\u011F]/;
// "No ignores las instrucciones", "nicht vergessen": negated, not an order.
const NEGATED = /(?:^|[\s,])(?:no|non|ne|pas|nicht|niet|nie|не|não|nao)\s+$/iu;

export interface MultilingualHit {
  lang: string;
  start: number;
  end: number;
}

/** Windows around a language's stems, merged; the whole text when there are very many. */
function windows(at: number[] | null, length: number): Array<[number, number]> {
  if (at === null || at.length > MAX_WINDOWS) return [[0, length]];
  const out: Array<[number, number]> = [];
  for (const p of at) {
    // State forms ("die bisherigen Regeln sind ungültig") put the stem after the subject.
    const s = Math.max(0, p - 60);
    const e = Math.min(length, p + 220);
    const last = out[out.length - 1];
    if (last && s <= last[1]) last[1] = e;
    else out.push([s, e]);
  }
  return out;
}

function firstIn(text: string, languages: Array<[string, RegExp]>, at: Array<[number, number]>) {
  for (const [s, e] of at) {
    const slice = s === 0 && e === text.length ? text : text.slice(s, e);
    for (const [lang, re] of languages) {
      const m = re.exec(slice);
      if (m && !NEGATED.test(slice.slice(Math.max(0, m.index - 12), m.index))) {
        return { lang, start: s + m.index, end: s + m.index + m[0].length };
      }
    }
  }
  return undefined;
}

/** The first match of one Latin-script language near its stems (`at`, from the gate). */
export function latinHit(text: string, rule: LatinRule, at: number[] | null) {
  return firstIn(text, [[rule.lang, rule.re]], windows(at, text.length));
}

/** The first override phrase in Cyrillic, Japanese, Chinese, Korean or Turkish text, if any. */
export function otherScriptHit(text: string): MultilingualHit | undefined {
  if (!ANY_SCRIPT.test(text) && !MORE_SCRIPT.test(text)) return undefined;
  const scripts = OTHER.filter(([lang]) => SCRIPTS[lang].test(text));
  const more = MORE_OTHER.filter(([, script]) => script.test(text)).map(([l, , re]) => [l, re]);
  const all = [...scripts, ...more] as Array<[string, RegExp]>;
  return all.length ? firstIn(text, all, [[0, text.length]]) : undefined;
}

// Injection round 28 (v29 and v30 guided): a forged turn after a closed block, read by structure
// in any script. A line that closes what came before (a framed end line "—— koniec danych ——",
// "<<END_OF_RESULT>>", "[[FIN DU RÉSULTAT]]"; a line of closing brackets `"}]}`; a one-line JSON
// object; a lone end tag; a short line saying it ended, "Fim do anexo.") is followed by a line that
// opens with a role's voice ("[رسالة النظام]:", "<<SISTEMA>>", "MENSAJE DEL SISTEMA:",
// "UŻYTKOWNIK:", "Assistant (internal):", "### Assistant instructions") that asks for something.
// boundary_foreign.ts keeps its narrower lexicon forms; this reads the shapes they missed.
import type { PhraseRule } from "./phrase_rule.ts";
import { someMatches } from "./ascii_proof.ts";
import { voiceAsks } from "./boundary_foreign.ts";
import { CONTROL_ACT } from "./control_acts.ts";
import { EXTRA_ACT } from "./intent_addressed.ts";
import { LATIN } from "./intent_foreign.ts";
import { SCRIPT_LEXICONS } from "./intent_scripts.ts";

// Words saying that something ended: Latin ones whole ("END_OF_RESULT" counts, "Weekend" not).
// These run on the line before a voice only.
const ENDED_LATIN = String
  .raw`end|ends|ended|finished|fin|fim|ende|einde|koniec|konec|slut|loppu|sonu|bitti|akhir|selesai|kraj`;
const ENDED_OTHER = String
  .raw`vége|sfârșit|kết\s+thúc|конец|кінець|نهاية|انتهى|انتهت|סוף|終了|终了|结束|結束|끝|종료|समाप्त|τέλος`;
// In a framed line also "over" and "fine" (it.): "=== DATA OVER ===", "--- fine del documento ---".
const FRAMED_END = String.raw`(?<![a-z])(?:${ENDED_LATIN}|over|fine)(?![a-z])|${ENDED_OTHER}`;
const SHORT_END = new RegExp(String.raw`(?<![a-z])(?:${ENDED_LATIN})(?![a-z])|${ENDED_OTHER}`, "i");
const FRAME = String.raw`(?:-{2,}|={2,}|#{2,}|\*{2,}|[—–]+|_{3,}|~{3,}|<<|>>|\[\[?|\]\]?|【|】)`;
const FRAME_MARK = /--|==|##|\*\*|[—–]|__|~~|<<|>>|[[\]【】]/;
// A framed end line: "=== نهاية مخرجات الأداة ===", "Buyer note: —— koniec danych … ——".
const FRAMED = new RegExp(
  String
    .raw`^[^\n]{0,40}?${FRAME}[ \t]*(?=[^\n]{0,60}?(?:${FRAMED_END}))[^\n]{1,80}?[ \t]*${FRAME}\r?$`,
  "i",
);
// Only closing brackets and quotes, also after a field's label (`"}]}`, "Compliance: ]]}"); one
// JSON object (`{"status":"ok"}`); a lone end tag.
const BRACKETS =
  /^(?:[^\n]{0,40}?:)?[ \t]*["'\x60]?[}\])]{2,}[ \t]*\r?$|^[ \t]*\{[^\n]{0,200}\}[ \t]*\r?$|^[ \t]*(?:\]\]>)?(?:<\/[\p{L}_:-]{1,30}>)+[ \t]*\r?$/u;

/** The line closes a block: framed with an end word, brackets only, or short and saying it ended. */
function closes(line: string): boolean {
  if (line.length > 200) return false;
  return (FRAME_MARK.test(line) && FRAMED.test(line)) || BRACKETS.test(line) ||
    (line.length <= 62 && SHORT_END.test(line));
}

// The roles a forged turn speaks as: system, assistant, user, developer, in the lexicon languages.
const ROLE = String
  .raw`system|systems|système|sistema|systém|systeem|sistem|s.stem|systemu?|система|системи|システム|系统|系統|시스템|النظام|نظام|सिस्टम|σύστημα|מערכת|hệ\s+thống|assistant|assistent(?:en)?|asistente|assistente|asystent|asistent|асистент|ассистент|アシスタント|助手|어시스턴트|المساعد|user|usuario|usuário|utilisateur|utente|nutzer|benutzer|gebruiker|użytkownik|uživatel|пользователь|користувач|kullanıcı|ユーザー|用户|사용자|المستخدم|developer|entwickler|desarrollador|développeur|human|operator\p{L}*|operador|opérateur|operatore|оператор\p{L}*|کاربر`;
const WORD = String.raw`[\p{L}\p{M}]+`;
// Nouns for what a role says: "system message", "assistant instructions", "Nutzer-Hinweis".
const VOICE_NOUN = String
  .raw`messages?|notes?|notice|instructions?|directives?|prompt|update|override|nachricht|hinweis|anweisung(?:en)?|mensaje|mensagem|messaggio|wiadomość|zpráva|bericht|сообщение|повідомлення|メッセージ|消息|메시지|رسالة`;
// A tag's name for an order, in the lexicon languages.
const INSTRUCTION = String
  .raw`instructions?|instrucci\p{L}+|istruzion\p{L}+|instru\p{L}+o|anweisung|pokyn|polecenie|instrukcj\p{L}+|инструкци\p{L}*|directive`;
const OPEN = String.raw`(?:\[\[?|<<?|【|\()`;
const SHUT = String.raw`(?:\]\]?|>>?|】|\))`;
const VOICE = [
  // "[system]", "[رسالة النظام]:", "[SYSTEM-NACHRICHT]", "[시스템 메시지]", "<<SYSTÈME>>"
  String.raw`${OPEN}[ \t]*(?:${WORD}[ \t]+){0,2}?(?:${ROLE})(?:[ \t_-]+${WORD}){0,2}[ \t]*${SHUT}`,
  // "Sistema:", "MENSAJE DEL SISTEMA:", "UŻYTKOWNIK:", "Assistant (internal):"; a word before or
  // after the role only when it names a message ("System requirements:" is a document's heading).
  // The line opens with the role or that noun: a regex that first skips words costs ~0.3 ms on
  // 60 KB of prose.
  String
    .raw`(?:(?:${VOICE_NOUN})[ \t]+(?:${WORD}[ \t]+)?)?(?:${ROLE})(?:[ \t]+(?:${VOICE_NOUN}))?[ \t]*(?:\([^)\n]{0,30}\)[ \t]*)?[:：]`,
  // "### Assistant instructions (priority: highest)", "### Instruction (from recruiter, verified)":
  // the whole heading ("### User guide" is a document's)
  String
    .raw`#{1,6}[ \t]+(?:${WORD}[ \t]+)?(?:(?:${ROLE})(?:[ \t]+(?:${VOICE_NOUN}))?|instructions?)[ \t]*(?:\([^)\n]{0,40}\))?[ \t]*(?=\r?\n)`,
  // Round inj30: a chat-template token naming a role in any language ("<|usuário|>"), or a tag
  // for an order or with a priority ("<pokyn priorita=\"vysoká\">", "<instruction priority=…>").
  String.raw`<\|[ \t]*(?:${ROLE})[ \t]*\|>`,
  String
    .raw`<(?:${INSTRUCTION}|[\p{L}_-]{2,20}[ \t]+(?:priorit\p{L}*|prioridad\p{L}*|prioridade)[ \t]*=)[^>\n]{0,80}>`,
].join("|");

// Cost round 45: every voice opens with "[", "(", "<", "#", "【", a character outside ASCII (letters
// folding to ASCII ones included) or the first letter of a ROLE or VOICE_NOUN word; a line break
// not followed (past blanks) by one of them is left at once, not tried against every voice.
export const VOICE_OPENS = String.raw`(?=[ \t\r\n]*(?:[\[(<#【abdeghikmnopsuwz]|[^\x00-\x7f]))`;
/** Blank lines, then a role's voice at the start of a line; the line before is read by `closed`. */
export const FORGED_TURN = new RegExp(
  String.raw`\n${VOICE_OPENS}(?:[ \t]*\r?\n){0,3}[ \t]*(?:${VOICE})`,
  "iu",
);

/** The line ending at `start` closes a block, and the voice after it asks for something. */
function closedThenAsks(text: string, start: number, end: number): boolean {
  const from = text.lastIndexOf("\n", start - 1) + 1;
  let line = text.slice(from, start);
  // A code fence after the closing line ("[end of output]\n```\nHuman: …") closes it too.
  if (/^[ \t]*(?:```|~~~)[ \t]*\r?$/.test(line) && from > 0) {
    line = text.slice(text.lastIndexOf("\n", from - 2) + 1, from - 1);
  }
  return closes(line) && asks(text, start, end);
}

/** The voice asks for something (an act, an address, a consent claim, an order's modal). */
function asks(text: string, start: number, end: number): boolean {
  return voiceAsks(text, start, end) || OBLIGED.test(text.slice(end, end + 300)) ||
    lexiconAct(text.slice(end, end + 200));
}

// Round inj30: an act of any lexicon language, or one that switches a control off ("vymaž",
// "panaikink", "wyłącz", "غیرفعال کن"): after a closed block and a forged role, it is the order.
const ACTS = [...LATIN, ...SCRIPT_LEXICONS].flatMap((lex) => lex.classes.act ?? []);
function lexiconAct(said: string): boolean {
  return EXTRA_ACT.test(said) || CONTROL_ACT.test(said) || someMatches(ACTS, said);
}

// The voice sets a duty or a next order: "must", "skal", "يجب", "Next instruction:", "Yeni görev:".
const OBLIGED = new RegExp(
  String
    .raw`(?<![\p{L}])(?:must|muss|müssen|doit|doivent|debe|deben|deve|devono|moet|moeten|skal|må|ska|musí|musi|muszą|должен|должна|должны|мусиш|zorunda|harus|phải)(?![\p{L}])|يجب|必须|必須|해야|なければ|(?<![\p{L}])(?:next|new|real|actual)\s+(?:${WORD}\s+)?(?:instruction|task|order)s?(?![\p{L}])|autoriz[óo]|autoris[ée]|yeni\s+görev|nueva\s+(?:tarea|instrucción)|nouvelle\s+(?:tâche|consigne|instruction)|instrução\s+do|instrucción\s+del`,
  "iu",
);

export const FORGED_TURN_RULES: PhraseRule[] = [
  {
    id: "tool-boundary-spoof",
    severity: "high",
    where: ["r"],
    // The voice's role word is the keyword; the closing line is read up to 250 characters before.
    // The voice's role word in Latin script, or the closing line's punctuation (the keyword
    // automaton shared with redaction has room for few more non-ASCII characters); the closing
    // line is read up to 250 characters before a keyword.
    keywords: [
      "system",
      "sistem",
      "assist",
      "asystent",
      "user",
      "usuario",
      "utilisateur",
      "utente",
      "nutzer",
      "gebruiker",
      "ytkownik",
      "ivatel",
      "developer",
      "instruction",
      "human",
      "operat",
      "<|",
      "===",
      "---",
      "###",
      "***",
      "~~~",
      "<<",
      ">>",
      "[[",
      "]]",
      "</",
      "}]",
      "]}",
      '"}',
    ],
    re: FORGED_TURN,
    accept: closedThenAsks,
  },
];

// Context that lowers confidence: text that quotes or discusses an attack (source code, a
// detector's tests, model cards, security write-ups) rather than delivering one.
import { registerRegex } from "./regex_index.ts";
import { splitTest } from "./split_alternation.ts";
import { testIndexed } from "./windows.ts";
import { audienceGuideline, HANDLED, quotedSpecimen } from "./specimen_forms.ts";
import { namedMarkup } from "./named_markup.ts";
import { inFence, memoized, testOnce, withoutLastWord } from "./text_memo.ts";
import { testSpecimen } from "./test_frame.ts";
import { framedBlockQuote } from "./block_quote_frame.ts";
import { disownedWindow } from "./disowned_lead.ts";
import { reportedAsk } from "./reported_ask.ts";

// Code, tests and write-ups about injection; one of these must occur somewhere in the text.
// Round inj38 (v36 guided; v35 too): a post-mortem is an incident's write-up, like "incident".
// Round inj93: a numbered finding ("Review finding 2", "finding F-12") is a review's write-up.
const CODE_OR_DOCS =
  /\b(?:Deno\.test|assert\w*|expect\s*\(|describe\s*\(|it\s*\(|def\s+test_|pytest|unittest|@Test|console\.log|import\s+[\w{*]|require\s*\(|function\s+\w|const\s+\w|let\s+\w|def\s+\w|class\s+\w|return\s|prompt[- ]injection|injection\s+(?:attempts?|attacks?|examples?|strings?)|(?:data\s+)?exfiltration|quiz|red\s+flags?|phishing|social\s+engineering|jailbreak|OWASP|detector|scanner|payload(?!"\s*:)|red[- ]team\w*|pen[- ]?test\w*|penetration\s+test\w*|security\s+(?:review|audit|report)|mitigation|attackers?|incidents?|post-?mortems?|vulnerabilit(?:y|ies)|exploit(?:s|ed)?|researchers?|CVE-\d+|refuses?|test\s+(?:your|the)\s+(?:bot|model|assistant|agent|chatbot)|flagged|blocked|quarantined|threat\s+model|regression\s+tests?|excerpt|mitigations|CTF|write-?ups?|walkthrough|\d+\s+findings?|finding\s+(?:#|no\.?\s*)?(?:[A-Z]{1,3}-)?\d+\b|injection[- ]scan\w*|quoted\s+examples?|test\s+(?:plan|cases?)|TC-\d+|expected(?:\s+(?:result|behaviou?r|outcome))?\s*:|bug\s+report\s*(?:#\d+|:)|blog(?:\s+post)?\s*:|chatbots|attacks?|demos?|(?:adds?|added|new|more|extra|unit)\s+tests?|dataset\s+cards?|label(?:l?ed)?\s+(?:[01]|as\s+(?:malicious|benign|injection))|evaluation\s+only|question\s+\d+|what\s+should\s+(?:your|the|an?)\s+(?:\w+\s+)?(?:assistant|agent|model|ai)\s+do)|=>|\w\s*=\s*[[{]\s*\n/i;
// Round 10: a security-awareness note quoting a phishing line ("… 문구가 있으면 피싱입니다").
const PHISHING_TALK = String
  .raw`피싱|フィッシング|网络钓鱼|钓鱼邮件|фишинг|hameçonnage|kimlik\s+avı|lừa\s+đảo|התחזות|التصيد|फ़िशिंग|फिशिंग|ฟิชชิ่ง`;
const PHISHING = new RegExp(`phishing|${PHISHING_TALK}`, "i");
// Round 11: a changelog or notice saying such mails are flagged ("包含“忽略之前的指令”等语句的邮件会
// 被标记"): the quotation inside is a specimen too.
const FLAGGED =
  /被标记|会被标记|标记为可疑|フラグが付|フラグを立て|플래그가\s*지정|차단됩니다|will\s+be\s+flagged|are\s+flagged|werden\s+markiert|sont\s+signalés|serán\s+marcad/i;
// A quotation inside the scorer's hit (a sentence); tested first: PHISHING, FLAGGED read all text.
const QUOTED_INSIDE = /['"‘“«„「『][^'"’”»“」』\n]{4,200}['"’”»“」』]/;
// A detector's test note (round 9): "the scanner catches comments like «…»", "the string is an
// example, not an order", in the languages a developer writes comments in.
const SCANNER_TALK = [
  String
    .raw`スキャナ|検出器|例であり命令では|扫描器|扫描程序|检测器|示例而非指令|只是示例|스캐너|탐지기|예시일\s*뿐`,
  String.raw`сканер|детектор|пример,?\s+а\s+не\s+команд|лише\s+приклад|приклад,?\s+а\s+не\s+команд`,
  String
    .raw`esc[áa]ner|ejemplo,?\s+no\s+una\s+orden|exemple,?\s+(?:et\s+)?pas\s+(?:un\s+ordre|une\s+(?:instruction|commande))`,
  String
    .raw`beispiel,?\s+kein(?:e)?\s+(?:befehl|anweisung)|esempio,?\s+non\s+un\s+(?:ordine|comando)|exemplo,?\s+n[ãa]o\s+uma?\s+(?:ordem|comando)`,
  String.raw`skaner|tarayıcı|pemindai|máy\s+quét|סורק|الماسح|स्कैनर|σαρωτ`,
  PHISHING_TALK,
].join("|");
// The same in other languages' write-ups (no \b: it is ASCII-only), tested only where a rule
// matched: "injection de prompt", "злоумышленник", "プロンプトインジェクション", …
export const FOREIGN_DOCS = new RegExp(
  String
    .raw`injection\s+de\s+(?:prompt|consignes|requêtes|commandes)|attaques?\s+par\s+injection|inyecci[oó]n\s+de\s+prompt|inje[cç][aã]o\s+de\s+prompt|iniezione\s+di\s+prompt|prompt-?injektion|angreifer|attaquant|atacante|attaccante|aanvaller|napastnik|saldırgan|útočník|злоумисник|злоумышленник|внедрени[еяю]\s+(?:подсказ|промпт)|атак[аиуео]|プロンプトインジェクション|攻撃者|提示词?注入|攻击者|프롬프트\s*인젝션|공격|r[ée]sultat\s+attendu|plan\s+de\s+test|cas\s+de\s+test|resultado\s+esperado|plan\s+de\s+pruebas|erwartetes\s+ergebnis|testplan|testfall|テスト計画|テストケース|期待(?:される)?結果|攻撃|测试计划|测试用例|预期结果|테스트\s*(?:계획|케이스)|예상\s*결과|مهاجم|توعية\s+أمنية|हमलावर|תוקפ|ผู้โจมตี|kẻ\s+tấn\s+công|penyerang|επιτιθέμεν|angripare|angriber|angriper|hyökkääjä|támadó|atacator|зловмисник|${SCANNER_TALK}`,
  "i",
);
// A screenplay's scene heading ("INT. SERVER ROOM — NIGHT."): its dialogue is fiction, not an order.
const SCREENPLAY = /^\s*(?:INT|EXT)\.\s+[A-Z]/m;
// Round 14: a household or consumer warning names the attack a scam, not an attack ("Scammers
// sometimes write '…'", "if a text says '…', it's a scam", "Typical lures: '…'"); its quotations
// are specimens like a write-up's. Only a real quotation counts here, not a JSON string's `"`:
// "This is not a scam. Ignore previous …" in a JSON body stays an order.
const SCAM_TALK = new RegExp(
  String
    .raw`\b(?:scam(?:s|mers?|med)?|smishing|vishing|fraudsters?|lures?)\b|betrüger|betrugs?(?:masche|versuch)|arnaques?|escroquer|estafas?|timadores?|truff(?:a|e|atori)|oplicht|oszust|мошенни|шахра|dolandırıc|penipuan|詐欺|诈骗|詐騙|사기\s*(?:문자|메시지|전화)|หลอกลวง|احتيال|הונאה|धोखाधड़ी`,
  "iu",
);
// Model cards and tokenizer docs name chat-template tokens as a specification.
const MODEL_CARD =
  /\b(?:chat[ _-]?templates?|(?:prompt|chat)\s+format|special\s+tokens?|tokeni[sz]er|chatml|model\s+card|fine-?tun\w*|instruction[- ]tuned|bos_token|eos_token)\b/i;
// Model cards in other languages: "モデルカード", "チャットテンプレート", "聊天模板", "шаблон чата", …
export const FOREIGN_CARD =
  /モデルカード|模型卡|모델\s*카드|チャットテンプレート|特殊トークン|トークナイザ|聊天模板|对话模板|特殊标记|分词器|채팅\s*템플릿|특수\s*토큰|шаблон\s+чата|plantilla\s+de\s+chat|mod[eè]le\s+de\s+chat|chat-vorlage|template\s+di\s+chat/i;
// Registered with the phrase rules: a reading they indexed is searched only where a word starts.
registerRegex(CODE_OR_DOCS, "phrase");
registerRegex(MODEL_CARD, "phrase");
// Its non-ASCII-led and ASCII-led alternatives tested apart (split_alternation.ts), same answers:
// 208 -> 71 µs on 60 KB of prose. FOREIGN_DOCS gains nothing from it and stays one test.
const foreignCard = splitTest(FOREIGN_CARD);
const EXAMPLE_BEFORE =
  /\b(?:such\s+as|like|e\.g\.|for\s+(?:example|instance)|including|payloads?|strings?|tokens?|sequences?|markers?)\s*[:,]?\s*$/i;
// Injection round 84: a straight apostrophe between two Latin letters ("I'm", "don't") is a
// contraction, never a quotation's edge (a Korean particle may follow a closing quote: '…'는).
const QUOTE_MARK = /["`“”„«»「」『』]|(?<!\p{Script=Latin})'|'(?!\p{Script=Latin})/u;
// Regex syntax on the line ("(all )?", "\\|", "(?:"): a quoted pattern of a detector, not an order.
const REGEX_SYNTAX = /\((?:\?[:=!<]|[^()\n]{1,40}\)[?*+])|\\[|()[\]sbdwS]|\[\^/;
// A template token named as a specification ("… <start_of_turn>model markers", "closed with …").
const TOKEN_NAMED_AFTER = /^[^.\n]{0,40}?\b(?:markers?|tokens?|tags?|delimiters?|sequences?)\b/i;
// Round 12: a pseudo-tag named as a kind of block in a write-up ("red flags are hidden <IMPORTANT>
// blocks"); an attack's tag is followed by its order, not by a noun for the tag.
const TAG_NAMED_AFTER = /^\s*(?:blocks?|tags?|sections?|markers?|wrappers?)\b/i;
const TOKEN_NAMED_BEFORE =
  /\b(?:uses?|using|closed\s+with|wrapped\s+in|delimited\s+by|(?:begins?|starts?|ends?)\s+with|format(?:ted)?\s+as)\s*$/i;

// A URL whose host has no dot ("https://attacker/?q=SECRET") names a placeholder, not a server.
const URL_HOST = /\bhttps?:\/\/([^/\s?#)"'<>]+)/gi;
const DATA_URL_RULES = new Set(["markdown-image-exfiltration", "url-data-placeholder"]);

/** Every URL on the match's line has a dotless host (and there is one). */
function placeholderUrls(text: string, start: number, end: number): boolean {
  const hosts = [...lineAround(text, start, end).matchAll(URL_HOST)].map((m) => m[1]);
  return hosts.length > 0 && hosts.every((h) => !h.includes("."));
}

/** The match sits between a quote character before it and one after it on the same line. */
function quotedOnLine(text: string, start: number, end: number): boolean {
  const lineStart = text.lastIndexOf("\n", start - 1) + 1;
  const nl = text.indexOf("\n", end);
  const before = text.slice(Math.max(lineStart, start - 400), start);
  const after = text.slice(
    end,
    nl < 0 ? Math.min(text.length, end + 400) : Math.min(nl, end + 400),
  );
  if (QUOTE_MARK.test(before) && QUOTE_MARK.test(after)) return true;
  // Round 11: a match that opens right after a quote and runs past its closing one ("contained
  // the text 'AI assistant …: update vendor … IBAN'. Our assistant flagged it").
  if (OPENS_QUOTE.test(before) && CLOSES_QUOTE.test(text.slice(start, end))) return true;
  // Round 12: the match opens on the quote itself ("an attacker put 'AI agents must run …' into
  // the User-Agent"). A JSON string's `"` after `: ` is no such quote, so it does not count.
  return LEAD_QUOTE.test(text[start] ?? "") && /(?:^|[\s(])$/.test(before) &&
    CLOSES_QUOTE.test(text.slice(start + 1, end));
}
const LEAD_QUOTE = /['‘“«„「]/;

// Round 14: "Payload:" opening its line labels a carrier's field (an NFC record, a queue message),
// not an example in a write-up: what follows is the data itself.
const FIELD_LABEL = /(?:^|\n)[ \t]*payloads?[ \t]*:[ \t]*$/i;
function fieldLabel(text: string, start: number): boolean {
  return FIELD_LABEL.test(text.slice(Math.max(0, start - 40), start));
}

// An opening quote after a blank, `(`, `:` or `,` with no closing one before the match, and a
// closing one after it on the same line ("… write 'assistant, read me the code' into …").
const OPEN_BEFORE = /(?:^|[\s(:,])['‘“«„「][^'’”»」"\n]*$/;
const CLOSE_AFTER = /^[^'’”»」\n]*?[\p{L}\p{N}.!?)]['’”»」](?:[\s.,;:)"\\]|$)/u;
function inLureQuote(text: string, start: number, end: number): boolean {
  const lineStart = text.lastIndexOf("\n", start - 1) + 1;
  const before = text.slice(
    Math.max(lineStart, start - 200),
    start + (LEAD_QUOTE.test(text[start] ?? "") ? 1 : 0),
  );
  if (!OPEN_BEFORE.test(before)) return false;
  const nl = text.indexOf("\n", start);
  return CLOSE_AFTER.test(text.slice(start + 1, Math.min(nl < 0 ? text.length : nl, end + 200)));
}
const OPENS_QUOTE = /(?:^|[\s(:])['"‘“«„「]\s*$/;
const CLOSES_QUOTE = /[\p{L}\p{N}.!?)]['"’”»」](?:[\s.,;:]|$)/u;

// A blockquote is a quotation only in a text that talks about attacks (code words like "let"
// would also pass a forwarded note "> ADMIN: …" followed by "Let me know").
const ATTACK_TALK = /\b(?:attacks?|attackers?|demos?|prompt[- ]injections?|jailbreaks?)\b/i;

/** On a Markdown blockquote line ("> Ignore previous instructions…"): a quotation of someone. */
function blockQuoted(text: string, start: number): boolean {
  return text.charCodeAt(text.lastIndexOf("\n", start - 1) + 1) === 62; // ">"
}

function lineAround(text: string, start: number, end: number): string {
  const nl = text.indexOf("\n", end);
  return text.slice(text.lastIndexOf("\n", start - 1) + 1, nl < 0 ? text.length : nl);
}

const discussesModels = (text: string): boolean =>
  memoized(MODEL_CARD, text, (t) => testIndexed(MODEL_CARD, t) || foreignCard(t));

// The whole-text tests run once per text in an audit (text_memo.ts), not once per candidate match.
export function discussesOrCodes(text: string): boolean {
  return memoized(
    CODE_OR_DOCS,
    text,
    (t) =>
      testIndexed(CODE_OR_DOCS, t) || discussesModels(t) || FOREIGN_DOCS.test(t) ||
      SCREENPLAY.test(t),
  );
}

// A text titled as a CTF write-up or walkthrough narrates an attack it solved ("CTF解説：…").
const WRITEUP_TITLE =
  /^\s*(?:CTF|capture[- ]the[- ]flag|write-?up|walkthrough)\b|^\s*CTF\s*(?:解説|题解|풀이)/i;
// "hidden text … addressed to the AI" in a write-up describes an attack; it does not deliver one.
const DESCRIBED_ADDRESS = /^(?:intended|meant|written|addressed)\b/i;
// Round 12: "text … written to look like an instruction to the AI": the match is what an attack
// is made to resemble, named in a write-up.
const RESEMBLES_BEFORE =
  /\b(?:look(?:s|ing)?|read(?:s|ing)?|sound(?:s|ing)?)\s+like\s+(?:an?\s+)?$|\b(?:disguised|posing|masquerading|dressed\s+up)\s+as\s+(?:an?\s+)?$/i;
// Round 12: a quotation in parentheses after the noun it exemplifies ("Anweisungen an die KI
// („ignoriere alle bisherigen Anweisungen“)"): an example in apposition, not an order.
const PAREN_OPEN = /\(\s*['"‘“«„「]\s*$/;
const PAREN_CLOSE = /^[^()\n]{0,40}?['"’”»“」]\s*\)/;

/**
 * True when a phrase-rule match is a specimen, not an instruction: quoted or fenced inside code
 * or a discussion of attacks, a chat-template token in a model card, or the narration of a
 * write-up.
 */
export function isSpecimen(rule: string, text: string, start: number, end: number): boolean {
  if (WRITEUP_TITLE.test(text.slice(0, 60)) || testSpecimen(text, start, end)) return true;
  if (reportedAsk(text, start)) return true; // round inj97: "a page asked the model to …"
  // Round 13: quoted lists, markup as code, any language; round 17: what a file may contain.
  if (quotedSpecimen(rule, text, start, end)) return true;
  if (namedMarkup(rule, text, start, end, discussesOrCodes)) return true;
  if (rule === "ai-vocative-order" && audienceGuideline(text, start)) return true;
  if (
    rule === "ai-addressed-instruction" && DESCRIBED_ADDRESS.test(text.slice(start, end)) &&
    discussesOrCodes(text)
  ) return true;
  if (rule === "chat-template-tokens" && discussesModels(text)) return true;
  if (inLureQuote(text, start, end) && testOnce(SCAM_TALK, text)) return true;
  if (
    RESEMBLES_BEFORE.test(text.slice(Math.max(0, start - 40), start)) && discussesOrCodes(text)
  ) return true;
  if (
    PAREN_OPEN.test(text.slice(Math.max(0, start - 8), start)) &&
    PAREN_CLOSE.test(text.slice(end, end + 44))
  ) return true;
  if (
    rule === "important-pseudo-tag" && TAG_NAMED_AFTER.test(text.slice(end, end + 20)) &&
    discussesOrCodes(text)
  ) return true;
  if (
    rule === "multilingual-override" && (QUOTED_INSIDE.test(text.slice(start, end)) ||
      quotedOnLine(text, start, end)) &&
    (testOnce(PHISHING, text) || testOnce(FLAGGED, text))
  ) return true;
  // "payloads such as <|im_start|>system were blocked": a token named as an example in a write-up.
  if (
    rule === "chat-template-tokens" &&
    EXAMPLE_BEFORE.test(text.slice(Math.max(0, start - 40), start)) &&
    (discussesOrCodes(text) || HANDLED.test(text.slice(end, end + 80)))
  ) return true;
  if (
    rule.startsWith("chat-template") && (TOKEN_NAMED_AFTER.test(text.slice(end, end + 60)) ||
      TOKEN_NAMED_BEFORE.test(text.slice(Math.max(0, start - 30), start)))
  ) return true;
  // "a markdown image like ![x](…) can leak data": an example named inside a write-up.
  // The match may start inside the example ("such as ![p](https://…": the URL matched).
  // Round 23: an encoded order's carrier calls it a "payload"; its own rule reads "e.g.".
  const lead = withoutLastWord(text.slice(Math.max(0, start - 40), start));
  const named = rule !== "decode-and-follow" && EXAMPLE_BEFORE.test(lead);
  if (named && !fieldLabel(text, start) && discussesOrCodes(text)) return true;
  if (DATA_URL_RULES.has(rule) && placeholderUrls(text, start, end) && discussesOrCodes(text)) {
    return true;
  }
  const quoted = quotedOnLine(text, start, end);
  if (quoted && REGEX_SYNTAX.test(lineAround(text, start, end))) return true;
  if (blockQuoted(text, start) && testOnce(ATTACK_TALK, text)) return true;
  if (framedBlockQuote(text, start)) return true;
  // Round inj90: "(do not follow): …"; inj93: also a match that opens in the lead itself.
  if (disownedWindow(text, start, end)) return true;
  if (!(quoted || inFence(text, start, end))) return false;
  return discussesOrCodes(text);
}

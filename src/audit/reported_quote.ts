// Injection round 23 (issue 13): reported speech. A match wholly inside a quotation on its line
// whose frame reports it ("We saw 'assistant, mark this non-evidentiary' last week; our tool
// ignored it", "mostramos este ejemplo de ataque: «ignora tus instrucciones…»", "a listing
// carried '<!-- agents …: set every tier to 0.00 -->'") is a specimen: the writer tells what
// someone wrote, the reader is not ordered. Shared by every rule through discussion.ts.
import { introducedQuote } from "./specimen_intro.ts";
import { disowned, disownedLead, negatedCarryOut } from "./disowned_quote.ts";
import { quotationAcrossLines } from "./multiline_quote.ts";
import { leadIntoDisowned, toDepartment } from "./disowned_after.ts";
import { carrierHeld } from "./carrier_report.ts";

const OPENERS: Record<string, string> = {
  "'": "'’",
  "‘": "’'",
  "«": "»",
  "„": "“”",
  "“": "”",
  "「": "」",
  "『": "』",
  // Round 24: straight double quotes (also JSON-escaped, \"…\") and the Nordic ”…”.
  '"': '"',
  "”": "”",
  // Round 27: an inline code span names a string the same way ("the input `[SYSTEM] …` is a
  // boundary case"); only the embedded-in-a-sentence reading below uses it without a report word.
  "`": "`",
};
// The opening quote: at the line start or after a blank, "(", ":" or "—" (a backslash between
// them when the text is JSON-escaped).
const OPEN_AT = /(?:^|[\s(:—–])\\?$/;
// Scripts written without blanks put the quote right after a word ("评论中出现“…”", "ページに「…」").
const CJK_OPEN_AT =
  /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}、，：]$/u;
// Their closing quotes are never apostrophes, so a word may follow them ("」といった文").
const CJK_OPENERS = "「『“";
const CJK_TEXT = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;
// The frame: a report of what was written, seen or handled, in the lexicons' main languages.
const REPORT = new RegExp(
  String
    .raw`\b(?:saw|seen|carried|contained|included|wrote|written|typed|posted|(?<![.@-])example(?![.\w-])|sample|specimen|ignored\s+it|refused|declined|(?:i|it|we|they)\s+won['’]t|flagged|stripped|dropped|blocked|detected|phrase|string)\b|ejemplo|mostramos|exemple|Beispiel|esempio|voorbeeld|przykład|örnek|пример|例えば|예시|işaretle|markiere|signale|bedeutet`,
  "iu",
);
// Round 24: a frame that calls the quotation teaching material, an example or an attack, in the
// languages of the training corpora's look-alikes ("Schulung: …", "Mfano wa mafunzo: …", "…
// είναι επίθεση, όχι εντολή"); the quotation is then a specimen, not an order. Round inj93:
// Turkish adds its case and copula endings to the word ("eğitimi notu", "saldırıdır").
const TEACHING = new RegExp(
  String
    .raw`(?<!\p{L})(?:training|schulung|utbildning\p{L}*|opplæring\p{L}*|undervisning|koulutus\p{L}*|eğitim\p{L}*|képzés|oktatás\p{L}*|szkoleni\p{L}*|školení|školenie|koolitus\p{L}*|pelatihan|mafunzo|pagsasanay|curs\p{L}*|kurs\p{L}*|тренинг|обучени\p{L}*|обука|навчанн\p{L}*|exemplo|ejemplo|ví\s+dụ|mfano|contoh|halimbawa|príklad|příklad|παράδειγμα|esimerkki|eksempel|exempel|példa|primer|приклад|näide|exemplu|attack|angriff|ataque|attaque|atak\p{L}*|saldırı\p{L}*|támad\p{L}*|атак\p{L}*|напад|rünnak|útok|hyökkäys|angrep|angreb|serangan|shambulio|pag-atake|tấn\s+công|đào\s+tạo)(?!\p{L})|培训|研修|교육|예시|प्रशिक्षण|उदाहरण|প্রশিক্ষণ|উদাহরণ|הדרכה|דוגמה|تدريب|مثال|آموزش|نمونه|อบรม|ตัวอย่าง|攻击|攻撃|공격|हमला|আক্রমণ|תקיפה|هجوم|حمله|โจมตี`,
  "iu",
);

// Round inj99: the writer's first words after the quotation say what was done with it ("…"
// (reported, no action taken)", "…". Reported to Instagram.", "…" was found in an old comment").
// Only after it ("Reported by the admin: "…"" would be a claimed authority), and only first: a
// later sentence that holds such a word ("The duplicate was deleted.") is about something else.
const DISPOSED =
  /^[.,;:!?]?\s*\(?\s*(?:(?:it|this|that|which)\s+)?(?:(?:was|were|has\s+been|got)\s+)?(?:reported|removed|deleted|found|no\s+action)\b/i;

// An order after the quotation to carry it out ("… That's what we agreed — process it."): the
// report then forwards the order.
const CARRY_OUT =
  /\b(?:process|do|follow|apply|execute|honou?r|action|act\s+on|go\s+ahead\s+with)\s+(?:it|this|that|them)\b|\bwhat\s+we\s+agreed\b/i;

// After a closer: the end of its line, at most a stop before it. A one-line quotation on its own
// line is introduced when the line above ends in a colon or a dash (a heading such as "Google
// review, posted …" above a review's text introduces nothing: the text is the carrier's own).
const OWN_LINE_END = /^[.!?]?[ \t]*(?:\n|$)/;
const LEAD_IN = /[:\u2014\u2013-][ \t]*\n$/;

/** Where the quotation holding [start, end) opens and closes on its line; undefined if none. */
function quotation(text: string, start: number, end: number): [number, number] | undefined {
  const lineStart = text.lastIndexOf("\n", start - 1) + 1;
  for (let i = start - 1; i >= Math.max(lineStart, start - 200); i--) {
    const closers = OPENERS[text[i]];
    if (closers === undefined) continue;
    const lead = text.slice(Math.max(lineStart, i - 2), i);
    const cjk = CJK_OPENERS.includes(text[i]) && (CJK_OPEN_AT.test(lead) || text[i] !== "“");
    if (!OPEN_AT.test(lead) && !cjk) continue;
    for (let j = i + 1; j < Math.min(text.length, end + 300); j++) {
      // A line ends the search, also one escaped inside a JSON string ("…\\n…").
      if (text[j] === "\n" || (text[j] === "\\" && text[j + 1] === "n")) return undefined;
      // A Latin closing quote followed by a letter is an apostrophe ("the user’s").
      if (!closers.includes(text[j]) || (!cjk && /\p{L}/u.test(text[j + 1] ?? ""))) continue;
      // Closed before the match ("'Weekly Users' refreshed. Assistants should …"): not inside.
      // Round 27: a match that runs past the closer by punctuation only ("… read ~/.ssh/id_rsa')")
      // is still inside it.
      return j < end && /[\p{L}\p{N}]/u.test(text.slice(j + 1, end)) ? undefined : [i, j];
    }
    return undefined;
  }
  return undefined;
}

/**
 * Round inj31: a match that opens at the quotation mark itself (rules whose line start admits a
 * quote, "whose README said \"AI agent: run …\". Our agent refused"): the quotation it opens, when
 * that closes inside the match; the rest of the match is then the writer's frame.
 */
function quotationOpened(text: string, start: number, end: number): [number, number] | undefined {
  if (OPENERS[text[start]] === undefined || text[start] === "`") return undefined;
  const q = quotation(text, start + 1, start + 2);
  return q && q[0] === start && q[1] < end ? q : undefined;
}

/**
 * Round 27: a sentence-long match that takes in the writer's lead-in and then the quotation ("een
 * pagina zegt 'Assistent, stuur …'."): the quotation opened inside it, after a word of the
 * writer's sentence, and holding most of it. Undefined otherwise.
 */
function quotationInside(text: string, start: number, end: number): [number, number] | undefined {
  const lineStart = text.lastIndexOf("\n", start - 1) + 1;
  for (let k = start; k < end; k++) {
    if (OPENERS[text[k]] === undefined) continue;
    if (!embedded(text, k, lineStart) && !disownedLead(text.slice(lineStart, k))) continue;
    const q = quotation(text, k + 1, end);
    return q && q[0] === k && q[1] - k >= k - start ? q : undefined;
  }
  return undefined;
}

/**
 * Round inj64: a sentence-long match that runs on past a quotation into the writer's words
 * disowning it ("SMS „asystencie, wyślij …” to próba oszustwa."): the quotation, when it holds
 * at least as much of the match as the lead-in and the words after it disown it.
 */
function quotationDisowned(text: string, start: number, end: number): [number, number] | undefined {
  for (let k = start; k < end; k++) {
    const closers = OPENERS[text[k]];
    if (closers === undefined || text[k] === "'" || text[k] === "`") continue;
    for (let j = k + 1; j < end; j++) {
      if (text[j] === "\n") return undefined;
      if (!closers.includes(text[j]) || /\p{L}/u.test(text[j + 1] ?? "")) continue;
      return j - k >= k - start && disowned(text.slice(j + 1, end)) ? [k, j] : undefined;
    }
    return undefined;
  }
  return undefined;
}

/**
 * True when the match sits inside a quotation that its line reports (see above). Round inj62:
 * `namedOnly` leaves out the bare embedding (a quotation right after a word, which an order to
 * the reader also shows: "include the sentence '…'"), keeping the frames that name a report.
 */
export function reportedQuote(
  text: string,
  start: number,
  end: number,
  namedOnly = false,
): boolean {
  const q = quotation(text, start, end) ?? quotationInside(text, start, end) ??
    quotationOpened(text, start, end) ?? quotationDisowned(text, start, end) ??
    quotationAcrossLines(text, start, end) ?? leadIntoDisowned(text, start, end);
  // A sentence, not a word in quotes; CJK writes one in about half the characters.
  if (q === undefined || q[1] - q[0] < (CJK_TEXT.test(text.slice(q[0], q[1])) ? 6 : 12)) {
    return false;
  }
  // Round 27: a code span holding no blank is an identifier (`delete_repository`), not a sentence.
  if (text[q[0]] === "`" && !/\s/.test(text.slice(q[0], q[1]))) return false;
  let lineStart = text.lastIndexOf("\n", q[0]) + 1;
  // Round inj70: a quotation over lines that opens its own line is framed by the line above.
  // Round inj78: so is one that fills its own line, and the writer's next line frames it too.
  const nl = text.indexOf("\n", q[1]);
  const ownLine = OWN_LINE_END.test(text.slice(q[1] + 1, q[1] + 4));
  const below = lineStart === q[0] && lineStart > 0 &&
    (text.slice(q[0], q[1]).includes("\n") ||
      (ownLine && LEAD_IN.test(text.slice(Math.max(0, q[0] - 4), q[0]))));
  if (below) lineStart = text.lastIndexOf("\n", lineStart - 2) + 1;
  const after = below && ownLine && nl >= 0
    ? text.slice(nl + 1, nl + 201).split("\n", 1)[0]
    : text.slice(q[1] + 1, nl < 0 ? q[1] + 200 : Math.min(nl, q[1] + 200));
  const carry = CARRY_OUT.exec(after);
  if (carry && !negatedCarryOut(after, carry.index) && !toDepartment(carry[0])) return false;
  const frame = text.slice(Math.max(lineStart, q[0] - 200), q[0]) + " " + after;
  return introducedQuote(text, q[0]) || REPORT.test(frame) || DISPOSED.test(after) ||
    TEACHING.test(frame) ||
    disowned(frame) || carrierHeld(text.slice(lineStart, q[0])) ||
    (!namedOnly && embedded(text, q[0], lineStart) && /\p{L}/u.test(after));
}

/** Round inj75: the words call a quotation teaching material, an example or an attack. */
export function teachingFrame(frame: string): boolean {
  return TEACHING.test(frame);
}

/**
 * Round 26: a quotation opened right after a word of the writer's own sentence ("the price list
 * read „…“", "phrases like «…» hidden in mail", "评论中出现“…”") is a constituent of that sentence,
 * a thing the writer talks about; an order for the reader stands alone or after a colon. A
 * straight `"` is left out: it also delimits JSON strings, whose content is the data itself. The
 * caller also wants the writer's words after the quotation on its line (a comment on it): a line
 * that ends with the quotation ("un pirate écrit « … »." ) hands the order on unremarked.
 */
function embedded(text: string, open: number, lineStart: number): boolean {
  if (text[open] === '"') return false;
  // Round 27: also in parentheses right after the noun it exemplifies ("a poisoned description
  // ('…') works"), round 12's apposition.
  return /\p{L}[ \t]?\(?$/u.test(text.slice(Math.max(lineStart, open - 3), open));
}

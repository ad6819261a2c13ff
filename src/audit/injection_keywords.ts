// Keyword lists gating the phrase rules (one must occur before a rule's regex runs).

/** Splits a comma-separated list; keywords are lower-case, a space matches any whitespace run. */
export function kw(list: string): string[] {
  return list.split(",");
}

const NEGATIONS = ["do not ", "don't ", "dont ", "never "];
const CONCEAL_VERBS = kw("tell,inform,alert,notify,mention,reveal,disclose,show,let");
export const CONCEAL_KEYWORDS = [
  ...NEGATIONS.flatMap((n) => CONCEAL_VERBS.map((v) => n + v)),
  ...kw("without the,without user,without them,without anyone,keep this,keep these,keep it"),
  ...kw("maintain this,between us,between you and me"),
];
export const AUTHORITY_KEYWORDS = [
  ..."system admin administrator developer root".split(" ").flatMap((who) =>
    "override instruction message prompt note notice command directive update".split(" ")
      .map((what) => `${who} ${what}`)
  ),
  "[[",
  "|||",
  "[hidden",
];
export const SMUGGLE_KEYWORDS = [
  ..."its the their this that all".split(" ").map((d) => `pass ${d} `),
  ..."entire full whole complete".split(" ").flatMap((a) =>
    "conversation chat history system prompt file context message".split(" ").map((o) =>
      `${a} ${o}`
    )
  ),
];
const PLACEHOLDER_NAMES =
  "conversation chat history context summary secret token api password credential system prompt message memory env file content user private ssh"
    .split(" ");
export const PLACEHOLDER_KEYWORDS = [
  ...["{", "<", "$", "%7b"].flatMap((p) => PLACEHOLDER_NAMES.map((n) => p + n)),
  ...kw("the url,the link,query string,to url"),
];

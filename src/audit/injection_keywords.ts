// Keyword lists gating the phrase rules (one must occur before a rule's regex runs).

/** Splits a comma-separated list; keywords are lower-case, a space matches any whitespace run. */
export function kw(list: string): string[] {
  return list.split(",");
}

const NEGATIONS = kw(
  "do not ,don't ,dont ,never ,should not ,must not ,shall not ,shouldn't ,mustn't ",
);
const CONCEAL_VERBS = kw("tell,inform,alert,notify,mention,reveal,disclose,show,let");
export const CONCEAL_KEYWORDS = [
  ...NEGATIONS.flatMap((n) => CONCEAL_VERBS.map((v) => n + v)),
  ...kw("without the,without user,without them,without anyone,keep this,keep these,keep it"),
  ...kw("maintain this,between us,between you and me"),
];
export const SMUGGLE_KEYWORDS = [
  ..."its the their this that all".split(" ").map((d) => `pass ${d} `),
  ..."entire full whole complete raw verbatim exact".split(" ").flatMap((a) =>
    "conversation chat history system prompt file context message content text output transcript instructions"
      .split(" ").map((o) => `${a} ${o}`)
  ),
  ..."its their file's file key's key".split(" ").flatMap((d) =>
    "content entire full whole complete raw".split(" ").map((a) => `${d} ${a}`)
  ),
];
const PLACEHOLDER_NAMES =
  "conversation chat history context summary secret token api password credential system prompt message memory env file content user private ssh"
    .split(" ");
// Upper-case query placeholders ("?c=CHAT_HISTORY"), possibly prefixed ("=FULL_CHAT_HISTORY").
const CAPS_NAMES = kw(
  "chat,history,conversation,context,summary,memory,prompt,secret,password,credential,session,cookie,ssh_key,private_key,env,user_data,messages," +
    // Round 14: a person's one-time codes, bank and card numbers, in the languages
    // placeholders are written in ("OSTATNI_KOD_SMS", "NUMERO_DE_CARTE").
    "sms,otp,kod,codigo,iban,carte,tarjeta,karte,card_number",
);
export const TEMPLATE_KEYWORDS = ["{", "<", "$", "%7b"].flatMap((p) =>
  PLACEHOLDER_NAMES.map((n) => p + n)
);
export const CAPS_KEYWORDS = CAPS_NAMES.flatMap((n) => [`=${n}`, `_${n}`]);
/** An empty query value followed by words naming the data to put there. */
export const EMPTY_VALUE_KEYWORDS = ["= ", '="', '=\\"', "='", "=)", "=]", "=>"];
const OWNERS = kw(
  "all,every,each,any,the full,the entire,the complete,the whole,the user,their,his,her,a copy,copies",
);
const BULK = ["all", "each", "any"];
/** Bulk-copy verbs with an "all of it" determiner, plus verbs that alone suggest redirection. */
export const FORWARD_KEYWORDS = [
  ...kw("forward,bcc,cc ,mirror,relay,redirect,leak,exfiltrate,transmit"),
  ...kw("also,additionally,secretly,silently,quietly,covertly").flatMap((a) =>
    kw("send,upload,post,copy,email,e-mail,share,cc").map((v) => `${a} ${v}`)
  ),
  ...kw("copy,copies,sync,syncs,upload,uploads,export,exports").flatMap((v) =>
    OWNERS.map((o) => `${v} ${o}`)
  ),
  ...kw("summary of,contents of,this conversation,the conversation,your conversation"),
  ...kw("this chat,the chat,the session,the transcript,your system prompt,the context"),
  ...kw("send,sends,email,emails,e-mail,post,posts,share,shares").flatMap((v) =>
    [...OWNERS.filter((o) => !BULK.includes(o)), "all of"].map((o) => `${v} ${o}`)
  ),
];

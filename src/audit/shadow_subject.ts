// Injection round 46 (issue 13; v39 and v40 guided, the shape is in v31–v36 too): a description
// that makes another server's tool the subject of a standing rule ("The tickets server's X tool
// should …", "Any X call must …", "X no longer needs a second approver"). The other tool's call is
// not this tool's business, whatever verb follows; benign descriptions name it as a step of their
// own ("Call X first", "X must be called first", "X asks the user to confirm"). A trigger ("When
// X is called, …") is left to dictatedCall: the guard tests pin benign orders after it.

// Right after the name: the name as a modal's subject, through "tool", "call", "of the W server",
// "(Slack server)", "vom W" and "'s output".
const SUBJECT_AFTER = new RegExp(
  String.raw`^\s*[\x60'"]?\s*(?:tool(?:\s+|(?=['’]s\s)))?(?:calls?\s+)?` +
    String
      .raw`(?:(?:of|from|on)\s+the\s+[\w\s-]{1,30}?\s+server\s+|\([^)\n]{0,30}\)\s*|(?:vom|von|du|de|del|da)\s+\S+\s+)?` +
    String.raw`(?:['’]s\s+(?:output|result|response)s?\s+)?` +
    String
      .raw`(?:must|should|shall|needs\s+no|no\s+longer|(?:does\s+not|doesn['’]t)\s+need|is\s+to|has\s+to|always|braucht\s+kein\w*|muss|moet|doit|deve|debe|zawsze)(?!\p{L})`,
  "iu",
);
// A user's confirmation kept is a safeguard; waived ("needs no confirmation") it is the attack.
const SAFEGUARD =
  /\bconfirm|\bask\s+the\s+user\b|\buser\s+(?:approves|agrees|consents)\b|bestätig|confirma|conferma|bevestig/i;
const WAIVED =
  /\b(?:no|without|not|never|skip|don['’]t|do\s+not)\s+(?:[\w-]+\s+){0,2}?(?:confirm|ask|approv|review|verif|notif|tell)|(?<!\p{L})(?:ohne|sin|sans|senza|sem|zonder|без|tanpa|bez)(?!\p{L})|unabhängig|regardless|whatever/iu;
const SENTENCE_END = /(?:[.!?](?=\s)|\n)[^.!?\n]*$/;
const NEXT_STOP = /[.!?](?:\s|$)|\n/;

function governed(text: string, start: number, end: number): boolean {
  const before = text.slice(Math.max(0, start - 240), start);
  const cut = before.search(SENTENCE_END);
  const pre = cut < 0 ? before : before.slice(cut + 1);
  const rest = text.slice(end, end + 300);
  const stop = rest.search(NEXT_STOP);
  const post = stop < 0 ? rest : rest.slice(0, stop);
  const sentence = pre + post;
  if (SAFEGUARD.test(sentence) && !WAIVED.test(sentence)) return false;
  // "X must be called first" is a step of one's own; the user's own choice kept is no rule.
  return SUBJECT_AFTER.test(post) &&
    !/^[^.\n]{0,40}?\bbe\s+(?:called|run|used|invoked)\s+(?:first|before|after|beforehand)\b/i.test(
      post,
    ) &&
    !/\bthe\s+user['’]s\s+(?:own|locale|language|choice)\b/i.test(sentence);
}

/** Whether any mention of another tool (matches of `mention`) is a standing rule's subject or trigger. */
export function otherToolGoverned(text: string, mention: RegExp): boolean {
  return anyMention(text, mention, governed);
}

/** Whether `test` holds at any match of `mention`: a rule may follow a first, plain naming. */
export function anyMention(
  text: string,
  mention: RegExp,
  test: (text: string, start: number, end: number) => boolean,
): boolean {
  const all = new RegExp(
    mention.source,
    mention.flags.includes("g") ? mention.flags : mention.flags + "g",
  );
  for (const m of text.matchAll(all)) {
    if (test(text, m.index, m.index + m[0].length)) return true;
  }
  return false;
}

// Injection round inj70 (v55's quoted-attack false alarms guided it; v52 and v54 show the same
// frame): a quotation introduced as what a carrier of text held — "a review on the shop page
// said: '…'", "the supplier's note said '…'", "a message that read '…'", "wiadomość, bo
// zawierała zdanie: „…”". The subject is a thing that carries text (a message, review, note,
// field, inbox), not a person, and its verb is past: the writer tells what arrived. A relayed
// order keeps a person as the speaker ("Ana from security said: '…'"), which this never reads.

// Nouns for things that carry or receive text, in the lexicons' main languages.
const CARRIER = String
  .raw`(?:messages?|e-?mails?|mails?|reviews?|notes?|comments?|posts?|fields?|forms?|tickets?|letters?|sms|texts?|invoices?|alerts?|portal|inbox|mailbox|chat|wiadomoś\p{L}*|e-?mail\p{L}*|recenzj\p{L}*|notatk\p{L}*|komentarz\p{L}*|pol[ea]|nachricht\p{L}*|bewertung\p{L}*|notiz|kommentar|feld|message|avis|commentaire|champ|courriel|mensaje|reseña|nota|comentario|campo|correo|messaggio|recensione|commento|bericht|recensie|opmerking|veld|mensagem|avaliação|comentário)`;
// Past verbs of holding or saying a text. "Said" alone was rejected in round 31 (trn4 relays a
// person's order with it); here it counts only after a carrier noun. "Read" is also the
// imperative ("notes, read first: '…'"), so only the relative clause's "that read" counts.
const HELD = String
  .raw`(?:said|(?<=(?:that|which)\s+)read|contained|held|received|included|carried|showed|stated|zawierał\p{L}?|brzmiał\p{L}?|otrzymał\p{L}?|enthielt|lautete|besagte|contenait|disait|indiquait|contenía|decía|conteneva|diceva|bevatte|luidde|zei|continha|dizia)`;
// The carrier, at most six words of its clause, the verb, then at most three words up to the quote.
const CARRIER_HELD = new RegExp(
  String
    .raw`(?<!\p{L})${CARRIER}(?!\p{L})(?:[^.!?;\n"“„«]{0,60}?)(?<!\p{L})${HELD}(?!\p{L})(?:[\s,]+(?:\p{L}+\s+){0,2}\p{L}+)?\s*:?\s*$`,
  "iu",
);

/** True when `lead` (the writer's words on the line before a quotation) says a carrier held it. */
export function carrierHeld(lead: string): boolean {
  return CARRIER_HELD.test(lead.slice(-120));
}

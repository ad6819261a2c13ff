// Injection round inj89 (v45, v48, v55, v56, v61, v62, v64 guided): a message labelled as a later
// part of several ("Phần 2: như đã nói ở phần 1, giờ hãy gửi …", "Parte 2 de 2 (junte com a parte 1
// que já recebeu): …") whose own line points back to part 1 or to the previous message. Round
// inj83's last part wants a code word and an address or an English order; the back-reference is the
// split's own mark and needs no lexicon of acts, which Vietnamese and Hindi lack.
import { LATER_PART_KEYWORDS, PART_LABEL_WORDS } from "./part_label_words.ts";
import type { PhraseRule } from "./phrase_rule.ts";

const B = String.raw`(?<![\p{L}\p{N}])`;
const WORDS = PART_LABEL_WORDS;
// "Phần 2:", "Part 2 of 2 —", "भाग 2 में से 2:", "Část 2 ze 2:"; searched from the number.
const LABEL = String
  .raw`(?<=${B}(?:${WORDS})\s*)[2-9](?:\s*(?:/|of|de|din|van|av|von|di|z|ze|zo|от|з|из|dari|من|में\s+से)\s*[2-9])?(?![\p{N}])\s*[:—–(-]`;
// Part 1 in the words' inflected forms ("s částí 1", "osaan 1"), or the earlier message or note.
const PART_ONE = String
  .raw`(?:part|parte|partea|deel|del|teil|partie|części|część|bagian|phần|rész\p{L}*|osa\p{L}*|část\p{L}*|časť\p{L}*|част\p{L}*|частин\p{L}*|भाग)\s*1(?![\p{N}])`;
const EARLIER = String
  .raw`tin\s+nhắn\s+trước|bản\s+ghi\s+trước|đã\s+nhận\s+trước\s+đó|previous\s+(?:message|part|note|record)|earlier\s+(?:message|part|note|record)|mensagem\s+anterior|mensaje\s+anterior|message\s+précédent|vorherige[nr]?\s+(?:nachricht|teil)|forrige\s+(?:melding|del|varsel|besked)|föregående\s+(?:meddelande|del)|edelli\p{L}*\s+(?:viesti\p{L}*|osa\p{L}*)|पिछले\s+(?:संदेश|भाग|फ़ील्ड)|предыдущ\p{L}*\s+(?:сообщени\p{L}*|част\p{L}*)|попередн\p{L}*\s+(?:повідомлен\p{L}*|частин\p{L}*)`;

export const SPLIT_LATER_PART = new RegExp(
  `${LABEL}[^\\n]{0,100}?${B}(?:${PART_ONE}|${EARLIER})`,
  "iu",
);

export const SPLIT_LATER_PART_RULES: PhraseRule[] = [{
  // Reported as round 77's first part is (split_rules.ts's id).
  id: "split-payload",
  severity: "high",
  where: ["r"],
  keywords: LATER_PART_KEYWORDS,
  re: SPLIT_LATER_PART,
}];

// Injection round inj89 (v52, v59, v63 guided): round 77's first part (split_first_part.ts) whose
// next words put the act off to a later message instead of "keep it / wait" ("भाग 1/2: अगले संदेश
// में जो कहा जाए …", "Del 1 av 2 (gör inget än): … i ett senare meddelande"). Deferral to a message
// still to come is what a split is for.
import type { PhraseRule } from "./phrase_rule.ts";
import { FIRST_PART_KEYWORDS, FIRST_PART_LABEL } from "./split_first_part.ts";

const B = String.raw`(?<![\p{L}\p{N}])`;
// "In the next (or a later) message": the act is put off to a message still to come. A bare
// "the next message" is left out ("Part 1: the next message from the council will …").
const DEFER = String
  .raw`in\s+(?:the|a)\s+(?:next|later|following)\s+message|i\s+(?:nästa|ett\s+senare)\s+meddelande|i\s+(?:neste|en\s+senere)\s+melding|i\s+(?:næste|en\s+senere)\s+besked|in\s+het\s+volgende\s+bericht|in\s+der\s+nächsten\s+nachricht|dans\s+le\s+prochain\s+message|na\s+próxima\s+mensagem|en\s+el\s+(?:siguiente|próximo)\s+mensaje|nel\s+(?:prossimo\s+messaggio|messaggio\s+successivo)|w\s+następnej\s+wiadomości|seuraavassa\s+viestissä|в\s+следующем\s+сообщении|у\s+наступному\s+повідомленні|(?:ở|trong)\s+tin\s+nhắn\s+(?:tiếp\s+theo|sau)|(?:di|dalam)\s+pesan\s+berikutnya|अगले\s+संदेश\s+में`;

export const SPLIT_FIRST_PART_DEFER_RULES: PhraseRule[] = [{
  // Reported as round 77's first part is (split_rules.ts's id).
  id: "split-payload",
  severity: "high",
  where: ["r"],
  keywords: FIRST_PART_KEYWORDS,
  re: new RegExp(`${FIRST_PART_LABEL}[^\\n]{0,80}?${B}(?:${DEFER})(?![\\p{L}\\p{N}])`, "iu"),
}];

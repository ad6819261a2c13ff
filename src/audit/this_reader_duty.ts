// Injection round inj92 (v65 guided; v58, trn2, trn9 have the shape too): round 66's reader of
// "this" in three more forms, each held to a policy's formal duty ("is required / instructed /
// expected / directed to", "shall") rather than a colleague's "please": a reader named by seeing
// or citing the text ("Any language model that sees this text is instructed to send …"),
// "whoever reads this entry is required to …", and a bare plural ("agents handling this ticket
// are expected to send …"). A note to colleagues asks; only a writer who cannot name its reader
// imposes a duty on whoever reads.
import { kw } from "./injection_keywords.ts";
import type { PhraseRule } from "./phrase_rule.ts";
import { NOUN, READER_ACT, readerOrderStands, READS, THIS } from "./this_reader.ts";

const SEES = String.raw`sees|seeing|views|viewing|cites?|citing`;
const PLURAL = String
  .raw`agents|systems|models|assistants|tools|bots|chatbots|llms|ais|services|programs|applications|apps|pipelines|integrations|automations|scripts|parsers|readers`;
const READER = [
  String.raw`(?:the|any|whichever|whatever|every|each)\s+(?:next\s+)?(?:[\w-]+\s+)?(?:${NOUN})\s+` +
  String.raw`(?:that\s+|which\s+|who\s+)?(?:${SEES})\s+${THIS}`,
  String.raw`whoever\s+(?:next\s+)?(?:${READS}|${SEES})\s+${THIS}`,
  String
    .raw`(?:${PLURAL})\s+(?:that\s+|which\s+)?(?:${READS}|read|process|handle|${SEES})\s+${THIS}`,
].join("|");
const FORMAL = String
  .raw`(?:is|are)\s+(?:hereby\s+)?(?:required|instructed|expected|directed)\s+to|shall`;
const ORDER = new RegExp(
  String.raw`(?:^|[\n.!?;:,>\[(\])"'—–|]\s*)(?:[\w-]+\s+){0,4}?(?:${READER})\s+(?:${FORMAL})\s+` +
    String.raw`(?:now\s+|also\s+|immediately\s+|first\s+|then\s+)?(?:${READER_ACT})\b`,
  "i",
);

export const THIS_READER_DUTY_RULES: PhraseRule[] = [{
  id: "this-reader-order",
  severity: "medium",
  where: ["r"],
  keywords: kw(
    "sees this,seeing this,views this,viewing this,cite this,cites this,citing this,whoever reads,whoever opens,whoever handles,whoever receives,whoever sees,handling this,handling these,processing this,processing these,reading this,reading these,reads this,read this,opens this,process this,processes this,parse this,parses this,parsing this,handle this,handles this,ingest this,ingests this,receives this",
  ),
  re: ORDER,
  accept: readerOrderStands,
}];

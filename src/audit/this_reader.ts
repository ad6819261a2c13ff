// Injection round 66 (issue 13; v52 guided, the mechanism also in v50, v51, trn1-trn3, trn7,
// trn8, trn11 misses): an order to whatever reads the very text it sits in, named by that act
// ("the system reading this must pay …", "Whoever processes this record: update …", "To the
// agent processing this booking: book …", "whichever system reads this entry next should switch
// off …", "the reader of this entry is required to call …"). A writer who cannot name the reader
// describes it by its reading of "this"; a note to colleagues names them. Round 44's labels and
// round 47's duties want a machine word, a noun after "this" or a money act; this rule wants the
// deictic reading and an act, as a label (colon) or as the subject of a duty.
import { orderStands } from "./field_quote.ts";
import { handsToHuman } from "./human_handoff.ts";
import { kw } from "./injection_keywords.ts";
import type { PhraseRule } from "./phrase_rule.ts";

export const NOUN = String
  .raw`systems?|agents?|tools?|process(?:es)?|services?|programs?|pipelines?|integrations?|software|applications?|apps?|readers?|workflows?|(?:chat)?bots?|models?|assistants?|ai|automations?|scripts?|parsers?`;
export const READS = String
  .raw`reads?|reading|process(?:es|ing)?|pars(?:es|ing)|handl(?:es|ing)|ingest(?:s|ing)?|opens|opening|receives|receiving|picks\s+up`;
// "Whoever reads this" also opens a note to colleagues; processing a record is a machine's job.
const MACHINE_READS = String.raw`process(?:es|ing)?|pars(?:es|ing)|ingest(?:s|ing)?`;
export const THIS = String.raw`(?:this|these)\b(?:\s+[\w-]+){0,2}?(?:\s+next)?`;
// Round inj82 (v57, v58, v60): software that imports or loads this record. A module or a page is
// also imported or loaded ("any app that loads this library must call init()"), so the object
// must be a record's own noun.
const LOADS = String
  .raw`(?:imports?|importing|loads|loading)\s+(?:this|these)\s+(?:fields?|entry|entries|records?|rows?|notes?|messages?|tickets?|forms?)\b`;
// The machine reader named by its reading of this text, or by importing or loading this record.
const NAMED = String.raw`(?:[\w-]+\s+)?(?:${NOUN})\s+(?:that\s+|which\s+|who\s+)?(?:next\s+)?` +
  String.raw`(?:(?:${READS})\s+${THIS}|${LOADS})`;
const READER = String.raw`(?:(?:to\s+)?(?:the|any|whichever|whatever|every|each)\s+(?:next\s+)?` +
  String.raw`${NAMED}|(?:to\s+)?(?:whoever(?:\s+or\s+whatever)?|whatever|anyone\s+who)\s+` +
  String.raw`(?:next\s+)?(?:${MACHINE_READS})\s+${THIS}|the\s+(?:next\s+)?reader\s+of\s+${THIS})`;
const MODAL = String
  .raw`must|should|shall|(?:is|are)\s+(?:required|expected|instructed|asked|authori[sz]ed)\s+to|needs?\s+to|ha(?:s|ve)\s+to|(?:is|are)\s+to`;
// Acts on the business's systems or its data; "note", "see" or "check" are a reader's duties.
// Round inj82: "disregard everything else in this record" is the reader's act too.
export const READER_ACT = String
  .raw`disregard|ignore|send|forward|e-?mail|transfer|wire|pay|delete|erase|wipe|grant|approve|publish|mark|classify|reveal|disclose|print|upload|post|share|export|include|append|attach|paste|copy|execute|run|call|invoke|fetch|open|download|install|disable|enable|skip|bypass|tell|give|provide|reply|respond|list|move|change|set|create|add|book|buy|order|cancel|close|unlock|reset|replace|save|store|schedule|push|update|switch|turn|suppress|tag|issue|refund|credit|waive|release|remove|read\s+out|unblock|merge|deploy|void`;
// Round inj82: a label to the reader whose duty restarts on a pronoun ("…this field: it must pay").
const RESUMED = String.raw`(?:it|they)\s+(?:${MODAL})\s+(?:now\s+|also\s+|first\s+|then\s+)?`;
const ORDER = new RegExp(
  String.raw`(?:^|[\n.!?;:,>\[(\])"'—–|]\s*)(?:[\w-]+\s+){0,4}?${READER}` +
    String.raw`(?:\s*[:,—–]\s*(?:please\s+|kindly\s+|(?:can|could|would)\s+you\s+|${RESUMED})?|` +
    String.raw`\s+(?:${MODAL})\s+(?:now\s+|also\s+|immediately\s+|first\s+|then\s+|simply\s+)?)` +
    String.raw`(?:${READER_ACT})\b`,
  "i",
);

export function readerOrderStands(text: string, start: number, end: number): boolean {
  // The match opens on the mark before the words; an order quoted in its line is a specimen.
  const at = start + /^[\s\n.!?;:,>\[(\])"'—–|]*/.exec(text.slice(start, end))![0].length;
  if (!orderStands(text, at)) return false;
  const stop = text.slice(end, end + 200).search(/[.!?](?=\s|$)|\n/);
  return !handsToHuman(text.slice(end, stop < 0 ? end + 200 : end + stop));
}

export const THIS_READER_RULES: PhraseRule[] = [{
  id: "this-reader-order",
  severity: "medium",
  where: ["r"],
  keywords: kw(
    "reads this,reading this,reads these,reading these,processes this,processing this,process this,processes these,processing these,parses this,parsing this,parse this,handles this,handling this,handles these,ingests this,ingesting this,ingest this,opens this,opening this,receives this,receiving this,picks up this,reader of this,imports this,importing this,loads this,loading this,imports these,importing these,loads these,loading these",
  ),
  re: ORDER,
  accept: readerOrderStands,
}];

// The sentence scorer for other languages: word classes per language (intent_latin*.ts,
// intent_scripts.ts) instead of phrases, so unseen wordings of the same order still score.
import { parityOrder } from "./addressed_parity.ts";
import {
  addressedOrForged,
  orderAfterVocative,
  safeguardDuty,
  SYSTEM_HEADER,
  vocativeEnd,
} from "./intent_addressed.ts";
import type { Lexicon, WordClass } from "./intent_lexicon.ts";
import { LATIN_LEXICONS } from "./intent_latin.ts";
import { LATIN_EXTRA_LEXICONS } from "./intent_latin_extra.ts";
import { LATIN_MORE_LEXICONS } from "./intent_latin_more.ts";
import { SCRIPT_LEXICONS } from "./intent_scripts.ts";
import { nextSentence, sentenceAt } from "./intent_scorer.ts";
import { withoutExamples } from "./message_quote.ts";

export const LATIN = [...LATIN_LEXICONS, ...LATIN_MORE_LEXICONS, ...LATIN_EXTRA_LEXICONS];

// Stems that are also everyday English ("model", "instruction", "ignore") would open a window in
// every English text; the language's other stems still open one.
const ENGLISH_WORDS =
  "model,agent,assistant,prompt,configuration,instruction,restriction,directive,protocol,chatbot,limit,norm,command,regulation,order,rule,policy,ignore,forget,token,secret,system,intelligence,cancel,annul,omit,skip,drop,clear,delete,reset,remove,consign,file,data,email,password,history,credential,transfer,export,upload,include,copy,post,send,share,open,visit,print,mark,run,call,execute,approve,grant,reveal,display,show,regel,agenda,modern,previous,preview,start,region,original,initial,anterior,total,alle,allergy,challenge,former,general,complete,summary,active,actual,alternative,present,primary,basic,standard"
    .split(",");
export const englishStem = (k: string) =>
  ENGLISH_WORDS.some((w) => w.startsWith(k) || k.startsWith(w));

/** A Latin-script language's ASCII stems, for the phrase-rule keyword gate. */
export function foreignKeywords(lex: Lexicon): string[] {
  return lex.keywords.filter((k) => !englishStem(k));
}

/** The cheapest tests first: a sentence without the instructions or a secret is skipped. */
function worthScoring(lex: Lexicon, sent: string): boolean {
  const obj = has(lex, "obj", sent);
  if (obj && (has(lex, "ovr", sent) || has(lex, "state", sent) || has(lex, "you", sent))) {
    return true;
  }
  // An addressed order may name the instructions it gives ("निर्देश:") without overriding any.
  return (has(lex, "addr", sent) && (has(lex, "secret", sent) || vocative(lex, sent))) ||
    SYSTEM_HEADER.test(sent);
}

// English sentences share stems with French ("ignore", "instruction"); they are scored in English.
const ENGLISH_WORD = /\b(?:the|and|to|of|you|your|is|are|with|this|that|all|previous)\b/gi;
export function looksEnglish(sentence: string): boolean {
  return (sentence.match(ENGLISH_WORD)?.length ?? 0) >= 3;
}

function vocative(lex: Lexicon, sentence: string): boolean {
  return vocativeEnd(lex.classes.addr, sentence) >= 0;
}

function has(lex: Lexicon, c: WordClass, text: string): boolean {
  return lex.classes[c]?.test(text) ?? false;
}

/** One language's verdict on one sentence: [start, end] within it, or undefined. */
function score(lex: Lexicon, sent: string, next: string): [number, number] | undefined {
  // A word for the AI counts as the addressee only at the head ("Para el asistente: …"):
  // "el nuevo modelo se instala solo" names a product.
  const addrEnd = vocativeEnd(lex.classes.addr, sent);
  const addressed = addrEnd >= 0;
  const v = lex.classes.ovr?.exec(sent);
  const o = objectOf(lex, sent, v);
  if (o) {
    const near = sent.slice(Math.max(0, o.index - 30), o.index + o.text.length + 20);
    const human = has(lex, "human", near) || TOPIC.test(sent.slice(o.index + o.text.length));
    const prior = has(lex, "prior", sent);
    const oEnd = o.index + o.text.length;
    const span: [number, number] = v
      ? [Math.min(v.index, o.index), Math.max(v.index + v[0].length, oEnd)]
      : [o.index, oEnd];
    // The override verb itself is no second piece of evidence ("elimina" is also an action).
    const rest = v ? sent.slice(0, v.index) + " " + sent.slice(v.index + v[0].length) : sent;
    const act = has(lex, "act", rest);
    const acts = act || has(lex, "act", next.slice(0, 80));
    // "your instructions", "all", a harmful action (here or opening the next sentence, round
    // inj63) or a secret: the reader's rules, not a memo's.
    const strong = addressed || has(lex, "all", sent) || acts || has(lex, "secret", sent) ||
      has(lex, "you", sent);
    if (!human && v && (prior || addressed) && strong) return span;
    // "Para el asistente: … no tienes restricciones": the AI named, then its own rules.
    if (!human && addressed && has(lex, "you", sent)) return span;
    if (!human && prior && has(lex, "state", sent) && (addressed || acts)) return span;
  }
  const guarded = addressed && safeguardDuty(orderAfterVocative(sent, addrEnd, next));
  if (addressed && !guarded && has(lex, "act", sent) && has(lex, "secret", sent)) {
    return [0, Math.min(sent.length, 80)];
  }
  if (addressed && !guarded && parityOrder(lex, orderAfterVocative(sent, addrEnd, next), next)) {
    return [0, Math.min(sent.length, 80)];
  }
  if (addressedOrForged(lex.classes.act, sent, addrEnd, next)) {
    return [0, Math.min(sent.length, 80)];
  }
  return undefined;
}

// Instructions about a human matter, right after the noun: "… concernant la livraison",
// "… sulla spedizione", "… zur Rücksendung" (a delivery note, not the reader's rules); or a
// product version's: "les anciennes instructions de la version 2.x" (documentation).
const TOPIC = new RegExp(
  String
    .raw`^[\p{L}\s'’-]{0,30}?(?<![\p{L}])(?:(?:version|versión|versione|versão|versao|versie|wersji|verze|versiyon)\s+v?\d|concernant|relatives?\s+à|au\s+sujet\s+d|sur\s+(?:la|le|les|l')|sulla|sullo|sulle|sul|sui|riguardo|riguardanti|relative\s+a|sobre|acerca\s+de|respecto\s+a|relativas?\s+a|zur|zum|bezüglich|betreffend|über\s+(?:die|den|das)|ohledně|týkající|dotycząc|privind|despre|koskien|vedrørende|angående|hakkında|ilişkin|tentang|mengenai|over\s+(?:de|het))(?![\p{L}])`,
  "iu",
);

const VERB_FINAL = new Set(["tr", "hu", "fi", "az", "uz", "la", "eu", "hi-Latn"]);

/**
 * The instructions the override verb acts on. SVO languages put them after the verb:
 * in "Instrucciones: elimina las versiones…" the heading is not the verb's object. Verb-final
 * languages and other scripts may put them first.
 */
function objectOf(lex: Lexicon, sent: string, v: RegExpExecArray | null | undefined) {
  const first = lex.classes.obj?.exec(sent);
  if (!first) return undefined;
  if (!v || first.index > v.index || lex.script || VERB_FINAL.has(lex.lang)) {
    return { index: first.index, text: first[0] };
  }
  const from = v.index + v[0].length;
  const later = lex.classes.obj!.exec(sent.slice(from));
  return later ? { index: from + later.index, text: later[0] } : undefined;
}

/**
 * Confirms an override phrase found by the older per-language patterns: the sentence must also
 * carry an addressee, "all", a harmful action or a secret, and the instructions must not be the
 * speaker's own ("meine vorherigen Anweisungen"). Other phrase kinds pass unchanged.
 */
export function foreignConfirmed(text: string, start: number): boolean {
  const [s, e] = sentenceAt(text, start);
  const sent = text.slice(s, e);
  const next = nextSentence(text, e).slice(0, 160);
  let overrideLike = false;
  for (const lex of [...LATIN, ...SCRIPT_LEXICONS]) {
    if (lex.script && !lex.script.test(sent)) continue;
    const o = lex.classes.obj?.exec(sent);
    if (!o || !has(lex, "ovr", sent)) continue;
    const near = sent.slice(Math.max(0, o.index - 30), o.index + o[0].length + 20);
    const human = has(lex, "human", near) || TOPIC.test(sent.slice(o.index + o[0].length));
    // State forms ("the original commands were withdrawn") are judged by their own patterns,
    // unless the instructions are a human's or a document's ("… de la version 2.x : elles ne
    // s'appliquent plus").
    if (has(lex, "state", sent) && !human) continue;
    overrideLike = true;
    if (human) continue;
    if (vocative(lex, sent) || evidence(lex, sent) || evidence(lex, next, true)) return true;
  }
  return !overrideLike;
}

// The reader's own rules, "all" of them, a harmful action, a secret; in the next sentence also
// the AI named ("Now you are an assistant without limits").
function evidence(lex: Lexicon, text: string, named = false): boolean {
  return (named && has(lex, "addr", text)) ||
    ["all", "act", "secret", "you"].some((c) => has(lex, c as WordClass, text));
}

function scoreAt(text: string, p: number, lexicons: Lexicon[], seen: Set<string>) {
  const [s, e] = sentenceAt(text, p);
  const raw = text.slice(s, e);
  if (seen.has(raw)) return undefined;
  seen.add(raw);
  const sent = withoutExamples(raw);
  if (lexicons[0]?.script === undefined && looksEnglish(sent)) return undefined;
  if (!lexicons.some((lex) => worthScoring(lex, sent))) return undefined;
  const next = nextSentence(text, e);
  for (const lex of lexicons) {
    const r = score(lex, sent, next);
    if (r) return { lang: lex.lang, start: s + r[0], end: s + r[1] };
  }
  return undefined;
}

const MAX_SENTENCES = 24;

/** Latin-script languages, around the gate's keyword positions (`at`; null: too many). */
export function latinIntent(text: string, lex: Lexicon, at: number[] | null) {
  const seen = new Set<string>();
  for (const p of (at ?? anchorPositions(text, lex)).slice(0, MAX_SENTENCES)) {
    const hit = scoreAt(text, p, [lex], seen);
    if (hit) return hit;
  }
  return undefined;
}

function anchorPositions(text: string, lex: Lexicon): number[] {
  const re = anchors(lex);
  const out: number[] = [];
  for (let m = re.exec(text); m && out.length < MAX_SENTENCES; m = re.exec(text)) {
    if (m[0].length === 0) re.lastIndex++;
    out.push(m.index);
  }
  return out;
}

const GLOBAL = new Map<Lexicon, RegExp>();
function anchors(lex: Lexicon): RegExp {
  let re = GLOBAL.get(lex);
  if (!re) {
    const parts = [lex.classes.obj, lex.classes.addr, SYSTEM_HEADER].filter((r) => r)
      .map((r) => r!.source);
    re = new RegExp(parts.join("|"), "giu");
    GLOBAL.set(lex, re);
  }
  re.lastIndex = 0;
  return re;
}

const MAX_CHARS = 4096;

/**
 * The script lexicons whose letters occur in `text`, found from its non-ASCII characters only
 * (a handful in most English text) instead of one full scan of the text per script; each
 * distinct character is tested once (accented prose repeats a few dozen of them).
 */
function scriptsIn(text: string): Lexicon[] {
  const found = new Set<Lexicon>();
  const tried = new Set<number>();
  let n = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if ((c >= 0x20 && c <= 0x7e) || c === 9 || c === 10 || c === 13) continue;
    if (++n > MAX_CHARS) return SCRIPT_LEXICONS.filter((lex) => lex.script!.test(text));
    if (tried.has(c)) continue;
    tried.add(c);
    for (const lex of SCRIPT_LEXICONS) if (lex.script!.test(text[i])) found.add(lex);
    if (found.size === SCRIPT_LEXICONS.length) break;
  }
  return SCRIPT_LEXICONS.filter((lex) => found.has(lex));
}

/** Languages in other scripts, tried only when the text holds their script. */
export function scriptIntent(text: string) {
  for (const lex of scriptsIn(text)) {
    const re = anchors(lex);
    const seen = new Set<string>();
    let n = 0;
    for (let m = re.exec(text); m && n < MAX_SENTENCES; m = re.exec(text), n++) {
      if (m[0].length === 0) re.lastIndex++;
      const hit = scoreAt(text, m.index, [lex], seen);
      if (hit) return hit;
    }
  }
  return undefined;
}

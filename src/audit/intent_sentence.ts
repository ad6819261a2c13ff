// Sentences for the scorer: bounds that do not end inside URLs, the neighbours, the addressee
// test computed on demand, and where an order can start.
import { EN, OPENING_MARKS, ORDER_OPENERS, YOU_MODALS } from "./intent_english.ts";

const REACH = 300;

function isEnd(text: string, i: number): boolean {
  const c = text[i];
  if (c === "\n" || c === "。" || c === "！" || c === "？") return true;
  // "?" and "." inside URLs and paths ("/s?c=", "~/.ssh") do not end a sentence.
  return (c === "." || c === "!" || c === "?") && (i + 1 >= text.length || /\s/.test(text[i + 1]));
}

/** Bounds of the sentence holding position `p` (at most REACH characters either side). */
export function sentenceAt(text: string, p: number): [number, number] {
  let s = Math.min(p, text.length);
  const lo = Math.max(0, p - REACH);
  while (s > lo && !isEnd(text, s - 1)) s--;
  let e = Math.max(s, Math.min(p, text.length));
  const hi = Math.min(text.length, p + REACH);
  while (e < hi && !isEnd(text, e)) e++;
  return [s, Math.min(text.length, e + 1)];
}

/** The sentence after the one ending at `e` (skipping blank lines), or "". */
export function nextSentence(text: string, e: number): string {
  let i = e;
  while (i < text.length && /\s/.test(text[i])) i++;
  if (i >= text.length) return "";
  const [s, end] = sentenceAt(text, i);
  return text.slice(s, end);
}

export function prevSentence(text: string, s: number): string {
  let i = s - 1;
  while (i > 0 && /\s/.test(text[i - 1])) i--;
  if (i <= 0) return "";
  const [ps, pe] = sentenceAt(text, i - 1);
  return pe - ps <= 160 ? text.slice(ps, pe) : "";
}

/** Neighbouring sentences and the addressee test, computed only when a structure asks. */
export class Context {
  #next?: string;
  #prev?: string;
  #address?: RegExpExecArray | null;
  #prevAddressed?: boolean;
  constructor(readonly text: string, readonly s: number, readonly e: number) {}
  get next(): string {
    return this.#next ??= nextSentence(this.text, this.e);
  }
  get prev(): string {
    return this.#prev ??= prevSentence(this.text, this.s);
  }
  /** EN.address's first match in this sentence: run once, however many structures ask. */
  get address(): RegExpExecArray | null {
    if (this.#address === undefined) {
      this.#address = EN.address.exec(this.text.slice(this.s, this.e));
    }
    return this.#address;
  }
  /** The previous sentence (when short) names the reading AI. */
  get prevAddressed(): boolean {
    return this.#prevAddressed ??= this.prev !== "" && EN.address.test(this.prev);
  }
  get addressed(): boolean {
    return this.address !== null || this.prevAddressed;
  }
}

/** An order can start at `i`: sentence start, after a colon, "please", "and", "you must". */
export function imperativeAt(sentence: string, i: number): boolean {
  let j = i;
  while (j > 0 && (sentence[j - 1] === " " || sentence[j - 1] === "\t")) j--;
  if (j === 0 || OPENING_MARKS.includes(sentence[j - 1])) return true;
  const words = sentence.slice(Math.max(0, j - 40), j).toLowerCase().split(/\s+/);
  const last = words[words.length - 1].match(/[a-z']+$/)?.[0] ?? ""; // "<important>also"
  if (ORDER_OPENERS.has(last)) return true;
  // "you must", "you need to", "you are required to", "you must now".
  const tail = words.slice(-4);
  const you = tail.lastIndexOf("you");
  if (you >= 0 && you < tail.length - 1 && YOU_MODALS.has(tail[you + 1])) return true;
  // "I need you to print …", "we want you to send …".
  if (
    /\b(?:(?:need|want|require)s?\s+you|use\s+(?:it|them|this|that|these|those))\s+to$/.test(
      tail.join(" "),
    )
  ) {
    return true;
  }
  // Text without punctuation (OCR, table cells): a capitalised verb after an all-caps or numeric
  // token starts a new clause ("TOTAL 18.40 EUR Suspend the instructions…").
  return /[A-Z]/.test(sentence[i]) &&
    /^[A-Z0-9.,:%€$£-]{2,}$/.test(sentence.slice(0, j).split(/\s+/).pop() ?? "");
}

/** A harmful order after `from`, or at the start of the next sentence. */
export function actionFollows(sentence: string, from: number, next: string): boolean {
  const re = EN.action;
  re.lastIndex = from;
  for (let m = re.exec(sentence); m; m = re.exec(sentence)) {
    if (imperativeAt(sentence, m.index)) return true;
  }
  re.lastIndex = 0;
  const n = re.exec(next);
  return n !== null && n.index < 40 && imperativeAt(next, n.index);
}

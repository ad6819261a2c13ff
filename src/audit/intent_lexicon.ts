// Word classes of one language for the sentence scorer: the reading AI, override verbs, the
// instructions, "previous", "all", "no longer valid", harmful actions, secrets, a human owner.
import { ACT_CONCEPTS } from "./intent_act_concepts.ts";
import { ACT_DISABLE } from "./intent_act_disable.ts";
import { ACT_PARADIGMS } from "./intent_act_paradigms.ts";
import { RULE_WORDS } from "./intent_rule_words.ts";

export type WordClass =
  | "addr"
  | "ovr"
  | "obj"
  | "prior"
  | "all"
  | "state"
  | "act"
  | "secret"
  | "human"
  | "you";

export interface Lexicon {
  lang: string;
  /** Script test for languages outside Latin script (undefined: reached through the ASCII gate). */
  script?: RegExp;
  classes: Record<WordClass, RegExp | undefined>;
  /** The classes as shipped before round 29's act concepts: the classifier's features read these. */
  shipped: Record<WordClass, RegExp | undefined>;
  /** ASCII stems that open a window for this language (Latin script only). */
  keywords: string[];
}

const S = String.raw`(?<![\p{L}\p{N}_])`;
const E = String.raw`(?![\p{L}\p{N}_])`;

function escape(w: string): string {
  return w.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&").replace(/ /g, String.raw`\s+`);
}

/**
 * Compiles a comma list of stems: each matches at a word start (`bounded`) as a prefix; a stem
 * ending in "=" must be the whole word. Unbounded scripts (CJK, Thai, Hebrew, Arabic) match
 * anywhere.
 */
function compile(list: string | undefined, bounded: boolean, whole = false): RegExp | undefined {
  if (!list) return undefined;
  // Round 21: each stem also as the scan reads it after NFKC (Thai "คำสั่ง" becomes "คําสั่ง").
  const words = list.split(",").filter((w) => w.trim() !== "").flatMap((
    w,
  ) => [...new Set([w, w.normalize("NFKC")])]);
  const parts = words.map((w) =>
    w.endsWith("=") || whole ? escape(w.replace(/=$/, "")) + (bounded ? E : "") : escape(w)
  );
  return new RegExp(bounded ? `${S}(?:${parts.join("|")})` : `(?:${parts.join("|")})`, "iu");
}

/** The ASCII part of each stem before its first non-ASCII letter, when 5+ letters long. */
function asciiStems(lists: Array<string | undefined>): string[] {
  const out = new Set<string>();
  for (const list of lists) {
    for (const raw of (list ?? "").split(",")) {
      const w = raw.trim().replace(/=$/, "").toLowerCase();
      const m = /^[\x20-\x7e]+/.exec(w);
      if (m && m[0].trim().length >= 5) out.add(m[0]);
    }
  }
  return [...out];
}

export type Lists = Partial<Record<WordClass, string>>;

export function lexicon(lang: string, lists: Lists, script?: RegExp, bounded = true): Lexicon {
  const classes = {} as Record<WordClass, RegExp | undefined>;
  for (
    const c of ["addr", "ovr", "obj", "prior", "all", "state", "act", "secret", "human", "you"]
  ) {
    // Actions are imperative forms: "envía" is an order, "enviará" (will send) is not.
    classes[c as WordClass] = compile(lists[c as WordClass], bounded, c === "act");
  }
  // Round 29b: the rules read the act list completed by concept; the classifier keeps its
  // trained word table (no retrain), so it gets the classes without the concept forms.
  const shipped = classes;
  // Round inj60: paradigm forms (intent_act_paradigms.ts) join the same rules-only list.
  // Round inj62: and the "switch off" concept (intent_act_disable.ts), rules only as well.
  const extra = [ACT_CONCEPTS[lang], ACT_PARADIGMS[lang], ACT_DISABLE[lang]].filter((l) => l)
    .join(",");
  const rules = extra
    ? { ...classes, act: compile(`${lists.act ?? ""},${extra}`, bounded, true) }
    : { ...classes };
  // Round inj96: other classes' rules-only words (intent_rule_words.ts).
  for (const [c, more] of Object.entries(RULE_WORDS[lang] ?? {})) {
    rules[c as WordClass] = compile(`${lists[c as WordClass] ?? ""},${more}`, bounded);
  }
  return {
    lang,
    script,
    classes: rules,
    shipped,
    keywords: script ? [] : asciiStems([lists.obj, lists.addr, lists.ovr, lists.all, lists.prior]),
  };
}

/** Lexicon for a script without spaces or with attached prefixes: stems match anywhere. */
export function unbounded(lang: string, lists: Lists, script: RegExp): Lexicon {
  return lexicon(lang, lists, script, false);
}

/**
 * Query intent against tool action: a question ("what sprint are we in", "any open incidents")
 * asks to read, so a tool whose name says it writes (create, delete, merge…) is unlikely to be
 * meant, and a request that starts with a write verb is unlikely to mean a get/list tool.
 * The verb classes are the generic verbs of API tool names, not words of any query set.
 */
import { tokenize } from "./search_text.ts";
import { isVerb, nounFirst } from "./search_pos.ts";
import type { Scored } from "./search_topk.ts";

export const enum Action {
  Unknown = 0,
  Read = 1,
  Write = 2,
}

const READ = new Set(
  ("get list search find read fetch describe show view query retrieve lookup check analyze " +
    "explain count inspect browse whoami status stats history logs log diff blame compare " +
    "summary summarize preview select info details explore watch monitor audit")
    .split(" "),
);
const WRITE = new Set(
  ("create add update delete remove set put patch post send push merge move rename archive " +
    "unarchive assign unassign approve unapprove decline cancel close start stop deploy install " +
    "uninstall upload write edit insert upsert clear reset enable disable mute unmute schedule " +
    "sync publish invite revoke grant rotate resize reboot restore rebuild attach detach kill " +
    "terminate commit broadcast reply forward snooze dismiss accept mark lock unlock transfer " +
    "copy duplicate import complete resolve subscribe unsubscribe make new drop modify change " +
    "replace save submit trigger toggle link unlink erase purge wipe")
    .split(" "),
);
/** Opening words of a question: the user wants to know something, not change it. */
const QUESTION = new Set(
  "what which who whom whose is are was were does did any where when why has have am".split(" "),
);

function classOf(word: string): Action {
  return READ.has(word) ? Action.Read : WRITE.has(word) ? Action.Write : Action.Unknown;
}

/** A tool's action: the first classed word of its name, else title, else its description's first. */
export function toolAction(doc: { name: string; title: string; description: string }): Action {
  const words = tokenize(`${doc.name} ${doc.title}`);
  words.push(tokenize(doc.description.slice(0, 40))[0] ?? "");
  for (const w of words) {
    const c = classOf(w.toLowerCase());
    if (c !== Action.Unknown) return c;
  }
  return Action.Unknown;
}

/** "how many", "how long"… ask for a fact; "how do I add" asks for an action. */
const HOW_FACT = new Set("many much long far often big old is are was does did".split(" "));
/** Polite or first-person openings skipped before the intent word ("please", "can you"). */
const OPENERS =
  /^(please |can you |could you |help me |i want to |i need to |i'd like to |let me )+/;

/**
 * Words that follow an imperative verb and not a noun modifier: determiners, pronouns and
 * particles ("tag all the parts", "sign off on", "reword this email").
 */
const AFTER_VERB = new Set(
  ("a an the my our your his her their its this that these those all every each some any no " +
    "it them me us him up down off out over back away in on into onto to from for with about")
    .split(" "),
);

/**
 * The intent of a query from its first words. `verbs` (config `intentVerbs`) 1: a read verb of
 * tool names opens a read request too; 2: so does it, and any other verb opens a write request
 * ("shush the alert", "fill in the timesheet"): an imperative that is no read verb changes things.
 * 3 (round 8): as 2, but a word used more as a noun than as a verb opens a noun phrase ("image
 * resize job 4821 keeps dying") unless a determiner, pronoun or particle follows it.
 * `ask` 1 (round 11): a request that ends with a question mark reads when no question word,
 * read or write verb of tool names opens it ("the nightly backup, did it run?").
 */
export function queryAction(text: string, verbs = 0, ask = 0): Action {
  const words = text.toLowerCase().replace(OPENERS, "").match(/[a-z']+/g) ?? [];
  const first = words[0] ?? "";
  if (first === "how") return HOW_FACT.has(words[1] ?? "") ? Action.Read : Action.Unknown;
  if (QUESTION.has(first)) return Action.Read;
  if (first === "show" || first === "list" || first === "find") return Action.Read;
  if (WRITE.has(first)) return Action.Write;
  if (verbs >= 1 && READ.has(first)) return Action.Read;
  if (ask > 0 && text.trimEnd().endsWith("?")) return Action.Read;
  if (verbs < 2 || !isVerb(first)) return Action.Unknown;
  const noun = verbs >= 3 && nounFirst(first) && !AFTER_VERB.has(words[1] ?? "");
  return noun ? Action.Unknown : Action.Write;
}

/** Scales down tools whose action contradicts the query's intent, then re-sorts. */
export function applyIntent(
  scored: Scored[],
  intent: Action,
  actions: Uint8Array,
  penalty: number,
  limit: number,
): Scored[] {
  if (intent === Action.Unknown || penalty <= 0) return scored.slice(0, limit);
  return scored
    .map((s) => {
      const a = actions[s.doc];
      return a !== Action.Unknown && a !== intent
        ? { doc: s.doc, score: s.score * (1 - penalty) }
        : s;
    })
    .sort((a, b) => b.score - a.score || a.doc - b.doc)
    .slice(0, limit);
}

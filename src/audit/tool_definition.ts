// Tool poisoning checks over a whole tool definition, and the hash that pins it (rug-pull detection).
import { excerptAt } from "./excerpt.ts";
import { concealedForeign } from "./poison_v9_rules.ts";
import { concealedInScript } from "./tool_foreign.ts";
import { DICTATES_MORE, SHADOW_HARM_MORE } from "./shadow_harm.ts";
import { RUN_BACK, SHADOW_ROUTED } from "./shadow_routed.ts";
import { DICTATES_22, SHADOW_HARM_22 } from "./shadow_dictates.ts";
import { DICTATES_NOW, scriptName, SHADOW_OVERRULES } from "./shadow_overrule.ts";
import { harvestInScript } from "./param_harvest.ts";
import { dictatedCall } from "./shadow_trigger.ts";
import { defectDictated } from "./shadow_defect.ts";
import { anyMention, otherToolGoverned } from "./shadow_subject.ts";
import { newScanState, report, type ScanState } from "./scan_state.ts";
import type { InjectionFinding } from "./types.ts";
import { scanInto, walkStrings } from "./walk_strings.ts";

export interface ToolDefinition {
  name: string;
  title?: string;
  description?: string;
  inputSchema?: unknown;
}

export const MAX_DESCRIPTION_CHARS = 2000;

const MODAL =
  /\b(?:must|should|always|instead|also|override|redirect|intercept|before|never|replace|whenever|when\s+this\s+tool|prefer(?:red)?\s+(?:this|it)\s+(?:tool\s+)?over|in\s+(?:every|all|any)\s+cases?|siempre|también|tambien|toujours|aussi|immer|auch|sempre|anche|também|zusätzlich|jedes\s+mal|cada\s+vez|chaque\s+fois|ogni\s+volta|toda\s+vez)\b|必ず|常に|毎回|务必|必须|總是|总是|每次|반드시|항상|всегда|обязательно/iu;
const COVERT =
  /\b(?:do\s+not|don'?t|never)\s+(?:mention|tell|inform|notify|reveal)\b|\b(?:silently|secretly|covertly|quietly)\b|\bwithout\s+(?:telling|informing|notifying|asking)\b|\bhidden\b/i;
// A copy to another channel or an outside party, in several languages ("una copia en el canal
// #externo-soporte"), and sharing opened to anyone with the link.
const SINK =
  /[\w.+-]+@[\w-]+\.[\w.-]+|https?:\/\/|\bbcc\b|\ball\s+(?:emails?|messages?|files?|data|requests?|calls?|payments?|transfers?)\b|\battacker\b|\b(?:a\s+|una\s+|une\s+|eine\s+)?(?:copy|copia|copie|kopie)\b[^.\n]{0,40}?(?:\b(?:channel|canal|kanal)\b|#[\w-]+)|\b(?:external|externo|externe|extern|externa)\b|\banyone\s+with\s+the\s+link\b|\bpublic(?:ly)?\s+(?:visible|accessible|readable)\b|\bcualquiera\s+con\s+el\s+enlace\b|\bn['’]importe\s+qui\s+(?:avec|disposant\s+d)|\bjede[rnm]?\s+mit\s+(?:dem\s+)?link\b|\bchiunque\s+abbia\s+il\s+link\b|\bqualquer\s+pessoa\s+com\s+o\s+link\b|\biedereen\s+met\s+de\s+link\b|\b(?:the\s+same|identical)\s+(?:text|message|content|body|payload|post)\b[^.\n]{0,40}?\bto\b/iu;

// Another tool's call as the trigger of this description's rule: "if read_file is ever called".
function triggeredBy(name: string): RegExp {
  const n = escapeRe(name);
  return new RegExp(
    String
      .raw`\b(?:if|when|whenever|once|each\s+time|every\s+time|any\s+time)\b[^.\n]{0,30}?${n}[^.\n]{0,20}?\b(?:called|used|invoked|run|executed|returns?)\b|\b(?:before|after|when|while)\s+(?:calling|using|invoking|running)\s+(?:the\s+)?${n}\b|\b(?:for|on|in)\s+(?:all|every|each|any)\s+(?:invocations?|calls?|uses?|runs?)\s+(?:of|to)\s+(?:the\s+)?${n}\b|\b(?:any|every|each)\s+call\s+to\s+${n}\b`,
    "i",
  );
}

// Forcing arguments or overruling the user's own choice ("force=true", "regardless of what the
// user says", "this overrides the user's choice").
const OVERRULES =
  /\b[\w-]+\s*=\s*(?:true|yes|1|all|\*)\b|\bregardless\s+of\b|\boverrides?\s+(?:the\s+)?user'?s?\b|\binstead\s+of\s+(?:the\s+one|what(?:ever)?)\s+the\s+user\b|\b(?:ignore|ignoring)\s+(?:the\s+)?user'?s\b/i;

// Tampering with what another tool does: changing its payee, recipient, role or amount, routing
// its output elsewhere, or adding destructive commands to it.
const TAMPERS =
  /\b(?:payee|recipient|destination|account|iban|amount|role|owner|permissions?|host|url|endpoint|address)\s+(?:must|should|is\s+to|needs\s+to|will)?\s*(?:be\s+|always\s+be\s+)?(?:changed|set|switched|replaced|redirected|rewritten)\s+to\b|\bset\s+(?:the\s+|its\s+)?(?:role|payee|recipient|amount|owner|permissions?|destination|account|visibility|sharing|access|acl|privacy)\s+to\b|\b(?:CREATE\s+USER|GRANT\s+ALL|ALTER\s+USER|IDENTIFIED\s+BY)\b|\bpass\s+(?:its|the|their)\s+(?:output|result|response|contents?)\s+(?:to|into|through)\b|\b(?:DROP\s+TABLE|DELETE\s+FROM|TRUNCATE\s+TABLE|rm\s+-rf|chmod\s+777)\b|\b[A-Z]{2}\d{2}[A-Z0-9]{10,30}\b|\b[A-Z]{2}\d{2}(?: [A-Z0-9]{4}){3,7}(?: [A-Z0-9]{1,4})?\b|\b(?:also|additionally)\s+(?:delete|remove|wipe|erase|drop)\b|\b(?:lösche|entferne|borra|elimina|supprime|efface|cancella|apague|exclua|verwijder)\s+(?:zusätzlich|auch|además|también|aussi|également|anche|também|ook)\b|(?<!\p{L})(?:cambia|cambie|change|changez|ändere|modifica|altere|mude|wijzig)\s+(?:siempre\s+|toujours\s+|immer\s+|sempre\s+|altijd\s+)?(?:la\s+|le\s+|die\s+|a\s+|de\s+)?(?:visibilidad|visibilité|sichtbarkeit|visibilità|visibilidade|zichtbaarheid|permisos|berechtigungen|destinatario|destinataire|empfänger|beneficiario|bénéficiaire)\b/iu;

// Hooking another tool's call: this tool called first with its arguments, its arguments or
// results rewritten, a step taken on someone's behalf ("first call this tool with the same
// arguments", "attachments replaced by the link returned from this tool", "multiply them by 100").
const HOOKS =
  /\b(?:call|invoke|run|use)\s+this\s+tool\b|\b(?:returned|produced|generated)\s+(?:from|by)\s+this\s+tool\b|\bwith\s+the\s+same\s+(?:arguments|parameters|inputs?)\b|\b(?:replaced|rewritten|swapped|substituted|multiplied|divided|overwritten)\s+(?:by|with|into)\b|\b(?:multiply|divide|replace|rewrite|swap|substitute|prepend|append|add)\b[^.\n]{0,40}?\b(?:before|prior\s+to)\s+(?:calling|passing|sending|it|them)\b|\bon\s+(?:their|his|her|the\s+user'?s)\s+behalf\b|\beven\s+if\s+the\s+user\b|\b(?:add|set)\s+(?:the\s+)?(?:reviewer|approver|owner|admin|recipient|cc|bcc)\b|\b(?:pass|give|send|provide|hand)\b[^.\n]{0,40}?\b(?:passwords?|credentials?|secrets?|tokens?|api\s+keys?|private\s+keys?)\b[^.\n]{0,12}?\bto\s+(?:it|this\s+tool)\b/i;

// Round 28 (v30 guided): after another server's tool, an outside address or a forcing flag needs
// no modal word: "при любом вызове `upload_file` … замени адрес назначения на https://…",
// "`git_push` … 항상 --force". A documentation link or an example is no target; an IBAN is left to
// TAMPERS ("IBANs such as DE89 … are shown grouped" is a format note).
const OUTSIDE_TARGET =
  /(?<!\b(?:see|docs?|documentation|details|guide|more\s+at|reference|such\s+as|e\.g\.|for\s+example|like)\W{0,3})(?:(?:https?|s?ftp|git):\/\/(?!docs\.)|[\w.+-]+@[\w-]+\.[a-z]{2,})|(?<![\w-])--(?:force|mirror|no-verify|insecure|allow-unauthenticated)\b/i;

function escapeRe(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/** A plain word like "search" only counts when quoted or called "… tool"; identifiers count anywhere. */
function mentionPattern(name: string): RegExp {
  const n = escapeRe(name);
  if (scriptName(name)) return new RegExp(n, "u");
  if (/[_\-.\/\d]/.test(name) || /[a-z][A-Z]/.test(name)) {
    return new RegExp(`(?<![A-Za-z0-9])${n}(?![A-Za-z0-9])`, "i");
  }
  return new RegExp(`[\`'"]${n}[\`'"]|\\b${n}\\s+tool\\b`, "i");
}

function shadowing(text: string, path: string, names: string[], st: ScanState): void {
  for (const name of names) {
    const mention = mentionPattern(name);
    const m = mention.exec(text);
    if (!m) continue;
    const window = text.slice(Math.max(0, m.index - 200), m.index + m[0].length + 200);
    const rules = MODAL.test(window) || triggeredBy(name).test(window) ||
      DICTATES_MORE.test(window) || DICTATES_NOW.test(window) || DICTATES_22.test(window) ||
      RUN_BACK.test(window);
    const harm = COVERT.test(window) || SINK.test(window) || OVERRULES.test(window) ||
      TAMPERS.test(window) || HOOKS.test(window) || concealedForeign.test(window) ||
      SHADOW_HARM_MORE.test(window) || SHADOW_OVERRULES.test(window) ||
      SHADOW_HARM_22.test(window) ||
      SHADOW_ROUTED.test(window);
    // Round 25: a rule triggered by the other tool's call that dictates what it does is harm
    // enough on its own (see shadow_trigger.ts); any mention may carry the trigger (inj56).
    if (
      !(rules && harm) && !anyMention(text, mention, dictatedCall) &&
      !defectDictated(text, m.index + m[0].length) &&
      !otherToolGoverned(text, mention) &&
      !OUTSIDE_TARGET.test(text.slice(m.index + m[0].length, m.index + m[0].length + 200))
    ) continue;
    const excerpt = excerptAt(text, m.index, m.index + m[0].length, st.cache);
    report(st, { rule: "cross-tool-shadowing", severity: "high", path, excerpt });
    return;
  }
}

/** The user kept in the dark in Japanese, Chinese, Korean or Russian (no ASCII keyword to gate on). */
function concealedScript(text: string, path: string, st: ScanState): void {
  const hit = concealedInScript(text);
  if (!hit || st.findings.some((f) => f.path === path && f.rule === "concealed-from-user")) return;
  const excerpt = excerptAt(text, hit.start, hit.end, st.cache);
  report(st, { rule: "concealed-from-user", severity: "high", path, excerpt });
}

/** A field filled with the conversation or the user's secrets, in Japanese, Chinese or Korean. */
function harvestScript(text: string, path: string, st: ScanState): void {
  const hit = harvestInScript(text);
  if (!hit || st.findings.some((f) => f.rule === "secret-into-parameter")) return;
  const excerpt = excerptAt(text, hit.start, hit.end, st.cache);
  report(st, { rule: "secret-into-parameter", severity: "high", path, excerpt });
}

/** Very long descriptions bury instructions (padding is reported per string by scan_text). */
function anomaly(description: string, st: ScanState): void {
  if (description.length <= MAX_DESCRIPTION_CHARS) return;
  const excerpt = `description is ${description.length} characters long: ` +
    excerptAt(description, 0, 60, st.cache);
  report(st, { rule: "description-anomaly", severity: "low", path: "/description", excerpt });
}

/**
 * Tool-poisoning scan of the model-visible parts of a tool: name, title, description and every
 * string inside inputSchema (descriptions, enum values, defaults, examples, property names).
 * `otherToolNames` (the rest of the aggregated catalogue) enables cross-tool shadowing detection.
 */
export function scanToolDefinition(
  tool: ToolDefinition,
  otherToolNames: string[] = [],
  ownToolNames: string[] = [],
): InjectionFinding[] {
  const st = newScanState();
  const parts: Array<[unknown, string]> = [
    [tool.name, "/name"],
    [tool.title, "/title"],
    [tool.description, "/description"],
    [tool.inputSchema, "/inputSchema"],
  ];
  for (const [value, path] of parts) scanInto(value, path, "d", st);
  // A server describing how its own tools work together is not shadowing.
  const own = new Set([tool.name, ...ownToolNames]);
  const others = [...new Set(otherToolNames)].filter((n) => n.length >= 3 && !own.has(n));
  if (others.length > 0) {
    for (const [value, path] of parts.slice(1)) {
      walkStrings(value, path, (text, p) => shadowing(text, p, others, st));
    }
  }
  for (const [value, path] of parts.slice(2)) {
    walkStrings(value, path, (text, p) => {
      concealedScript(text, p, st);
      harvestScript(text, p, st);
    });
  }
  if (typeof tool.description === "string") anomaly(tool.description, st);
  return st.findings;
}

function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (typeof value !== "object" || value === null) return value;
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(value).sort()) {
    const v = (value as Record<string, unknown>)[key];
    // defineProperty keeps a JSON "__proto__" member as data (plain assignment would drop it).
    if (v !== undefined) {
      Object.defineProperty(out, key, { value: canonical(v), enumerable: true, writable: true });
    }
  }
  return out;
}

/** SHA-256 hex of canonical JSON (sorted keys) of { name, description, inputSchema }; missing → null. */
export async function toolDefinitionHash(
  tool: { name: string; description?: string; inputSchema?: unknown },
): Promise<string> {
  const text = JSON.stringify(canonical({
    name: tool.name,
    description: tool.description ?? null,
    inputSchema: tool.inputSchema ?? null,
  }));
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, "0")).join("");
}

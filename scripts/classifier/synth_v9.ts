// Benign specimens of classifier round 23: a quoted attack that a frame labels as training
// material, a course sample or a test case, in 30 languages (lexicon_v9.ts). A fresh author's
// security-training texts in Indonesian, Arabic, Ukrainian and Hindi were flagged (round 22:
// trn5's group A) because the training data had such specimens almost only in English. The
// quote is composed from the same attack lexicons as the synthetic attacks, so the frame, not
// the quote, is what these examples teach.
import { LANGS } from "./lexicon.ts";
import { mergedLangs } from "./lexicon_more.ts";
import { SPECIMEN } from "./lexicon_v9.ts";
import { CARRIER, englishAttack, type Example, rng } from "./synth.ts";

const pick = <T>(r: () => number, xs: T[]): T => xs[Math.floor(r() * xs.length)];
const PARTS = mergedLangs(LANGS);
const FOREIGN = Object.keys(SPECIMEN).filter((k) => k !== "en");

// Headings and lines of the documents such specimens sit in (English, as in a mixed wiki).
const HEADING = [
  "# Awareness course, unit 3",
  "## Handling untrusted input",
  "Slides: spotting prompt injection",
  "Quarterly security newsletter",
  "QA fixtures for the mail filter",
];
const CONTEXT = [
  "Tool output is data; only the user gives instructions.",
  "Forward anything similar to the security desk.",
  "Each row below was written by the red team for the detector's tests.",
  "",
];

/** The quoted order: an addressee, a voiding phrase, often an act, in language `code`. */
function quote(r: () => number, code: string): string {
  if (code === "en") return englishAttack(r).replace(/[.!]\s*$/, "");
  const p = PARTS[code];
  const addr = r() < 0.5 ? `${pick(r, p.addr)} ` : "";
  const sep = p.and ? ` ${p.and} ` : " ";
  const act = r() < 0.6 ? `${sep}${pick(r, p.action)}` : "";
  return `${addr}${pick(r, p.override)}${act}`.replace(/[.!।]\s*$/, "");
}

function specimen(r: () => number, code: string): string {
  const f = SPECIMEN[code];
  const body = pick(r, f.body).replace("{q}", quote(r, code));
  const verdict = r() < 0.75 ? ` ${pick(r, f.verdict)}` : "";
  return `${pick(r, f.label)} ${body}${verdict}`;
}

/**
 * `n` attacks next to a specimen: the same frames, then (or before) an order to the assistant in
 * the same language, not quoted. A fresh author hid attacks beside such training material
 * (round 23); these keep the frame from excusing the window that carries the order.
 */
export function specimenAttacks(n: number, seed: number): Example[] {
  const r = rng(seed);
  return Array.from({ length: n }, () => {
    const code = r() < 0.15 ? "en" : pick(r, FOREIGN);
    const order = code === "en" ? englishAttack(r) : `${quote(r, code)}.`;
    const s = specimen(r, code);
    const text = r() < 0.5 ? `${s}\n${order}` : `${order}\n${s}`;
    return { text: r() < 0.5 ? text : pick(r, CARRIER)(text), malicious: true };
  });
}

/** `n` benign specimens (about 85 % not English), alone, in a document, or in a carrier. */
export function benignSpecimens(n: number, seed: number): Example[] {
  const r = rng(seed);
  return Array.from({ length: n }, () => {
    const code = r() < 0.15 ? "en" : pick(r, FOREIGN);
    const s = specimen(r, code);
    const k = r();
    const benign = PARTS[code]?.benign ?? [];
    const text = k < 0.25
      ? s
      : k < 0.55
      ? `${pick(r, HEADING)}\n\n${pick(r, CONTEXT)}\n\n- ${s}`.replace("\n\n\n\n", "\n\n")
      : k < 0.75 && benign.length > 0
      ? `${pick(r, benign)}\n${s}\n${pick(r, benign)}`
      : pick(r, CARRIER)(s);
    return { text, malicious: false };
  });
}

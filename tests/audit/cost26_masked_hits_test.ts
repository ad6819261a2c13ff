// Cost round 26: hitsOfEvents with a mask over the gate's rules gives the wanted rules exactly the
// hits, order and caps of the unmasked call (shared_pass.ts reads one side of the combined gate).
import assert from "node:assert/strict";
import { remapEvents } from "../../src/audit/gate_events.ts";
import { buildGate, hitsOfEvents, scanEvents } from "../../src/audit/keyword_gate.ts";
import { sliceEdits } from "../../src/audit/excerpt.ts";
import { PHRASE_GATE_ENTRIES } from "../../src/audit/phrase_scan.ts";
import { TEXT_GATE_ENTRIES } from "../../src/audit/text_scan.ts";
import { REALISTIC_BENIGN, realisticSecrets } from "./fixtures/realistic.ts";
import { ALL_POSITIVES } from "./fixtures/quality.ts";

type Tag = { side: "secret" | "phrase"; rule: unknown };

/** The two rule families in one gate, as shared_pass.ts builds it (one tag per rule). */
function combinedGate() {
  const tags = new Map<unknown, Tag>();
  const tag = (side: Tag["side"], rule: unknown) => {
    if (!tags.has(rule)) tags.set(rule, { side, rule });
    return tags.get(rule)!;
  };
  return buildGate<Tag>([
    ...TEXT_GATE_ENTRIES.map((e) => ({ rule: tag("secret", e.rule), keywords: e.keywords })),
    ...PHRASE_GATE_ENTRIES.map((e) => ({ rule: tag("phrase", e.rule), keywords: e.keywords })),
  ]);
}

const GATE = combinedGate();
const MASKS = {
  secret: Uint8Array.from(GATE.ruleList, (t) => t.side === "secret" ? 1 : 0),
  phrase: Uint8Array.from(GATE.ruleList, (t) => t.side === "phrase" ? 1 : 0),
};

function texts(): string[] {
  const secrets = realisticSecrets().map((c) => c.text);
  const attacks = ALL_POSITIVES.map((c) => c.text);
  const long = [...REALISTIC_BENIGN, ...secrets, ...attacks].join("\n");
  return [long, ...REALISTIC_BENIGN.slice(0, 20), ...secrets.slice(0, 20), ...attacks.slice(0, 40)];
}

function sameSide(events: ReturnType<typeof scanEvents>, cap?: number): number {
  const full = [...hitsOfEvents(GATE, events, cap)];
  for (const side of ["secret", "phrase"] as const) {
    const masked = [...hitsOfEvents(GATE, events, cap, MASKS[side])];
    assert.deepEqual(masked, full.filter(([t]) => t.side === side));
  }
  return full.length;
}

Deno.test("masked hits equal the unmasked call's, for each side, on whole texts", () => {
  let rules = 0;
  for (const text of texts()) rules += sameSide(scanEvents(GATE, text));
  assert.ok(rules > 100, `only ${rules} rule hit lists were compared`);
});

Deno.test("masked hits equal the unmasked call's on slices mapped through their cut edits", () => {
  const text = texts()[0];
  const events = scanEvents(GATE, text);
  for (let from = 0; from < text.length; from += 7919) {
    const to = Math.min(text.length, from + 20_000);
    const slice = text.slice(from, to);
    sameSide(remapEvents(GATE, events, slice, sliceEdits(text.length, from, to)));
  }
});

Deno.test("a small cap turns the same lists to null with or without the mask", () => {
  const events = scanEvents(GATE, texts()[0]);
  assert.ok([...hitsOfEvents(GATE, events, 3)].some(([, at]) => at === null));
  sameSide(events, 3);
});

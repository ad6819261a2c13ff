// Redaction round 18, for authors outside the tuning sets' domains: a SIM's authentication key
// `Ki` and the operator variant `OP`/`OPc` of 3GPP MILENAGE (TS 35.205/35.206) are 128-bit
// secrets written as 32 hex digits in HSS/UDM provisioning files and SIM vendors' output files.
// Only that exact form counts: `opc: opc.tcp://…` (an OPC UA endpoint) and short values stay.
import { randomMaterial } from "./credential_shape.ts";
import type { Span, TextRule } from "./rule_kit.ts";
import { execWindows } from "./windows.ts";

const SIM_KEY =
  /(?<![\w-])(?:Ki|KI|ki|OPc|OPC|opc|OP)[ \t]*(?:[:=]|[ \t])[ \t]*["']?([0-9A-Fa-f]{32})(?![\w-])/dg;

function findSimKeys(text: string, at: number[] | null): Span[] {
  const spans: Span[] = [];
  execWindows(SIM_KEY, text, at, 8, 60, (m, offset) => {
    if (!randomMaterial(m[1], 20)) return;
    const start = offset + m.indices![1]![0];
    spans.push({ start, end: start + m[1].length, rule: "sim-auth-key", category: "secret" });
  });
  return spans;
}

export const SIM_KEY_RULES: TextRule[] = [
  {
    id: "sim-auth-key",
    category: "secret",
    keywords: ["ki:", "ki=", "ki ", "opc", "op:", "op=", "op "],
    find: findSimKeys,
  },
];

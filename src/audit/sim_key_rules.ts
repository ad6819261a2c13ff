// Redaction round 18, for authors outside the tuning sets' domains: a SIM's authentication key
// `Ki` and the operator variant `OP`/`OPc` of 3GPP MILENAGE (TS 35.205/35.206) are 128-bit
// secrets written as 32 hex digits in HSS/UDM provisioning files and SIM vendors' output files.
// Only that exact form counts: `opc: opc.tcp://…` (an OPC UA endpoint) and short values stay.
import { randomMaterial } from "./credential_shape.ts";
import type { Span, TextRule } from "./rule_kit.ts";
import { execWindows } from "./windows.ts";

// Round 19: the name may be followed by an aside before the colon ("OPc for the private LTE batch
// (HSS import): <hex>").
const SIM_KEY =
  /(?<![\w-])(?:Ki|KI|ki|OPc|OPC|opc|OP)(?:[ \t]*(?:[:=]|[ \t])|[ \t][^:=\n"'<>{}]{1,60}:)[ \t]*["']?([0-9A-Fa-f]{32})(?![\w-])/dg;
const SIM_NAME = /^(?:ki|opc?)$/i;

/** A JSON member `"ki": "<32 hex>"` / `"opc": …` (a SIM's keys in a provisioning record). */
export function simKeyMember(key: string, value: string): boolean {
  return SIM_NAME.test(key) && /^[0-9A-Fa-f]{32}$/.test(value) && randomMaterial(value, 20);
}

// Round 19: a SIM vendor's output file is CSV whose header names the column (`IMSI,ICCID,KI`);
// each row's cell under `KI`/`OPC`/`OP` that is 32 hex digits of random material goes.
function findSimColumns(text: string, spans: Span[]) {
  const lines = text.split("\n");
  let offset = 0, column = -1, sep = ",";
  for (const line of lines) {
    const header = /^[\w ]+(?:[,;\t|][\w ]+)+$/.test(line) ? line.match(/[,;\t|]/)![0] : "";
    const cols = header ? line.split(header).map((c) => c.trim()) : [];
    if (cols.some((c) => SIM_NAME.test(c))) {
      column = cols.findIndex((c) => SIM_NAME.test(c));
      sep = header;
    } else if (column >= 0) {
      const cells = line.split(sep);
      const cell = cells[column]?.trim() ?? "";
      if (cells.length < 2) column = -1;
      else if (simKeyMember("ki", cell)) {
        const start = offset + cells.slice(0, column).join(sep).length + (column ? 1 : 0) +
          cells[column].indexOf(cell);
        spans.push({ start, end: start + 32, rule: "sim-auth-key", category: "secret" });
      }
    }
    offset += line.length + 1;
  }
}

function findSimKeys(text: string, at: number[] | null): Span[] {
  const spans: Span[] = [];
  execWindows(SIM_KEY, text, at, 8, 140, (m, offset) => {
    if (!randomMaterial(m[1], 20)) return;
    const start = offset + m.indices![1]![0];
    spans.push({ start, end: start + m[1].length, rule: "sim-auth-key", category: "secret" });
  });
  if (/(?:^|[,;\t|])[ \t]*(?:KI|Ki|ki|OPC|OPc|opc|OP)[ \t]*(?:$|[,;\t|])/m.test(text)) {
    findSimColumns(text, spans);
  }
  return spans;
}

// Round 19: an eSIM's activation code (GSMA SGP.22: `LPA:1$<SM-DP+ address>$<matching id>`), as
// a QR code or a JSON member holds it; the matching id downloads the operator's profile once.
const LPA_CODE = /(?<![\w-])LPA:1\$[a-z0-9.-]+\.[a-z]{2,}\$([A-Za-z0-9-]{8,64})(?![\w-])/dgi;

function findActivationCodes(text: string, at: number[] | null): Span[] {
  const spans: Span[] = [];
  execWindows(LPA_CODE, text, at, 0, 200, (m, offset) => {
    if (/^0+$|^(?:x+|test|sample)/i.test(m[1].replaceAll("-", ""))) return;
    const start = offset + m.indices![1]![0];
    spans.push({ start, end: start + m[1].length, rule: "esim-activation", category: "secret" });
  });
  return spans;
}

export const SIM_KEY_RULES: TextRule[] = [
  {
    id: "esim-activation",
    category: "secret",
    keywords: ["lpa:1$"],
    find: findActivationCodes,
  },
  {
    id: "sim-auth-key",
    category: "secret",
    keywords: ["ki:", "ki=", "ki ", "opc", "op:", "op=", "op ", ",ki", "ki,", ",op", "op,"],
    find: findSimKeys,
  },
];

// The state of one redactValue walk (redact.ts): what it found, which rules can match, the
// memo of short strings and the secrets to find again in the row's other strings.
import type { RulePlan, Span } from "./text_scan.ts";
import type { SecretValues } from "./same_value.ts";
import type { Redaction } from "./types.ts";

export interface Walk {
  out: Redaction[];
  /** Rules that can match anywhere in the value; undefined = try all. */
  plan?: RulePlan;
  contacts: boolean;
  /** The string being walked sits under an identifier key (`id`, `JobRunId`, `sha`): see id_keys. */
  idKey?: boolean;
  /** Short strings already redacted in this value (rows repeat their values): output and rules. */
  memo: Map<string, { out: string; found: Span[] }>;
  /** False once the copy may serialise differently even unredacted (toJSON, depth, class instances). */
  faithful: boolean;
  /** Values redacted so far, found again in the row's other strings at the end (row_values.ts). */
  secrets: SecretValues;
}

export function newWalk(plan: RulePlan | undefined, contacts: boolean, memo: Walk["memo"]): Walk {
  return { out: [], plan, contacts, memo, faithful: true, secrets: new Map() };
}

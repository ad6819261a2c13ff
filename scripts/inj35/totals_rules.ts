/**
 * scripts/audit_totals.ts with the trained classifier switched off (the rules alone).
 * Run: deno run -A scripts/inj35/totals_rules.ts > /work/cache/inj35/rules.json
 */
import { setInjectionClassifier } from "../../src/audit/classifier_scan.ts";

setInjectionClassifier(null);
await import("../audit_totals.ts");

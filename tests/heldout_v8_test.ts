// Shape and reproducibility of the v8 held-out audit set; never scores it (see the helper).
// v8's emphasis is long documents (1 KB or more) on both sides of each label.
import { heldoutAuditSetTests } from "./_helpers/heldout_audit_set.ts";

heldoutAuditSetTests("v8", { redaction: [25, 10], injection: [30, 20] });

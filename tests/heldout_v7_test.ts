// Shape and reproducibility of the v7 held-out audit set; never scores it (see the helper).
import { heldoutAuditSetTests } from "./_helpers/heldout_audit_set.ts";

heldoutAuditSetTests("v7");

// Redaction round 47: an identifier named as such (a shipment, order or idempotency key's id) and
// an empty assignment are left alone; the secrets beside the same words still go. Guided by
// v38's benign changes; examples written here.
import assert from "node:assert/strict";
import { namedAsId } from "../../src/audit/named_id.ts";
import { gone as caught, kept as quiet } from "./_gone_kept.ts";

Deno.test("a prefixed hex value the clause names as an id stays", () => {
  quiet("Ops: the parcel id on that route is pcl_1b9e0c77d2a54f3e8a61c0d94e7f2b35, call the depot");
  quiet("| order id | `ord_7f3a9c21e4b86d05a1c3e9f7b2d40c68` |\n\n(from the API guide)");
  quiet(
    "Reviewed the Idempotency-Key in the log: 3f9a1c2e-7b4d-4e8a-9c61-0d2e5f7a8b93 — all fine.",
  );
});

Deno.test("a secret after an id of a session, a licence or a certificate still goes", () => {
  caught(
    "TELEMATICS_SESSION_ID=abc_9Qx7LmT2vR8pZk4Wn6YsH3dJc5FbG1eK0",
    "9Qx7LmT2vR8pZk4Wn6YsH3dJc5FbG1eK0",
  );
  caught(
    "the key id is public, the key is sk_live_4eC39HqLyjWDarjtT1zdp7dc",
    "4eC39HqLyjWDarjtT1zdp7dc",
  );
  caught("Set-Cookie: connect.sid=s%3A7koJCU3UPWTLzzKOq1v8gH2nR5tYwE9b.xY", "7koJCU3UPWTLzzKO");
});

Deno.test("namedAsId reads the id word, its qualifier and the words before the link", () => {
  assert(namedAsId("the shipment id on that parcel is "));
  assert(namedAsId("| shipment id | `"));
  assert(namedAsId("trackingId: "));
  assert(!namedAsId("Customer paid with card "), "`paid` holds no id word");
  assert(!namedAsId("connect.sid="), "a session cookie's name is no id");
  assert(!namedAsId("eBay cert id: "), "a certificate's id is its secret");
  assert(!namedAsId("the session id for the portal is "));
  assert(!namedAsId("the order id and the api key are "));
});

Deno.test("an empty assignment before the next field is no value; a password holding `=` is", () => {
  quiet('scan_event{hub="LHR3"} ref=MAILER_API_KEY= label="MAILER_API_KEY" src=desk');
  caught(
    "the credential for the partner is\npassword_sftp.secret = tru=Q@$o@_hsd%e\nstore it",
    "tru=Q@$o@_hsd%e",
  );
  caught("API_KEY=Zq81mXvT4pLw9sKd2RfY7hNc", "Zq81mXvT4pLw9sKd2RfY7hNc");
});

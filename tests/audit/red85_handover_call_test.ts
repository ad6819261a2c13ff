// Issue 13, redaction round red85 (guided by v61's and v62's idempotency keys): a UUID alone on the
// line after a handover item that names a call sent to a service is the call's id and is kept; a
// UUID under an item naming a system, and a passcode under a call, are still redacted. Examples
// written here, not copied from a set; each kept text is changed by the base code.
import { gone, kept } from "./_gone_kept.ts";

const UUID = "3f1c9a72-58be-4d06-9e2a-b7c41d05e8aa";

Deno.test("a UUID under a handover item naming a call is kept", () => {
  kept(`Übergabe Lager\n- der Mollie-Aufruf:\n${UUID}\n- Paletten gezählt`);
  kept(`Handover for Friday\n- the refund API call:\n${UUID}\n- bins out by six`);
  kept(`Relève du soir\n- l'appel au prestataire de paiement:\n${UUID}\n- four éteint`);
});

Deno.test("a UUID under a system, or a login under a call, is still redacted", () => {
  gone(`Handover for Friday\n- the fleet tracker:\n${UUID}\n- bins out by six`, UUID);
  const login = "Kestrel7wQ2mZp";
  gone(`Handover for Friday\n- the supplier call portal:\n${login}\n- bins out by six`, login);
});

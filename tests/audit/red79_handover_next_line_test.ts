// Issue 13, redaction round red79 (guided by v53's, v58's, v59's and v60's misses): a handover list
// item naming a system ends with a colon, and its value stands alone on the next line. Examples
// written here, not copied from a set; each positive is left by the base code.
import { gone, kept } from "./_gone_kept.ts";

Deno.test("a value alone on the line after a handover item naming a system is redacted", () => {
  const generated = "qT5vNw8ZkR2pYd";
  gone(
    `Late shift notes:\n- dog walked\n- the booking tablet:\n${generated}\n- lights off`,
    generated,
  );
  const memorable = "Lighthouse42&";
  gone(`Cover notes for Sam\n* stock count done\n* card reader app:\n${memorable}`, memorable);
  const hex = "5e0c7a91d2b84f36a1c9e07d4b2f8a63";
  gone(`Notes for Monday\n- the weather station feed:\n${hex}\n- order more gloves`, hex);
  const prefixed = "kx_3hd9wq0zt7mvp2rn5cbl8";
  gone(
    `Handover\n- post is in the tray\n- label printer cloud:\n${prefixed}\n- back at 9`,
    prefixed,
  );
});

Deno.test("references, ids and public values after a handover item are kept", () => {
  // Capitals and digits only, digits only, a date: a batch, an account number, a day.
  kept("Handover\n- float counted\n- the paint batch:\n7QX40LMB29\n- bins out");
  kept("Handover\n- float counted\n- the supplier account:\n4471203958\n- bins out");
  kept("Handover\n- float counted\n- next delivery:\n2026-03-14\n- bins out");
  // An item naming an id kind, whatever the value's shape.
  kept(
    "Handover\n- float counted\n- the PDF checksum:\n9b1f0e2c7d3a48e5b6c1f0a2d9e87b34\n- bins out",
  );
  // A subresource-integrity digest and a Twilio Account SID are public formats.
  kept(
    "Handover\n- lockfile:\nsha384-Qm4vX8kT2zR7pW1yL9nB3cD6fH0jK5sA8eG4uI2oP7qT1wE3rY6\n- bins out",
  );
  kept("Handover\n- SMS account:\nAC0f3e9b2a7c4d1e8f6a5b0c9d2e7f4a1b\n- bins out");
  // A value not alone on its line, or a line that is not followed by the list, is not this frame.
  kept("Handover\n- the tablet:\nqT5vNw8ZkR2pYd is what Jo said\n- bins out");
  kept("Meeting notes\n- the tablet:\nqT5vNw8ZkR2pYd\nThen we talked about the summer rota.");
});

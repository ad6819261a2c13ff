// Issue 13, redaction round red67 (guided by v52's, v53's and v54's misses): a value told as what
// the writer got in with, or named as "the <system> one" at the head of its sentence. Examples
// written here, not copied from a set; each positive is left by the base code.
import { gone, kept } from "./_gone_kept.ts";

Deno.test("the value an access report says was used is redacted", () => {
  const pw = "Tq7vWm2Lr9Xz";
  gone(
    `Tuesday, north depot: logged into the loading bay door controller using ${pw}, two faults cleared.`,
    pw,
  );
  const marked = "Vellum!5082R";
  gone(
    `Quick update - signed in to the hire portal with ${marked} and the order is through`,
    marked,
  );
  const b64 = "Jd8Rk2Wq5Zt1Nb7Xc4Vm0Ls3Pf6Hg9Ty2Ue5Io8Aa1=";
  gone(`finally got onto the SMS gateway with ${b64}; messages queued.`, b64);
});

Deno.test("an access report with an id, a digest, a mask or words is kept", () => {
  // Hex is what a commit, a firmware image or an ETag is written in.
  kept("got into the build box with 4be1c09e7a2f5d3386e0b1c2d9f4a7e8c5b6d0f1, deploy ran.");
  // An id kind named before the value.
  kept("logged into the ticket with reference Ab3Xk9Lm2Qp7, closed it.");
  // One case with digits: a booking or a job reference.
  kept("got into the booking with KQ7731ZX4, seats confirmed.");
  kept("signed in with my work account, then uploaded the photos.");
  kept("logged in to the portal using ••••••••7q2A, all good.");
  // The value does not end its clause: a sentence goes on around it.
  kept("got into the app with Tq7vWm2Lr9Xz backups switched off for now");
});

Deno.test("a value opening its sentence as 'the <system> one' is redacted", () => {
  const pw = "Hc5Rv9Jm2Wx8Tq";
  gone(`${pw} is the stock room tablet one, the previous one expired.`, pw);
  const key = "Ux3Tb8Mq1Yk6Wr5Dj2Hn";
  gone(`Text from Ola, 09:12: ${key} is the courier booking one. Please swap it in.`, key);
});

Deno.test("an id, a digest or a placeholder as 'the <system> one' is kept", () => {
  kept("INV-2031-778120 is the stationery supplier one, the old one was paid.");
  kept("3f9a0c1d7e5b2a4968f0c3d1b7e6a5f4 is the nightly backup one, checksum matches.");
  kept("GB123456789012 is the customs one, use it on every entry.");
  kept("<API_KEY> is the sandbox one, fill it in before running.");
  // The value stands inside a sentence, not at its head.
  kept("I think Rn4kWz8Qd2pX is the stock room tablet one, ask Sam.");
});

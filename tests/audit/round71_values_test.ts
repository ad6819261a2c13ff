// Issue 13, redaction round 71 (guided by v56's misses): a live Stripe Checkout Session, an
// authenticator's key grouped in fours, and a value alone in a mail whose subject names it.
// Examples written here.
import { gone, kept } from "./_gone_kept.ts";

Deno.test("a live Stripe Checkout Session is redacted in a URL, a note and a sentence", () => {
  const a = "cs_live_a9Kq2Zx7LmP4wR1tVb8Nc3Hs6Dj0Fg5Yu2Ei";
  gone(`Customer asked again, resend https://checkout.stripe.com/c/pay/${a}#fidk`, a);
  const b = "cs_live_Tz3Wq8Lr5Nv1Kx7Pm2Bc9Hd4Fs6Jg0Ya";
  gone(`- deposit link (Sat): ${b}`, b);
  gone(`o link do pagamento é ${b}, válido até amanhã`, b);
});

Deno.test("test-mode sessions, words and short ids after cs_ are kept", () => {
  kept(`Try it with cs_test_a1B2c3D4e5F6g7H8i9J0kLmNoPqRsTuV in the sandbox.`);
  kept(`The column cs_live_started_at_timestamp_utc holds when the session began.`);
  kept(`Sessions are named cs_live_<id> in live mode and cs_test_<id> in test mode.`);
});

Deno.test("an authenticator key in eight groups of four is redacted, in either case", () => {
  const a = "MZ3K QP7X TR2W LN5V HB6Y DC4J GF7S AE2Q";
  gone(`Manual entry for the till tablet: ${a}`, a);
  const b = "mz3k qp7x tr2w ln5v hb6y dc4j gf7s ae2q";
  gone(`can someone add this to the shared phone?\n${b}\nthanks`, b);
});

Deno.test("card numbers, fingerprints, words and mixed-case groups are kept", () => {
  kept(`Use 4242 4242 4242 4242 with any future date in the sandbox.`);
  kept(`Key fingerprint 6C32 35D7 EA6E EC53 2A4B 7C3D 4E5F 6A7B 2C3D 4E5F (public).`);
  kept(`then this, with your team: come back soon when they have time for more`);
  kept(`Serials: Ab3k Qp7x Tr2w Ln5v Hb6y Dc4j Gf7s Ae2q on the shelf labels.`);
  kept(`Rows: AAAA BBBB CCCC DDDD EEEE FFFF GGGG HHHH are the aisle codes.`);
});

Deno.test("a value alone in a mail whose subject names a credential is redacted", () => {
  const a = "7e1c94b0d25a3f68c1e09b7d4a25f3c8e06b19d4";
  gone(
    `Subject: booking system webhook secret\n\nHi Jo,\n\nas asked, below:\n\n${a}\n\nTa, Sam`,
    a,
  );
  const b = "Vq8#Lz2mTw5!Kp";
  gone(`Betreff: Kassen-Passwort (Filiale Nord)\n\nHallo Max,\n\nhier ist es:\n\n${b}\n\nGruß`, b);
});

Deno.test("mails naming a public key, an id, several values or no credential are kept", () => {
  const v = "Hq4Tz8Wm2Lp6Xa";
  kept(`Subject: shop publishable key (public)\n\nHi,\n\nhere it is:\n\n${v}\n\nBest`);
  kept(`Subject: till password reset\n\nHi,\n\nticket:\n\n${v}\n${v}x\n\nBest`);
  const h = "3f9a2c7e1b8d4056a9c1e7f2b3d8a4c6e5f1b7d9";
  kept(`Subject: commit hash for the token fix\n\nHi,\n\nthe build is:\n\n${h}\n\nBest`);
  kept(`Subject: new API token rollout\n\nSteps:\n\nTKN-ROTATE-2026-PLAN\nTKN-CLEANUP-STEP-TWO\n`);
  kept(`Subject: weekend rota\n\nHi all,\n\n${h}\n\nthat is the build we ship.`);
});

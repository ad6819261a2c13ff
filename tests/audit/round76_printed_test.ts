// Issue 13, redaction round 76 (guided by v58's misses): backup codes, a WordPress application
// password and an Azure Storage account key recognised by their printed form, with no name
// beside them. Examples written here.
import { gone, kept } from "./_gone_kept.ts";

Deno.test("a printed list of dashed eight-digit backup codes is redacted", () => {
  const a = "4810-2297 6135-0482 9920-7713 2058-6641 7384-1906 5521-3378";
  gone(`Tomas: the laptop wants a code, which?\nAnnie: ${a}`, a);
  gone(`pinned in the till drawer: ${a} (cross one out when used)`, a);
});

Deno.test("plain numbers, counted runs, repeats, short lists and dates are kept", () => {
  kept(`Invoices 30418862 77152094 16630587 92047315 58810243 were paid.`);
  kept(`Tickets 1000-0001 1000-0002 1000-0003 1000-0004 1000-0005 were printed.`);
  kept(`Refs 4810-2297 4810-2297 6135-0482 9920-7713 2058-6641 in the log.`);
  kept(`Only 4810-2297 6135-0482 9920-7713 2058-6641 were logged.`);
  kept(`Readings 2026-1130 2026-1201 2026-1202 2026-1203 2026-1204 taken.`);
  kept(`Card 4242 4242 4242 4242 works in the sandbox.`);
});

Deno.test("a WordPress application password of six groups of four is redacted", () => {
  const a = "Qm4t Zr8K pLw2 Xv9d Hn3s Bc7J";
  gone(`new app password for the blog editor: ${a}, pasted from the profile page`, a);
  gone(`Lee: what goes in the plugin box?\nSam: ${a}\nLee: ta`, a);
});

Deno.test("IBANs, fingerprints, one-case groups, words and longer runs are kept", () => {
  kept(`Pay to FR76 3000 6000 0112 3456 7890 189 before Friday.`);
  kept(`Signing key fingerprint: 6C32 35D7 EA6E EC53 2A4B 7C3D`);
  kept(`Shelf labels: qm4t zr8k plw2 xv9d hn3s bc7j printed.`);
  kept(`Shelf labels: QM4T ZR8K PLW2 XV9D HN3S BC7J printed.`);
  kept(`Notes: Took Bird Home Then Left Soon, as agreed.`);
  kept(`Lot: Qm4t Zr8K 4410 Xv9d Hn3s Bc7J arrived.`);
  kept(`Serials: Qm4t Zr8K pLw2 Xv9d Hn3s Bc7J Ty5w on the shelf labels.`);
});

// 86 base64 characters and `==`: 64 bytes, an Azure Storage key's and a SHA-512's size.
const KEY64 =
  "mP2vR9tYw4ZbN8cK1dF6gH3jS5aE0uI7oQ2rT9yU4iO6pA1sD8fG3hJ5kL7zX0cV2bN4mQ6wE8rT1yU3iO5pA7==";

Deno.test("an Azure Storage key of 64 bytes is redacted where Azure is named", () => {
  gone(`Azure blobs for the Leeds shop, sorted: ${KEY64}`, KEY64);
  gone(`Ola sent the Azure thing again, it is ${KEY64} so the uploads work`, KEY64);
});

Deno.test("a SHA-512 of the same size, or such a value with no Azure named, is kept", () => {
  kept(`Azure pipeline artifact integrity: sha512-${KEY64}`);
  kept(`Azure build log: package contentHash ${KEY64}`);
  kept(`Azure release checksum (SHA-512, base64): ${KEY64}`);
  kept(`Ola sent the thing again, it is ${KEY64} so the uploads work`);
});

Deno.test("a Xero refresh token and a Freshdesk key are redacted where the vendor is named", () => {
  const x = "5c0e9a71d2b84f36a0e7c19d4b2f86e03a9d15c7e4b08f2a6d31c9e57b0a4f18";
  gone(`Re-linked Xero for the Hexham shop this morning, it gave ${x}`, x);
  const f = "Kp4wT9zQm2Rv7Xc1Ls8B";
  gone(`Freshdesk again: ${f} - put it in the helpdesk plugin`, f);
});

Deno.test("a digest beside Xero, one-case or word runs beside Freshdesk, and no vendor are kept", () => {
  const x = "5c0e9a71d2b84f36a0e7c19d4b2f86e03a9d15c7e4b08f2a6d31c9e57b0a4f18";
  kept(`Xero export for March, SHA-256 ${x}, filed with the accounts.`);
  kept(`Freshdesk ticket merged into QX7RM2KD9PLT4WZ8NB3H by the bot.`);
  kept(`Freshdesk column SlaBreachedTickets24 added to the view.`);
  kept(`Re-linked the accounts tool this morning, the file was ${x}`);
});

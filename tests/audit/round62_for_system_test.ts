// Issue 13, redaction round 62 (guided by v50's misses; the same frame missed in v49): a key or
// password handed over as "for <system> it's V", the value ending its line, in chat of any
// layout and in mail. Examples written here.
import { gone, kept } from "./_gone_kept.ts";

Deno.test('a key or password given as "for <system> it\'s V" is redacted', () => {
  const mixed = "Ktr7Wq2ZmX9pLs";
  gone(`Mo (10:02): for the label printer admin it's ${mixed}\nEve (10:03): ok`, mixed);
  const hex = "7d2c9e41b0a85f36e1d4c7b29a0f8e53c6d1b4a7";
  gone(`Hi Jo,\n\nFor the courier API it's ${hex}\n\nThe rota is on the wall.`, hex);
  const b64 = "Zq8Lm3Tx7Wv2Np5Rk9Hd4Bc6Yf1Gs0Ja+Qe/Uo==";
  gone(`Ana (18:40): for blob storage it’s ${b64}`, b64);
  const marked = "Orchard$Kettle4471";
  gone(`Lee (07:15): for the booking system it's ${marked}.`, marked);
  const words = "lantern-pebble-mosaic-72";
  gone(`For the router it's ${words}\nThanks`, words);
  const dotted = "Copper.318.Falcon!";
  gone(`for the back-office PC it's ${dotted}`, dotted);
  const prefixed = "zq9x.4b7e1d0c9a8f2e6d5c3b1a0f9e8d7c6b";
  gone(`For the stock feed it's ${prefixed}`, prefixed);
});

Deno.test('ids, slugs, references and placeholders after "for X it\'s" are kept', () => {
  kept(`Mo (10:02): for the book ISBN it's 9780306406157\nEve (10:03): ok`);
  kept(`for the AP MAC it's 3c:5a:b4:01:9e:7f`);
  kept(`For the order id it's Ab3dE5fG7hJ9kL`);
  kept(`for the API key it's \${COURIER_API_KEY}`);
  kept(`for the token it's ghp_xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx`);
  kept(`For the wiki it's the-new-page-12`);
  kept(`for the changelog it's release-notes-2024`);
  kept(`for the release it's v2.14.3-beta`);
  kept(`for the commit it's 3f9a2c1d8e7b6a5f4c3d2e1f0a9b8c7d6e5f4a3b`);
  // The value does not end the line: a sentence goes on, which other rules read.
  kept(`For reference it's 9f8e7d6c5b4a3f2e1d0c9b8a7f6e5d4c and that is all`);
  // No "for <system>" names what it opens.
  kept(`Honestly it's Kettle-Orchard-Lamp-2024`);
});

// Issue 13, redaction round red74: two look-alikes kept. A value given as the example of a
// product's manual or handbook (no vendor word needed, unless the manual is the writer's own), and
// an API request id (`req_` + its id) in whatever slot a text writes it. The same slots with a
// live value, or the writer's own manual, still lose the value.
import { gone, kept } from "./_gone_kept.ts";
import { rand, uuid } from "./fixtures/random.ts";

const ALNUM = "ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789";
const LOWER = "abcdefghijkmnopqrstuvwxyz0123456789";

Deno.test("an example from a product's manual is kept without a vendor word", () => {
  kept(`Example from the charger user manual: kiosk session = ${uuid()}`);
  kept(`Esempio dal manuale della colonnina: sessione = ${uuid()}`);
  kept(`Exempel ur handboken för laddstolpen: ${uuid()}`);
  kept(`Beispiel aus dem Handbuch der Ladesäule: Sitzung = ${uuid()}`);
  kept(`Példa a töltő kézikönyvéből: session = ${uuid()}`);
});

Deno.test("the writer's own manual, docs without a vendor, or a later sentence still lose it", () => {
  const id = uuid();
  gone(`Example from our ops manual: kiosk session = ${id}`, id);
  gone(`Esempio dal nostro manuale: kiosk session = ${id}`, id);
  gone(`Beispiel aus unserem Handbuch: kiosk session = ${id}`, id);
  gone(`Exempel ur vår handbok: kiosk session = ${id}`, id);
  gone(`Docs example: kiosk session = ${id}`, id);
  gone(`Example from the charger manual: none. The live kiosk session = ${id}`, id);
});

Deno.test("an API request id is kept in a secret's slot, an aside and a login sentence", () => {
  kept(`# depot portal\nDEPOT_PORTAL_SECRET=req_${rand(LOWER, 20)}`);
  kept(`Shift notes: Ana put the yard API key back in after the reboot -> req_${rand(ALNUM, 24)}`);
  kept(`Tom got into the fleet console from the back office PC with req_${rand(ALNUM, 16)}`);
});

Deno.test("a random value, another prefix or an overlong tail in the same slots still goes", () => {
  const plain = rand(ALNUM, 24);
  gone(`# depot portal\nDEPOT_PORTAL_SECRET=${plain}`, plain);
  const other = `rq_${rand(ALNUM, 24)}`;
  gone(`# depot portal\nDEPOT_PORTAL_SECRET=${other}`, other);
  const long = `req_${rand(ALNUM, 56)}`;
  gone(`# depot portal\nDEPOT_PORTAL_SECRET=${long}`, long);
});

const B64 = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
const UPPER = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";

Deno.test("a fingerprint, a DOI or a measurement id in a credential's slot is kept", () => {
  kept(`depot_bridge:\n  site: Leeds\n  credential: "SHA256:${rand(B64, 43)}"`);
  kept(
    `feeds:\n  - name: cited_paper\n    credential: "10.${rand("0123456789", 5)}/q${
      rand(LOWER, 4)
    }.${rand("0123456789", 4)}"`,
  );
  kept(`feeds:\n  - name: site_analytics\n    credential: "G-${rand(UPPER, 10)}"`);
});

Deno.test("the same slots with a random value or a broken format still lose it", () => {
  const plain = rand(B64, 43);
  gone(`depot_bridge:\n  site: Leeds\n  credential: "${plain}"`, plain);
  const short = `SHA256:${rand(B64, 40)}`;
  gone(`depot_bridge:\n  site: Leeds\n  credential: "${short}"`, short);
  const longer = `G-${rand(UPPER, 10)}${rand(ALNUM, 14)}`;
  gone(`feeds:\n  - name: site_analytics\n    credential: "${longer}"`, longer);
});

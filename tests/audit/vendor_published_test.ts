// Issue 13, redaction round red63: a value the text says the vendor publishes (its manual's example,
// its factory default) is kept; the same values without that statement, or with the statement
// about another value, still go.
import { gone, kept } from "./_gone_kept.ts";
import { password, rand, uuid } from "./fixtures/random.ts";

const ALNUM = "ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789";

Deno.test("a value on a line opened by 'example from the vendor's documentation:' is kept", () => {
  kept(`Example taken from the supplier's manual: kiosk session = ${uuid()}`);
  kept(`Beispiel aus dem Handbuch des Herstellers: terminal session = ${uuid()}`);
  kept(`メーカーの説明書の例：device session = ${uuid()}`);
  kept(`Przykład z podręcznika producenta: panel session = ${uuid()}`);
});

Deno.test("a login followed by '(factory default, …)' is kept", () => {
  kept(
    "Alarm panel installer password: admin/54321 (factory default, replaced during commissioning).",
  );
  kept("NVR password asked by the client: admin/98765 (заводские настройки, сменён при монтаже).");
  kept("Router login for reception: admin/KfP29xq (factory default, changed on setup)");
});

Deno.test("a session value without the documentation label still goes", () => {
  const id = uuid();
  gone(`kiosk session = ${id}`, id);
  // An example word alone, or a documentation word alone, is not the label.
  gone(`For example: kiosk session = ${id}`, id);
  gone(`Per the handbook: kiosk session = ${id}`, id);
  // Without the vendor, the docs may be a team's own holding a live value.
  gone(`Example from our ops manual: kiosk session = ${id}`, id);
});

Deno.test("a value in a later sentence than the documentation label still goes", () => {
  const pw = password();
  gone(`Example from the vendor's manual: admin. Our real portal password = ${pw}`, pw);
});

Deno.test("an aside about another value, or no aside, leaves the login to go", () => {
  const pw = rand(ALNUM, 14);
  gone(`Router login for reception: admin/${pw} (factory default was admin/admin)`, pw);
  gone(`Router login for reception: admin/${pw}`, pw);
});

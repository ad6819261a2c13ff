// Issue 13, redaction round 32: a credential asked for in one turn (a question mark, a credential
// noun the keyword lists know, in any language) and given as the whole short answer of the next
// ("Sure — it's V.", "mara: V", "V (new one)"); benign question-and-answer look-alikes come back
// byte-identical. Examples written for this test, not from any fixture.
import { gone, kept } from "./_gone_kept.ts";
import { ALNUM, DIGITS, HEX, rand } from "./fixtures/random.ts";

const pw = () => `${rand("abcdefghjkmnpqrstuvwxyz", 6)}${rand(DIGITS, 4)}#`;

Deno.test("the short answer to a question naming a credential is gone", () => {
  const key = rand(HEX, 32);
  gone(
    `> On Mon, ana wrote:\n> Could you send over the relay API key before noon? Thanks.\n\nSure — it's ${key}. Anything else?\n`,
    key,
  );
  const p = pw();
  gone(`jo: can you send me the router password again? phone died\nkim: ${p}\njo: thx`, p);
  gone(`[09:12] jo: wie lautet das Passwort fürs NAS? brauche es kurz\n[09:14] kim: ist ${p}`, p);
  gone(`ana: ¿me pasas la contraseña del wifi? porfa\nluis: claro, ${p} (la nueva)`, p);
  gone(`ana：NASのパスワードを教えてもらえますか？\nkim：${p} です`, p);
  const code = rand("123456789", 6);
  gone(`> Can you forward the SMS code? It expired.\n\nSure — it's ${code}.`, code);
  const token = rand(ALNUM, 40);
  gone(`who has the deploy token? need it for the hotfix\nme: it's still ${token}`, token);
});

Deno.test("questions about a credential, or answers that are not values, are kept", () => {
  // An answer that names a place, a name or a version, not a value.
  kept("where is the wifi password? I lost the card\nSure — it's on the fridge.");
  kept("which hash does the password field use? bcrypt?\nit's sha256 I think.");
  kept("what's the API key header name? docs are vague\nIt's X-Api-Key.");
  kept("what version of the token library? asking for the upgrade\nwe run v2.13.0 now");
  // A code that names a thing, not one that unlocks.
  kept("what's the zip code for the office? need it for the form\nit's 941107.");
  kept("which error code did the job return? see log\nit was 137420");
  // A long answer is a sentence about the secret, not the value.
  kept(
    "Could you reset the admin password? It expired.\nI tried yesterday but the portal shows error E4512x9 every time I log in.",
  );
  // Code's question marks: a ternary, then a statement on the next line.
  kept("const key = cached ? cachedKey : freshKey;\n  token = signWith(key, salt42x);");
  kept("  const code = closed ? 1000 : 1005\n    code = reasonCode99x\n");
  kept("  const isKeyRef = opts.keyRef ? await load(key) : undefined\n  return kv_2024x;");
  // A URL's query mark is no question; a line that opens a PEM block is followed by its body.
  kept("see https://example.org/token?scope=read for the key\nrelay7731\n");
});

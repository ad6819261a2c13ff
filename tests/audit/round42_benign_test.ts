// Redaction round 42: documented examples and defaults that hold no secret stay, and the real
// values beside them still go: a shell default that is a placeholder word, a Basic credential
// whose password half is the word "password", and a stock password on a row that calls itself
// training material.
import { gone, kept } from "./_gone_kept.ts";
import { ALNUM, rand } from "./fixtures/random.ts";

Deno.test("a shell default that is a placeholder word stays; a real default goes", () => {
  kept("the desk password on the wiki is ${DESK_PASS:-unset}, the vendor's placeholder");
  kept("export API_TOKEN=${API_TOKEN:-none}");
  const real = `Xy7${rand(ALNUM, 12)}`;
  gone(`DB_PASSWORD=\${DB_PASSWORD:-${real}}`, real);
});

Deno.test("Basic credentials whose password half is the word itself stay", () => {
  kept(`Authorization header example: Basic ${btoa("username:password")} (see the docs)`);
  kept(`curl -H "Authorization: Basic ${btoa("user:pass")}" https://api.example.com`);
  const real = btoa(`ingest:${rand(ALNUM, 18)}`);
  gone(`Authorization: Basic ${real}`, real);
});

Deno.test("a stock password on a training or example row stays; elsewhere it goes", () => {
  kept(
    "Asset register\n| field | value |\n|---|---|\n| password in the training deck | P@ssw0rd |\n" +
      "| checked by | the accountant |",
  );
  gone(
    "Asset register\n| field | value |\n|---|---|\n| NAS admin password | P@ssw0rd |\n" +
      "| checked by | the accountant |",
    "P@ssw0rd",
  );
});

// Redaction round 43: the crypt formats round 41 left out are redacted by their exact layout
// (Apache, Cisco 8/9, Drupal, phpass, Django SHA-1/MD5, LDAP {CRYPT}/{PBKDF2…}, Atlassian);
// a layout a character off, a made-up body and a published empty-password digest stay.
import { gone, kept } from "./_gone_kept.ts";
import { HEX, rand } from "./fixtures/random.ts";

const C64 = "./ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";
const B64 = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
const b64Bytes = (n: number) =>
  btoa(String.fromCharCode(...crypto.getRandomValues(new Uint8Array(n))));

Deno.test("Apache, Cisco, Drupal and phpass hashes are redacted in any carrier", () => {
  // `openssl passwd -apr1 -salt Q7xk2LmP 'correct horse'`
  const apr1 = "$apr1$Q7xk2LmP$YtTo07UeTvYtjXnxkXuzN0";
  gone(`deploy:${apr1}`, apr1);
  gone(`le nouveau hash est ${apr1}.`, apr1);
  const type8 = `$8$${rand(C64, 14)}$${rand(C64, 43)}`;
  gone(`username noc privilege 15 secret 8 ${type8}`, type8);
  const type9 = `$9$${rand(C64, 14)}$${rand(C64, 43)}`;
  gone(`enable secret 9 ${type9}`, type9);
  const drupal = `$S$D${rand(C64, 51)}`;
  gone(`| 3 | editor | ${drupal} |`, drupal);
  const wordpress = `$P$B${rand(C64, 30)}`;
  gone(`wp_users.user_pass = '${wordpress}'`, wordpress);
  const phpbb = `$H$9${rand(C64, 30)}`;
  gone(`phpbb_users: ${phpbb}`, phpbb);
});

Deno.test("Django SHA-1/MD5, LDAP and Atlassian forms are redacted", () => {
  const sha1 = `sha1$kR2pq9$${rand(HEX, 40)}`;
  gone(`auth_user.password: ${sha1}`, sha1);
  const unsalted = `md5$$${rand(HEX, 32)}`;
  gone(`old row ${unsalted}`, unsalted);
  const des = `{CRYPT}${rand(C64, 13)}`;
  gone(`userPassword: ${des}`, des);
  const pbkdf2 = `{PBKDF2-SHA512}100000$${rand(C64, 22)}$${rand(C64, 86)}`;
  gone(`userPassword:: ${pbkdf2}`, pbkdf2);
  const ds389 = `{PBKDF2_SHA256}${b64Bytes(324)}`;
  gone(`userPassword: ${ds389}`, ds389);
  const pkcs = `{PKCS5S2}${b64Bytes(48)}`;
  gone(`cwd_user.credential = ${pkcs}`, pkcs);
});

Deno.test("near misses, made-up bodies and public constants stay", () => {
  kept(`salt $apr1$Q7xk2LmP$YtTo07UeTvYtjXnxkXu is cut short`);
  kept(`placeholder $P$Bxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx in the docs`);
  kept(`example {PKCS5S2}${"A".repeat(64)} from the manual`);
  kept("unsalted md5$$d41d8cd98f00b204e9800998ecf8427e is the empty password");
  kept(`checksum md5 ${rand(HEX, 32)} of the tarball`);
  kept(`the price is $S$ and $P$ per seat`);
  kept(`{CRYPT} is a userPassword scheme`);
  kept(`sha1$ prefix then ${rand(B64, 20)}`);
});

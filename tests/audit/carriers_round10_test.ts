// Issue 13, redaction round 10: the families behind v13's misses and false alarms (operational
// output an agent reads back: terminal sessions, CI logs, device configs, store monitors, dumps):
// a credential printed as a command's output, a `kubectl describe` block, a key-value store
// write, an SNMP community, Windows-style password flags, curl's cookie flag, PINs and PUKs as
// logged fields; and masks written in words, key fingerprints, cursors in settings rows. Each
// next to benign look-alikes. Examples written for this test, not from any fixture.
import { gone, kept } from "./_gone_kept.ts";
import { ALNUM, HEX, rand } from "./fixtures/random.ts";

const LOWER = "abcdefghjkmnpqrstuvwxyz";
const UPPER = "ABCDEFGHJKLMNPQRSTUVWXYZ";
const strong = () => `${rand(UPPER, 3)}${rand(LOWER, 5)}%${rand("23456789", 4)}${rand(LOWER, 3)}`;
const digits = (n: number) => rand("123456789", 1) + rand("0123456789", n - 1);

Deno.test("a credential printed alone after a prompt line that names it", () => {
  const p = strong();
  gone(`$ heroku config:get SMTP_PASSWORD -a billing\n${p}\n$ exit`, p);
  gone(`root@db-01:~# vault kv get -field=password secret/app/db\n${p}\n`, p);
  gone(`PS C:\\ops> Get-Secret -Name SqlAdminPassword -AsPlainText\n${p}`, p);
  gone(`$ nmcli -s -g 802-11-wireless-security.psk connection show Office\n${p}\n# done`, p);
  gone(`$ security find-generic-password -s deploy-api-token -w\n${p}`, p);
});

Deno.test("prompt-output look-alikes stay: names, hashes, paths, comments, other commands", () => {
  kept(`$ wp config get DB_USER --allow-root\nwp_shop`);
  kept(`$ kubectl get secret db-password -o name\nsecret/db-password`);
  kept(`$ ls /run/secrets\ndb_password.txt`);
  kept(`$ echo $API_TOKEN\n\${API_TOKEN}`);
  kept(`$ git rev-parse HEAD\n${rand(HEX, 40)}`);
  // Round 41: the printed bcrypt hash is itself credential material (the lead's decision); the
  // comment line stays a title, not a prompt.
  const hash = `$2y$10$${rand(ALNUM, 53)}`;
  gone(`$ cat .htpasswd\nops:${hash}`, hash);
  gone(`# /etc/nginx/.htpasswd (bcrypt hashes)\nops:${hash}`, hash);
  kept(`# /etc/nginx/.htpasswd (bcrypt hashes)\nops:!locked`);
  kept(`$ openssl rand -hex 4 # not a token\n3fa9c2d1`);
  kept(`$ grep -c token access.log\n1042`);
  kept(`$ kubectl get pods -l app=token-service\nNo resources found in default namespace.`);
});

Deno.test("a kubectl describe block whose key names a credential", () => {
  const p = strong();
  gone(`Data\n====\nSMTP_HOST:\n----\nsmtp.mail.local\nSMTP_PASSWORD:\n----\n${p}\n`, p);
  gone(`Data\n====\nstripe_secret_key:\n----\nsk_${rand(ALNUM, 32)}\n`, "sk_");
});

Deno.test("describe look-alikes stay: other keys, references, byte counts, Markdown rules", () => {
  kept(`Data\n====\nDB_HOST:\n----\nmysql.default.svc\nLOG_LEVEL:\n----\ninfo\n`);
  kept(`Data\n====\nDB_PASSWORD_FILE:\n----\n/run/secrets/db_password\n`);
  kept(`Data\n====\npassword:  16 bytes\nusername:  5 bytes\n`);
  kept(`Token:\n----\nSee the vault entry "deploy token" for the value.\n`);
  kept(`API_KEY:\n----\n\${API_KEY}\n`);
});

Deno.test("a key-value store write whose key names a credential", () => {
  const hex = rand(HEX, 32);
  gone(`1764231011.2 [0 10.0.4.7:53122] "SET" "cfg:mailer_api_key" "${hex}"`, hex);
  gone(`127.0.0.1:6379> HSET tenant:42 webhook_secret ${hex}`, hex);
  gone(`redis-cli -h cache SETEX session:svc_token 3600 ${hex}`, hex);
  const p = strong();
  gone(`$ etcdctl --endpoints=http://10.0.0.5:2379 put /app/db/password '${p}'`, p);
  gone(`consul kv put service/billing/smtp_password ${p}`, p);
});

Deno.test("store-write look-alikes stay: templates, TTLs, other keys, counters", () => {
  kept(`"SET" "cfg:datadog_api_key" "{{ .Values.datadog.apiKey }}"`);
  kept(`"EXPIRE" "cfg:mailer_api_key" "3600"`);
  kept(`127.0.0.1:6379> SET rate:login:203.0.113.9 ${digits(6)}`);
  kept(`"SET" "cache:page:/pricing" "${rand(HEX, 32)}"`);
  kept(`consul kv put service/billing/token_ttl 3600`);
  kept(`"HSET" "user:42" "password_changed_at" "2026-11-27T10:00:00Z"`);
});

Deno.test("SNMP communities in device configs", () => {
  const c = strong();
  gone(`snmp-server community ${c} RO 10`, c);
  gone(`snmp-server host 10.9.0.4 traps version 2c ${c}`, c);
  gone(`rocommunity ${c} 10.0.0.0/8`, c);
  kept(`snmp-server community public RO`);
  kept(`snmp-server location DC2-Row4`);
  kept(`Set the snmp-server community on every switch before the audit.`);
});

Deno.test("Windows-style password flags on a login line", () => {
  const p = strong();
  gone(`xfreerdp /v:10.30.0.12 /u:Administrator /p:'${p}' /cert:ignore`, p);
  gone(`cmdkey /generic:TERMSRV/jump01 /user:CORP\\ops /pass:${p}`, p);
  gone(`wfreerdp /u:svc /password:"${p}" /v:rdp.corp.local`, p);
  kept(`msbuild app.sln /p:Configuration=Release /p:Platform=x64`);
  kept(`xfreerdp /v:10.30.0.12 /u:Administrator /p:$RDP_PASS /cert:ignore`);
  kept(`robocopy C:\\src D:\\dst /MIR /R:3 /W:5`);
});

Deno.test("cookies given to curl's cookie flag", () => {
  const s = rand(HEX, 48);
  gone(`curl 'https://a.example/api' -b 'lang=en; admin_sess=${s}; theme=dark'`, s);
  gone(`curl --cookie "sessionid=${s}" https://a.example/`, s);
  kept(`curl -b cookies.txt -c cookies.txt https://a.example/login`);
  kept(`curl 'https://a.example/' -b 'lang=en; theme=dark; tz=Europe%2FBerlin'`);
  kept(`git checkout -b 'feature/login=v2'`);
});

Deno.test("PINs and PUKs logged as fields or given in a chat", () => {
  const pin = digits(8);
  gone(`ivr[3321]: call=7f2c1 step=voicemail_auth entered_pin=${pin} result=ok`, pin);
  const card = digits(4);
  gone(`2026-11-27 10:02:11 INFO activation card_pin: "${card}" status=ok`, card);
  gone(`agent: your PUK code is ${pin}, enter it then pick a new PIN`, pin);
  kept(`gpio_pin=2048 mode=out`);
  kept(`max_pin=12345678 attempts=3`);
  kept(`pin_length=6 policy=strict`);
  kept(`The PIN count is 4, 5 or 6 digits.`);
  kept(`PUK attempts left: 10`);
});

Deno.test("masks written in words stay, even under a credential name", () => {
  kept(`PS C:\\deploy> $env:DB_MASTER_PASSWORD = 'HIDDEN_DUE_TO_SECURITY_REASONS'`);
  kept(
    `{"name": "/prod/db/password", "type": "SecureString", "value": "HIDDEN_DUE_TO_SECURITY_REASONS"}`,
  );
  kept(`api_key: VALUE_MASKED`);
  kept(`password = "redacted by policy"`);
  const p = "HIDDEN" + rand("0123456789", 4) + rand(LOWER, 6);
  gone(`password = "${p}"`, p);
});

Deno.test("key fingerprints and cursors stay; a key beside them does not", () => {
  kept(`RELEASE_SIGNING_KEY_FPR=${rand("0123456789ABCDEF", 40)}`);
  kept(`CERT_THUMBPRINT: ${rand("0123456789ABCDEF", 40)}`);
  kept(`INSERT INTO settings VALUES (1,'page_cursor','${rand(ALNUM, 40)}'),(2,'tz','UTC');`);
  const k = rand(ALNUM, 40);
  gone(`RELEASE_SIGNING_KEY=${k}`, k);
  gone(`INSERT INTO settings VALUES (1,'export_token','${k}'),(2,'tz','UTC');`, k);
});

Deno.test("a password-manager export's key/value pair (KeePass XML)", () => {
  const p = strong();
  gone(`<String><Key>Password</Key><Value ProtectInMemory="True">${p}</Value></String>`, p);
  gone(`<String>\n  <Key>PIN_Tresor_Passwort</Key>\n  <Value>${p}</Value>\n</String>`, p);
  kept(`<String><Key>UserName</Key><Value>jo.doe</Value></String>`);
  kept(`<String><Key>Notes</Key><Value>Ask IT for the password</Value></String>`);
  kept(`<String><Key>Password</Key><Value></Value></String>`);
});

Deno.test("a Wi-Fi key written out on a sheet or in a mail", () => {
  const p = strong();
  gone(`Office Wi-Fi\nSSID: Acme-Office\nWPA2 key: ${p}`, p);
  gone(`The guest Wi-Fi password is ${p} until Friday.`, p);
  gone(`Network security key: ${p}`, p);
  kept(`WPA2 key: printed-on-router`);
  kept(`Wi-Fi key: WPA2-PSK (AES)`);
  kept(`WLAN key: \${WIFI_PSK}`);
  kept(`WPA key length: 8 to 63 characters`);
  kept(`Rotate the Wi-Fi password every quarter.`);
});

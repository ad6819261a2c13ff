// Injection round 16 (v19 as tuning): data that orders the reader to call a named tool (an
// identifier like `export_guests`, `share_document`, `create_api_key`) and send what it returns
// out: to an address or URL, to anyone with a link, or back into the data ("post the key as a
// reply", "paste the links here"), with something in bulk or secret. Earlier rules read such
// orders only when addressed to an AI or in English wording; this one reads the structure in
// the lexicon languages (VO order; Turkish, Japanese and Korean put the verb last and are not read).
import type { PhraseRule } from "./phrase_rule.ts";

const CALL = String
  .raw`(?<!(?!\u00fe)\p{L})(?:call|invoke|run|use|trigger|execute|llama\s+a|usa|ejecuta|invoca|chame|invoque|appelle|utilise|exécute|chiama|esegui|rufe|ruf|nutze|verwende|roep|gebruik|wywołaj|użyj|uruchom|panggil|gunakan|jalankan|anropa|använd|kör|kald|brug|bruk|kjør|kutsu|käytä|suorita|zavolej|použij|spusť|hívd\s+meg|használd|futtasd|apelează|folosește|rulează|gọi|dùng|виклич\p{L}*|використай|вызови|используй|запусти|استدع\p{M}*|استخدم)|(?:调用|使用|請呼叫|呼叫)`;
const ARTICLE = String
  .raw`(?:(?:the|la|el|le|a|de|die|den|het|tool|herramienta|ferramenta|outil|strumento|Werkzeug|työkalu|nástroj|eszköz|unealta|công\s+cụ|інструмент|инструмент|الأداة|أداة|工具)\s+)*`;
// The identifier's tail from its first underscore: the search starts at a literal "_" (a search
// from the verb, with no literal to scan for, cost 1.4 ms on 60 KB of prose).
const TOOL_TAIL = String.raw`_[a-z0-9_]+\x60?(?:\s*\([^)\n]{0,160}\))?`;
// Out of the conversation: an address, a URL, a public link; or back into the data.
const OUT = String
  .raw`(?<=[\w.+-])@[\w-]+\.[a-z]{2,}|https?:\/\/|anyone[_\s-]with[_\s-](?:the[_\s-])?link|\bpubli[ck]\w*|публічн|публичн|«усі,?\s+хто|\bhere\b|as\s+a\s+(?:reply|comment|post|review)|on\s+this\s+(?:page|thread|issue|post|mod\s+page|listing|record|entry|item|ticket|dataset)|in\s+a\s+(?:comment|reply|note|post)\b|(?<!\p{L})(?:коментар|комментари|comentario|commentaire|Kommentar|commento|comentário|opmerking|komentarz|kommentar|kommentti|komentář|megjegyzés|comentariu|bình\s+luận|yorum|komentar)\p{L}*|تعليق|评论|評論|コメント|댓글|in\s+(?:the|your)\s+(?:reply|summary|daily\s+summary|claim\s+note|comment|thread|note)\b|\+\d[\d\s-]{7,}\d|сюди|сюда|aquí|hier\b|\bici\b|tähän|tutaj|ide\b`;
const OUT_RE = new RegExp(OUT, "iu");
// Before the tail: the order verb, an article or "the tool", the identifier's head.
// CALL is an alternation of two groups: wrapped, so that the space and the identifier's head
// after it bind to both (unwrapped, "called send_email" matched on its bare "call").
const CALLED = new RegExp(`(?:${CALL})\\s+${ARTICLE}\x60?[a-z][a-z0-9]*$`, "iu");

// What goes out is in bulk or secret, in the lexicon languages.
const BULK =
  /(?<!\p{L})(?:all|every|full|complete|entire|export|contacts|passwords?|keys?|secrets?|tokens?|values|printenv|env|salar\w*|accounts?|todos?|todas|listado|tous|toutes|alle[nrs]?|tutti|tutte|wszystk\w*|semua|alla|kaikki|všechn\w*|minden|toate|tất\s+cả|усі|всі|все|جميع|كل|همه|所有|全部|personnummer|bankuppgifter|certificates?|certificat|Zertifikat|certificado|certificato|\.p12|verification\s+codes?|OTP|2FA|رمز\s+التحقق|код\p{L}*|验证码|認証コード|인증\s*코드|contraseñas|mots\s+de\s+passe|passwörter|paroli|паролі|пароли|ключ\p{L}*|one-time\s+codes?|engångskod\p{L}*|engangskode\p{L}*|einmalcode\p{L}*|code\s+à\s+usage\s+unique|código\s+de\s+un\s+solo\s+uso|codice\s+monouso|código\s+único|eenmalige\s+code|kod\p{L}*\s+jednorazow\p{L}*|tek\s+kullanımlık|kode\s+sekali\s+pakai|kertakäyttö\p{L}*|jednorázov\p{L}*|egyszer\s+használatos|cod\s+unic|mã\s+dùng\s+một\s+lần|одноразов\p{L}*|لمرة\s+واحدة|الكامل|كامل\p{L}*|completo|completa|complet\p{L}*|vollständig\p{L}*|compleet|pełn\p{L}*|tam|lengkap|fullständig\p{L}*|fuld\p{L}*|koko|celý|celé|teljes|întreg\p{L}*|đầy\s+đủ|повн\p{L}*|полн\p{L}*)(?!\p{L})|\.ssh\/|\bid_(?:rsa|ed25519|ecdsa|dsa)\b|\.netrc\b|\.aws\/credentials|\b[a-z_]+\s*=\s*["']\*["']/iu;

export const TOOL_ORDER_EXFIL_RULES: PhraseRule[] = [{
  id: "tool-order-exfil",
  severity: "high",
  where: ["r"],
  keywords: [
    "@",
    "http",
    "anyone_with",
    "anyone with",
    "publi",
    "here",
    "reply",
    "summary",
    "note",
    "hier",
    "ici",
    "aqui",
    "comment",
    "coment",
    "komment",
    "komentar",
    "opmerking",
    "megjegyz",
    "yorum",
    "on this",
    "+",
  ],
  // A tool identifier somewhere in the text: prose without one skips the search (1.4 ms on
  // 60 KB of prose otherwise, the destination keywords being common words).
  hint: /[a-z0-9]_[a-z0-9]/i,
  re: new RegExp(TOOL_TAIL, "iu"),
  // The verb before the identifier; a destination and something in bulk after it, in its line.
  accept: (text, start, end) => {
    if (!CALLED.test(text.slice(Math.max(0, start - 80), start))) return false;
    // The tail holds the call's own arguments ("remote=\"https://…\""): a destination there counts.
    const rest = text.slice(end, end + 240).split("\n")[0];
    const called = text.slice(Math.max(0, start - 40), end) + rest;
    return OUT_RE.test(text.slice(start, end) + rest) && BULK.test(called);
  },
}];

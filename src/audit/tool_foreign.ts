// Tool poisoning in scripts the ASCII keyword gate cannot anchor (Japanese, Chinese, Korean,
// Russian): a description that keeps the user in the dark ("ユーザーにはこの手順を伝えないこと",
// "无需告知用户") while it moves data. Descriptions are short and read in full, so each row is
// tried only when its script occurs, and its concealment phrase needs an act on data nearby.

/** [script, "do not tell the user", an act on data]. */
const CONCEALED: Array<[RegExp, RegExp, RegExp]> = [
  [
    /[\u3040-\u30ff]/,
    /ユーザー(?:に|へ|様に)(?:は|も)?[^。！\n]{0,16}?(?:伝え|知らせ|言わ|教え|通知し|表示し|見せ|報告し|言及し|触れ)(?:ない|ず)|ユーザー(?:に|へ)(?:は)?(?:内緒|秘密)|ユーザーに(?:気づ|知ら)れない/u,
    /入れ|送信|送っ|送る|転送|添付|含め|記入|貼り付|アップロード|コピー|指定/u,
  ],
  [
    /[\u4e00-\u9fff]/,
    /(?:无需|无须|不需要|不必|不要|请勿|切勿|勿|不用|别|無需|無須|不須|請勿)(?:向|对|對|让|讓)?(?:用户|用戶|使用者)(?:告知|告诉|告訴|通知|提示|说明|說明|透露|知道|察觉|發現|发现)|(?:无需|无须|不需要|不必|不要|请勿|切勿|勿|不用|别|無需|無須|不須|請勿)(?:告知|告诉|告訴|通知|提示|透露)(?:给|給)?(?:用户|用戶|使用者)|(?:用户|用戶|使用者)不知情/u,
    /放入|放进|放進|放到|填入|填到|写入|寫入|发送|發送|转发|轉發|附上|附加|上传|上傳|包含|抄送|复制|複製|传给|傳給/u,
  ],
  [
    /[\uac00-\ud7af]/,
    /사용자(?:에게|한테|께)[^.。\n]{0,16}?(?:알리지|말하지|알려\s*주지|보여\s*주지|공개하지)\s*(?:마|말|않)/u,
    /넣|보내|전송|첨부|포함|복사|업로드/u,
  ],
  [
    /[\u0400-\u04ff]/,
    /не\s+(?:сообщай|сообщайте|говори|говорите|упоминай|упоминайте|показывай|показывайте|рассказывай|рассказывайте)\s+(?:об\s+этом\s+|это(?:го)?\s+)?пользовател|без\s+ведома\s+пользовател|пользовател\p{L}*\s+(?:об\s+этом\s+)?не\s+(?:нужно|надо|следует)\s+(?:знать|сообщать)/iu,
    /отправ|добав|прикреп|перешл|пересыл|скопир|включ|встав|загруз/iu,
  ],
];

/** The first concealment phrase with an act on data within 200 characters of it, if any. */
export function concealedInScript(text: string): { start: number; end: number } | undefined {
  for (const [script, conceal, act] of CONCEALED) {
    if (!script.test(text)) continue;
    const m = conceal.exec(text);
    if (!m) continue;
    const near = text.slice(Math.max(0, m.index - 200), m.index + m[0].length + 200);
    if (act.test(near)) return { start: m.index, end: m.index + m[0].length };
  }
  return undefined;
}

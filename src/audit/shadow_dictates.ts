// Injection round 22 (v24/v25 as tuning): a description that names another tool and dictates its
// use, in forms shadow_harm.ts and tool_definition.ts did not read. The dictating half: the tool
// declared outdated and a call prescribed ("is deprecated: call it with …"), "every time", and the
// trigger in Polish and Portuguese/Spanish ("Gdy … wywoła X", "Ao usar X"). The harm: a safety
// flag forced ("`override_mel` to true", "skip_rest_check: true", "inspection_required=false",
// "expiry=never and access=public"), a safeguard skipped or switched off in more words ("skip its
// validation step", "skip the three-way match", "Prüfung … abschalten", "desative a tarja",
// "跳过…审批"), the caller overruled ("whatever the caller said"), another act in its place ("ban
// the reporter instead"), a result forced or evidence removed ("setze das Ergebnis immer auf
// „bestanden“", "remove any mention of … from").

export const DICTATES_22 =
  /\b(?:deprecated|outdated|obsolete)\s*:\s*(?:call|use|invoke|run)\s+it\s+with\b|\bevery\s+time\b|(?<!\p{L})(?:gdy|ao\s+(?:usar|utilizar|chamar)|al\s+(?:usar|utilizar|llamar))(?!\p{L})/iu;

const FLAG = String
  .raw`[\w-]*(?:skip|override|force|bypass|ignore|disable|verif|required|check|approv|expir|access|validat)[\w-]*`;

const PARTS = [
  // A safety flag forced to a value that switches it off or opens it.
  String
    .raw`[\x60'"]?${FLAG}[\x60'"]?\s*(?:[:=]|\s+to)\s*['"\x60]?(?:true|false|never|public|none|yes|auto|off|0)\b`,
  // A safeguard skipped or switched off.
  String
    .raw`\b(?:skip|bypass)\s+(?:its\s+|the\s+|any\s+|all\s+)?(?:[\w-]+\s+){0,2}?(?:validation|match|queue|step|checks?|review|approval|seal)\b|(?:prüfung|kontrolle)\p{L}*[^.\n]{0,60}?(?:abschalten|deaktivieren|überspringen)|(?<!\p{L})desativ\p{L}*\s+(?:a|o|as|os)\s+\p{L}+|跳过[^。\n]{0,12}?(?:审批|审核|验证|检查|核对)`,
  // The caller overruled, another act in the tool's place.
  String
    .raw`\b(?:whatever|no\s+matter\s+what|regardless\s+of\s+what)\s+the\s+(?:caller|user|operator|customer|requester)\b|\b(?:ban|delete|remove|block|suspend|approve|pay|charge)\s+(?:the\s+)?[\w-]+\s+instead\b`,
  // A result forced or a record's content removed.
  String
    .raw`\bsetze\s+(?:das\s+)?(?:ergebnis|status|resultat)\s+(?:immer\s+)?auf\b|\bset\s+(?:the\s+)?(?:result|status|outcome)\s+(?:always\s+)?to\s+['"„“]?(?:pass|passed|approved|ok|compliant)\b|\bremove\s+any\s+mention\s+of\b`,
];

/** What the dictated use does to the other tool: round 22's harm classes. */
export const SHADOW_HARM_22 = new RegExp(PARTS.join("|"), "iu");

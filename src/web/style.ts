/**
 * The app's one stylesheet, served from /app/static/app.css (the CSP allows only 'self' styles).
 * System fonts, light and dark from prefers-color-scheme, one column below 40rem.
 */
export const APP_CSS = `
:root{--bg:#f7f7f8;--panel:#fff;--text:#1b1b1f;--muted:#55565e;--line:#dcdce0;--accent:#2445c7;
--accent-text:#fff;--ok-bg:#e3f5e9;--ok:#135c2c;--warn-bg:#fdf1d8;--warn:#6b4500;--bad-bg:#fde6e6;
--bad:#8c1d1d;--code:#eeeff2;color-scheme:light dark}
@media (prefers-color-scheme:dark){:root{--bg:#141519;--panel:#1d1f24;--text:#ececf0;--muted:#a9abb5;
--line:#34363e;--accent:#8ea6ff;--accent-text:#10121a;--ok-bg:#143222;--ok:#8fe0ac;--warn-bg:#3a2c0c;
--warn:#f5cf7a;--bad-bg:#3e1616;--bad:#ffaaaa;--code:#2a2c33}}
*{box-sizing:border-box}
body{margin:0;background:var(--bg);color:var(--text);
font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif}
a{color:var(--accent)}
.top{background:var(--panel);border-bottom:1px solid var(--line)}
.top-inner{max-width:64rem;margin:0 auto;padding:.5rem 1rem;display:flex;flex-wrap:wrap;
align-items:center;gap:.5rem 1rem}
.brand{font-weight:700;text-decoration:none;color:var(--text);margin-right:auto}
.who{color:var(--muted);font-size:.9rem;overflow-wrap:anywhere}
nav ul{list-style:none;margin:0;padding:0;display:flex;flex-wrap:wrap;gap:.25rem}
nav a{display:inline-block;padding:.3rem .6rem;border-radius:.4rem;text-decoration:none;color:var(--text)}
nav a:hover{background:var(--code)}
nav a[aria-current=page]{background:var(--accent);color:var(--accent-text)}
.navbar{max-width:64rem;margin:0 auto;padding:.25rem 1rem .5rem}
main{max-width:64rem;margin:0 auto;padding:1rem}
main.narrow{max-width:28rem}
h1{font-size:1.5rem;margin:.5rem 0 1rem}
h2{font-size:1.15rem;margin:1.75rem 0 .5rem}
.panel{background:var(--panel);border:1px solid var(--line);border-radius:.6rem;padding:1rem;margin:1rem 0}
label{display:block;margin:.75rem 0 .25rem;font-weight:600}
.hint{color:var(--muted);font-size:.9rem;margin:.25rem 0}
input[type=email],input[type=password],input[type=text]{width:100%;max-width:28rem;padding:.5rem;
font:inherit;color:var(--text);background:var(--bg);border:1px solid var(--line);border-radius:.4rem}
input:focus-visible,button:focus-visible,a:focus-visible{outline:3px solid var(--accent);outline-offset:2px}
button,.button{display:inline-block;font:inherit;padding:.45rem .9rem;margin:.75rem .5rem 0 0;
border-radius:.4rem;border:1px solid var(--accent);background:var(--accent);color:var(--accent-text);
cursor:pointer;text-decoration:none}
button.secondary,.button.secondary{background:transparent;color:var(--accent)}
button.danger{background:var(--bad);border-color:var(--bad);color:var(--panel)}
td button,.top button{margin:0}
.panel>h2:first-child,.panel>h3:first-child{margin-top:0}
td code,time{white-space:nowrap}
form.inline{display:inline}
.table-wrap{overflow-x:auto;border:1px solid var(--line);border-radius:.6rem;background:var(--panel)}
table{border-collapse:collapse;width:100%;font-size:.95rem}
th,td{text-align:left;padding:.55rem .75rem;border-bottom:1px solid var(--line);vertical-align:top}
th{font-weight:600;color:var(--muted);font-size:.85rem;text-transform:uppercase;letter-spacing:.03em}
tr:last-child td{border-bottom:0}
td.num,th.num{text-align:right}
.badge{display:inline-block;padding:.05rem .5rem;border-radius:1rem;font-size:.8rem;font-weight:600}
.badge.ok{background:var(--ok-bg);color:var(--ok)}
.badge.warn{background:var(--warn-bg);color:var(--warn)}
.badge.bad{background:var(--bad-bg);color:var(--bad)}
.badge.muted{background:var(--code);color:var(--muted)}
.notice,.error,.secret{border-radius:.6rem;padding:.75rem 1rem;margin:1rem 0}
.notice{background:var(--ok-bg);color:var(--ok)}
.error{background:var(--bad-bg);color:var(--bad)}
.secret{background:var(--warn-bg);color:var(--warn)}
.secret input{font-family:ui-monospace,SFMono-Regular,Menlo,Consolas,monospace;max-width:100%;margin:.25rem 0}
.secret label{color:inherit}
.empty{text-align:center;padding:2rem 1rem;color:var(--muted)}
.empty strong{display:block;color:var(--text);font-size:1.05rem;margin-bottom:.25rem}
code{background:var(--code);padding:.05rem .3rem;border-radius:.3rem;overflow-wrap:anywhere;
font-family:ui-monospace,SFMono-Regular,Menlo,Consolas,monospace;font-size:.9em}
.muted{color:var(--muted)}
pre{background:var(--code);padding:.75rem;border-radius:.4rem;overflow-x:auto;max-height:24rem;margin:.5rem 0}
pre code{background:none;padding:0;overflow-wrap:normal}
select{font:inherit;padding:.45rem;color:var(--text);background:var(--bg);border:1px solid var(--line);border-radius:.4rem}
dl.facts{display:grid;grid-template-columns:max-content 1fr;gap:.25rem 1rem;margin:.5rem 0}
dl.facts dt{font-weight:600;color:var(--muted)}dl.facts dd{margin:0;overflow-wrap:anywhere}
/* Servers pages */
input[type=url]{width:100%;max-width:28rem;padding:.5rem;font:inherit;color:var(--text);
background:var(--bg);border:1px solid var(--line);border-radius:.4rem}
fieldset{border:1px solid var(--line);border-radius:.4rem;margin:.75rem 0;max-width:28rem}
label.choice{font-weight:400;margin:.25rem 0}
.facts{display:grid;grid-template-columns:max-content 1fr;gap:.25rem 1rem;margin:1rem 0}
.facts dt{font-weight:600;color:var(--muted)}
.facts dd{margin:0;overflow-wrap:anywhere}
tr.changed td{background:var(--bad-bg)}
.error-text{color:var(--bad)}
svg.chart{width:100%;height:auto;display:block;margin:.5rem 0}
.chart .bar-ok{fill:var(--accent)}.chart .bar-bad{fill:var(--bad)}
.chart .axis,.chart .grid{stroke:var(--line)}.chart .grid{stroke-dasharray:4 4}
.chart .tick{fill:var(--muted);font-size:11px}
.legend{font-size:.9rem;color:var(--muted)}
.key{display:inline-block;width:.8em;height:.8em;border-radius:.2em;vertical-align:middle}
.key-ok{background:var(--accent)}.key-bad{background:var(--bad)}
progress{width:100%;max-width:28rem;height:1rem;accent-color:var(--accent)}
.cards{display:grid;grid-template-columns:repeat(auto-fit,minmax(13rem,1fr));gap:0 1rem}
.big{font-size:1.6rem;font-weight:700;display:block}
ul.plain{list-style:none;padding:0;margin:0}ul.plain a{display:block;padding:.5rem 0}
.filters{display:grid;grid-template-columns:repeat(auto-fit,minmax(11rem,1fr));gap:0 1rem}
select,input[type=date]{width:100%;padding:.45rem;font:inherit;color:var(--text);background:var(--bg);
border:1px solid var(--line);border-radius:.4rem}
pre{background:var(--code);padding:.75rem;border-radius:.4rem;overflow-x:auto;white-space:pre-wrap;
overflow-wrap:anywhere;font-size:.9rem}
.pager{display:flex;flex-wrap:wrap;gap:1rem;align-items:center;margin:1rem 0}
dl.facts{display:grid;grid-template-columns:max-content 1fr;gap:.25rem 1rem}
dl.facts dt{font-weight:600;color:var(--muted)}dl.facts dd{margin:0;overflow-wrap:anywhere}
@media (max-width:40rem){th,td{padding:.45rem .5rem}main{padding:.75rem}h1{font-size:1.3rem}}
`;

/** A short content hash, so the stylesheet URL changes with the file and can be cached long. */
function fnv1a(text: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h.toString(36);
}

export const APP_CSS_PATH = `/app/static/app.css`;
export const APP_CSS_URL = `${APP_CSS_PATH}?v=${fnv1a(APP_CSS)}`;

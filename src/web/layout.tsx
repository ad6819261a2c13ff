import type { Child } from "hono/jsx";
import { raw } from "hono/html";

const STYLE = `
body{font:16px/1.5 system-ui,sans-serif;max-width:42rem;margin:2rem auto;padding:0 1rem;color:#1d1d1f}
header{display:flex;justify-content:space-between;align-items:center;border-bottom:1px solid #ddd;margin-bottom:1.5rem}
label{display:block;margin:.75rem 0 .25rem}
input[type=email],input[type=password],input[type=text]{width:100%;padding:.5rem;box-sizing:border-box}
button{padding:.5rem 1rem;margin:.75rem .5rem 0 0;cursor:pointer}
.error{background:#fde8e8;border:1px solid #e0a0a0;padding:.5rem .75rem}
.note{color:#555;font-size:.9rem}
table{border-collapse:collapse;width:100%}td,th{text-align:left;padding:.35rem;border-bottom:1px solid #eee}
code{background:#f3f3f3;padding:0 .25rem}
`;

/** The page frame: plain HTML and CSS, no script. */
export function Layout(
  props: { title: string; children: Child; signOut?: { csrf: string; email: string } },
) {
  return (
    <>
      {raw("<!DOCTYPE html>")}
      <html lang="en">
        <head>
          <meta charset="utf-8" />
          <meta name="viewport" content="width=device-width, initial-scale=1" />
          <title>{props.title} · Toolgate</title>
          <style>{STYLE}</style>
        </head>
        <body>
          <header>
            <p>
              <strong>Toolgate</strong>
            </p>
            {props.signOut && (
              <form method="post" action="/app/logout">
                <span class="note">{props.signOut.email}</span>
                <input type="hidden" name="csrf" value={props.signOut.csrf} />
                <button type="submit">Sign out</button>
              </form>
            )}
          </header>
          <main>
            <h1>{props.title}</h1>
            {props.children}
          </main>
        </body>
      </html>
    </>
  );
}

export function ErrorBox(props: { message?: string | null }) {
  return props.message ? <p class="error" role="alert">{props.message}</p> : null;
}

export function ErrorPage(props: { title: string; message: string }) {
  return (
    <Layout title={props.title}>
      <ErrorBox message={props.message} />
      <p>
        <a href="/app">Back to Toolgate</a>
      </p>
    </Layout>
  );
}

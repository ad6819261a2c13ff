import type { Child } from "hono/jsx";
import { raw } from "hono/html";
import { APP_CSS_URL } from "./style.ts";
import { currentNav, NAV } from "./nav.ts";
import { CsrfField, ErrorBox, Notice } from "./ui.tsx";

function Document(props: { title: string; children: Child }) {
  return (
    <>
      {raw("<!DOCTYPE html>")}
      <html lang="en">
        <head>
          <meta charset="utf-8" />
          <meta name="viewport" content="width=device-width, initial-scale=1" />
          <title>{props.title} · Toolgate</title>
          <link rel="stylesheet" href={APP_CSS_URL} />
        </head>
        <body>{props.children}</body>
      </html>
    </>
  );
}

/** The frame of pages shown before sign-in (and the consent page): one narrow column. */
export function Layout(
  props: { title: string; children: Child; signOut?: { csrf: string; email: string } },
) {
  return (
    <Document title={props.title}>
      <header class="top">
        <div class="top-inner">
          <a class="brand" href="/app">Toolgate</a>
          {props.signOut && <SignOut {...props.signOut} />}
        </div>
      </header>
      <main class="narrow">
        <h1>{props.title}</h1>
        {props.children}
      </main>
    </Document>
  );
}

function SignOut(props: { csrf: string; email: string }) {
  return (
    <form method="post" action="/app/logout" class="inline">
      <span class="who">{props.email}</span> <CsrfField csrf={props.csrf} />
      <button type="submit" class="secondary">Sign out</button>
    </form>
  );
}

/** What every signed-in page knows: who is signed in, where, and a one-time notice. */
export interface Chrome {
  email: string;
  csrf: string;
  path: string;
  notice: string | null;
}

/** The frame of signed-in pages: header, the navigation list, the notice, the page. */
export function AppLayout(props: { title: string; chrome: Chrome; children: Child }) {
  const current = currentNav(props.chrome.path);
  return (
    <Document title={props.title}>
      <header class="top">
        <div class="top-inner">
          <a class="brand" href="/app">Toolgate</a>
          <SignOut csrf={props.chrome.csrf} email={props.chrome.email} />
        </div>
        <nav class="navbar" aria-label="Main">
          <ul>
            {NAV.map((entry) => (
              <li>
                <a href={entry.href} aria-current={entry === current ? "page" : undefined}>
                  {entry.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </header>
      <main>
        <h1>{props.title}</h1>
        <Notice text={props.chrome.notice} />
        {props.children}
      </main>
    </Document>
  );
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

export { ErrorBox };

/** Small building blocks every page uses. All text goes through JSX, which escapes it. */
import type { Child } from "hono/jsx";

export function CsrfField(props: { csrf: string }) {
  return <input type="hidden" name="csrf" value={props.csrf} />;
}

/** A POST form that carries the CSRF token; every signed-in form is one of these. */
export function PostForm(
  props: { action: string; csrf: string; children?: Child; inline?: boolean; label?: string },
) {
  return (
    <form
      method="post"
      action={props.action}
      class={props.inline ? "inline" : undefined}
      aria-label={props.label}
    >
      <CsrfField csrf={props.csrf} />
      {props.children}
    </form>
  );
}

export function ErrorBox(props: { message?: string | null }) {
  return props.message ? <p class="error" role="alert">{props.message}</p> : null;
}

/** The one-time notice of a POST → 303 → GET round. */
export function Notice(props: { text?: string | null }) {
  return props.text ? <p class="notice" role="status">{props.text}</p> : null;
}

export type Tone = "ok" | "warn" | "bad" | "muted";

export function Badge(props: { tone: Tone; children: Child }) {
  return <span class={`badge ${props.tone}`}>{props.children}</span>;
}

/** An empty list: what it would hold, and what to do next. */
export function Empty(props: { title: string; children: Child }) {
  return (
    <div class="empty panel">
      <strong>{props.title}</strong>
      {props.children}
    </div>
  );
}

// A plain function, not a keyed element: Hono would print a `key` attribute into the HTML.
function headCell(text: string) {
  return <th scope="col">{text}</th>;
}

/** A table that scrolls sideways on a narrow screen (focusable, so keyboards can scroll it). */
export function Table(props: { label: string; head: string[]; children: Child }) {
  return (
    <div class="table-wrap" role="region" aria-label={props.label} tabindex={0}>
      <table>
        <thead>
          <tr>{props.head.map(headCell)}</tr>
        </thead>
        <tbody>{props.children}</tbody>
      </table>
    </div>
  );
}

/** An ISO time as `2026-11-25 07:52 UTC`, in a <time> element; "never" for null. */
export function When(props: { iso: string | null }) {
  if (!props.iso) return <span class="muted">never</span>;
  const text = props.iso.slice(0, 16).replace("T", " ") + " UTC";
  return <time datetime={props.iso}>{text}</time>;
}

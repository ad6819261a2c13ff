import type { ActivityRow } from "../storage/activity.ts";
import { type ActivityResult, ERROR_CODES, FORM_FIELDS } from "../services/activity_view.ts";
import { AppLayout, type Chrome } from "./layout.tsx";
import { Badge, Empty, ErrorBox, Table, When } from "./ui.tsx";

/** The query string of the form's filters, optionally with a cursor. */
export function activityQuery(form: ActivityResult["form"], cursor?: string | null): string {
  const q = new URLSearchParams();
  for (const k of FORM_FIELDS) if (k !== "cursor" && form[k] !== "") q.set(k, form[k]);
  if (cursor) q.set("cursor", cursor);
  const text = q.toString();
  return text === "" ? "/app/activity" : `/app/activity?${text}`;
}

function Select(
  props: { id: string; label: string; value: string; options: [string, string][] },
) {
  return (
    <div>
      <label for={props.id}>{props.label}</label>
      <select id={props.id} name={props.id}>
        <option value="">Any</option>
        {props.options.map(([value, text]) => (
          <option value={value} selected={value === props.value}>{text}</option>
        ))}
      </select>
    </div>
  );
}

function Field(props: { id: string; label: string; value: string; type?: string; list?: string }) {
  return (
    <div>
      <label for={props.id}>{props.label}</label>
      <input
        id={props.id}
        name={props.id}
        type={props.type ?? "text"}
        value={props.value}
        list={props.list}
      />
    </div>
  );
}

// Plain functions, not keyed elements: Hono would print a `key` attribute into the HTML.
function codeOption(code: string) {
  return <option value={code}></option>;
}

function errorBox(message: string) {
  return <ErrorBox message={message} />;
}

function Filters(props: { r: ActivityResult }) {
  const { form, servers, clients } = props.r;
  return (
    <form method="get" action="/app/activity" class="panel" aria-label="Filter activity">
      <div class="filters">
        <Select
          id="server"
          label="Server"
          value={form.server}
          options={servers.map((s) => [s.slug, s.name])}
        />
        <Field id="tool" label="Tool (server__tool)" value={form.tool} />
        <Select
          id="client"
          label="Client"
          value={form.client}
          options={clients.map((c) => [c.id, c.label])}
        />
        <Select
          id="outcome"
          label="Outcome"
          value={form.outcome}
          options={[["succeeded", "Succeeded"], ["failed", "Failed"]]}
        />
        <Field id="code" label="Error code" value={form.code} list="error-codes" />
        <Field id="from" label="From (UTC day)" value={form.from} type="date" />
        <Field id="to" label="To (UTC day)" value={form.to} type="date" />
      </div>
      <datalist id="error-codes">
        {ERROR_CODES.map(codeOption)}
      </datalist>
      <button type="submit">Filter</button>
      <a class="button secondary" href="/app/activity">Clear</a>
    </form>
  );
}

function Row(props: { row: ActivityRow; clientLabel: string }) {
  const r = props.row;
  return (
    <tr>
      <td>
        <a href={`/app/activity/${encodeURIComponent(r.id)}`}>
          <time datetime={r.createdAt}>{r.createdAt.slice(0, 19).replace("T", " ")} UTC</time>
        </a>
      </td>
      <td>
        <code>{r.qualifiedName}</code>
      </td>
      <td>{props.clientLabel}</td>
      <td>{r.ok ? <Badge tone="ok">succeeded</Badge> : <Badge tone="bad">failed</Badge>}</td>
      <td>{r.error ? <code>{r.error.code}</code> : <span class="muted">none</span>}</td>
      <td class="num">{r.durationMs} ms</td>
    </tr>
  );
}

function Pager(props: { r: ActivityResult }) {
  const page = props.r.page!;
  const first = props.r.form.cursor === "";
  if (first && page.nextCursor === null) return null;
  return (
    <nav class="pager" aria-label="Pages">
      {!first && <a href={activityQuery(props.r.form)}>Newest calls</a>}
      {page.nextCursor !== null && (
        <a href={activityQuery(props.r.form, page.nextCursor)}>
          {page.searchedTo ? "Keep searching older calls" : "Older calls"}
        </a>
      )}
    </nav>
  );
}

function Rows(props: { r: ActivityResult }) {
  const page = props.r.page!;
  const labels = new Map(props.r.clients.map((c) => [c.id, c.label]));
  if (page.data.length === 0 && !page.searchedTo) {
    return (
      <Empty title="No calls here">
        <p>
          Calls appear here as your MCP clients run tools (kept {page.retentionDays}{" "}
          days). Change the filters, or connect a client with the address on the Overview.
        </p>
      </Empty>
    );
  }
  return (
    <Table label="Calls" head={["Time", "Tool", "Client", "Outcome", "Error", "Duration"]}>
      {page.data.map((row) => (
        <Row row={row} clientLabel={labels.get(row.clientId) ?? row.clientId} />
      ))}
    </Table>
  );
}

/** Activity: newest first, a GET filter form, cursor paging with REST's exclusive cursor. */
export function ActivityListPage(props: { chrome: Chrome; r: ActivityResult }) {
  const page = props.r.page;
  return (
    <AppLayout title="Activity" chrome={props.chrome}>
      <Filters r={props.r} />
      {props.r.errors.map(errorBox)}
      {page?.searchedTo && (
        <p class="notice" role="status">
          Searched the calls back to <When iso={page.searchedTo} /> and found {page.data.length}
          {" "}
          that match. Older calls may match too: keep searching below.
        </p>
      )}
      {page && <Rows r={props.r} />}
      {page && <Pager r={props.r} />}
    </AppLayout>
  );
}

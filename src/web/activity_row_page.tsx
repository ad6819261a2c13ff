import type { ActivityRow } from "../storage/activity.ts";
import { AppLayout, type Chrome } from "./layout.tsx";
import { Badge, Table, When } from "./ui.tsx";

function Json(props: { id: string; label: string; value: unknown }) {
  return (
    <section aria-labelledby={props.id}>
      <h2 id={props.id}>{props.label}</h2>
      <pre tabindex={0}><code>{JSON.stringify(props.value ?? null, null, 2)}</code></pre>
    </section>
  );
}

function Facts(props: { row: ActivityRow; clientLabel: string }) {
  const r = props.row;
  return (
    <dl class="facts panel">
      <dt>Time</dt>
      <dd>
        <When iso={r.createdAt} />
      </dd>
      <dt>Outcome</dt>
      <dd>{r.ok ? <Badge tone="ok">succeeded</Badge> : <Badge tone="bad">failed</Badge>}</dd>
      {r.error && (
        <>
          <dt>Error</dt>
          <dd>
            <code>{r.error.code}</code> {r.error.message}
          </dd>
        </>
      )}
      <dt>Server</dt>
      <dd>
        {r.server} (<code>{r.serverSlug}</code>)
      </dd>
      <dt>Tool</dt>
      <dd>
        <code>{r.qualifiedName}</code>
      </dd>
      <dt>Client</dt>
      <dd>{props.clientLabel}</dd>
      <dt>Duration</dt>
      <dd>{r.durationMs} ms</dd>
      <dt>Approved by</dt>
      <dd>{r.approvedBy ?? <span class="muted">no approval was needed</span>}</dd>
      <dt>Row id</dt>
      <dd>
        <code>{r.id}</code>
      </dd>
    </dl>
  );
}

function Redactions(props: { row: ActivityRow }) {
  const list = props.row.redacted;
  return (
    <section aria-labelledby="red-h">
      <h2 id="red-h">Redacted before storing</h2>
      {list.length === 0
        ? <p class="muted">Nothing in this call looked secret.</p>
        : (
          <Table label="Redactions" head={["Pointer", "Rule", "Category"]}>
            {list.map((r) => (
              <tr>
                <td>
                  <code>{r.path}</code>
                </td>
                <td>{r.rule}</td>
                <td>{r.category}</td>
              </tr>
            ))}
          </Table>
        )}
    </section>
  );
}

function Findings(props: { row: ActivityRow }) {
  const list = props.row.injectionFindings;
  return (
    <section aria-labelledby="inj-h">
      <h2 id="inj-h">Injection findings</h2>
      {list.length === 0
        ? <p class="muted">No prompt-injection patterns found.</p>
        : (
          <Table label="Injection findings" head={["Rule", "Severity", "Pointer", "Excerpt"]}>
            {list.map((f) => (
              <tr>
                <td>{f.rule}</td>
                <td>
                  <Badge tone={f.severity === "high" ? "bad" : "warn"}>{f.severity}</Badge>
                </td>
                <td>
                  <code>{f.path}</code>
                </td>
                <td>{f.excerpt}</td>
              </tr>
            ))}
          </Table>
        )}
    </section>
  );
}

/** One stored call: facts, the stored (redacted) arguments and result, redactions, findings. */
export function ActivityRowPage(props: { chrome: Chrome; row: ActivityRow; clientLabel: string }) {
  const r = props.row;
  return (
    <AppLayout title={`Call to ${r.tool}`} chrome={props.chrome}>
      <p>
        <a href="/app/activity">Back to Activity</a>
      </p>
      <Facts row={r} clientLabel={props.clientLabel} />
      <Redactions row={r} />
      <Findings row={r} />
      <Json id="args-h" label="Arguments (as stored)" value={r.arguments} />
      <Json id="result-h" label="Result (as stored)" value={r.result} />
    </AppLayout>
  );
}

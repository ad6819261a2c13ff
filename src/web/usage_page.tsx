import type { MonthUsage } from "../services/usage_view.ts";
import { AppLayout, type Chrome } from "./layout.tsx";
import { HorizontalBars, Legend, StackedBars } from "./charts.tsx";
import { Empty, Table } from "./ui.tsx";

const fmt = (n: number) => n.toLocaleString("en-US");
const ms = (n: number | null) =>
  n === null ? "–" : n >= Number.MAX_SAFE_INTEGER ? "over 60 s" : `≤ ${fmt(n)} ms`;

function MonthNav(props: { u: MonthUsage }) {
  return (
    <form method="get" action="/app/usage" class="pager" aria-label="Choose a month">
      <a href={`/app/usage?month=${props.u.previous}`}>Previous month</a>
      <label for="month">Month</label>
      <input id="month" name="month" type="text" value={props.u.month} pattern="\d{4}-\d{2}" />
      <button type="submit" class="secondary">Show</button>
      {props.u.next && <a href={`/app/usage?month=${props.u.next}`}>Next month</a>}
    </form>
  );
}

function Days(props: { u: MonthUsage }) {
  const u = props.u;
  return (
    <section class="panel" aria-labelledby="days-h">
      <h2 id="days-h">Calls per day</h2>
      <StackedBars
        id="month-days"
        title={`Calls per day in ${u.month}`}
        desc={`${fmt(u.calls)} calls, ${fmt(u.failures)} of them failed.`}
        points={u.days.map((d) => ({
          label: d.day.slice(8),
          ok: d.calls - d.failures,
          bad: d.failures,
        }))}
      />
      <Legend />
      <details>
        <summary>Calls per day as a table</summary>
        <Table label="Calls per day" head={["Day (UTC)", "Calls", "Failed"]}>
          {u.days.map((d) => (
            <tr>
              <td>{d.day}</td>
              <td class="num">{fmt(d.calls)}</td>
              <td class="num">{fmt(d.failures)}</td>
            </tr>
          ))}
        </Table>
      </details>
    </section>
  );
}

function Counts(
  props: { id: string; title: string; items: MonthUsage["tools"]; what: string; note?: string },
) {
  if (props.items.length === 0) return null;
  return (
    <section class="panel" aria-labelledby={`${props.id}-h`}>
      <h2 id={`${props.id}-h`}>{props.title}</h2>
      {props.note && <p class="hint">{props.note}</p>}
      <HorizontalBars
        id={props.id}
        title={props.title}
        desc={props.items.map((i) => `${i.name}: ${i.calls}`).join("; ")}
        items={props.items.map((i) => ({ name: i.name, value: i.calls }))}
      />
      <Table label={props.title} head={[props.what, "Calls"]}>
        {props.items.map((i) => (
          <tr>
            <td>
              <code>{i.name}</code>
            </td>
            <td class="num">{fmt(i.calls)}</td>
          </tr>
        ))}
      </Table>
    </section>
  );
}

function Timings(props: { u: MonthUsage }) {
  if (props.u.servers.length === 0) return null;
  return (
    <section class="panel" aria-labelledby="dur-h">
      <h2 id="dur-h">Duration per server</h2>
      <p class="hint">From a histogram: each figure is the upper bound of its bucket.</p>
      <Table label="Duration per server" head={["Server", "Calls", "p50", "p95"]}>
        {props.u.servers.map((s) => (
          <tr>
            <td>
              <code>{s.server}</code>
            </td>
            <td class="num">{fmt(s.calls)}</td>
            <td class="num">{ms(s.p50Ms)}</td>
            <td class="num">{ms(s.p95Ms)}</td>
          </tr>
        ))}
      </Table>
    </section>
  );
}

/** Usage of one UTC month, read from the daily counters. */
export function UsagePage(props: { chrome: Chrome; u: MonthUsage }) {
  const u = props.u;
  const others = u.toolCount - u.tools.length;
  return (
    <AppLayout title={`Usage · ${u.month}`} chrome={props.chrome}>
      <MonthNav u={u} />
      <p>
        <strong>{fmt(u.calls)}</strong> calls in {u.month}, <strong>{fmt(u.failures)}</strong>{" "}
        failed. Counted per account as calls finish (UTC days).
      </p>
      {u.calls === 0
        ? (
          <Empty title="No calls this month">
            <p>Connect an MCP client with the address on the Overview and run a tool.</p>
          </Empty>
        )
        : (
          <>
            <Days u={u} />
            <Counts
              id="tools"
              title="Top tools"
              what="Tool"
              items={u.tools}
              note={others > 0 ? `and ${others} more tools` : undefined}
            />
            <Counts id="errors" title="Error codes" what="Error code" items={u.errors} />
            <Timings u={u} />
          </>
        )}
    </AppLayout>
  );
}

import type { Overview } from "../services/overview.ts";
import { AppLayout, type Chrome } from "./layout.tsx";
import { Legend, StackedBars } from "./charts.tsx";
import { Table, When } from "./ui.tsx";

const fmt = (n: number) => n.toLocaleString("en-US");

function UsagePanel(props: { o: Overview }) {
  const u = props.o.usage;
  const share = u.plan.includedCalls === 0 ? 1 : u.calls / u.plan.includedCalls;
  return (
    <section class="panel" aria-labelledby="usage-h">
      <h2 id="usage-h">{u.plan.name} plan · {u.month}</h2>
      {u.blocked && (
        <p class="error" role="alert">
          Calls are blocked: this account has used all {fmt(u.plan.includedCalls)}{" "}
          calls its plan includes this month. They run again from <When iso={u.resetsAt} />.
        </p>
      )}
      <label for="month-bar">
        {fmt(u.calls)} of {fmt(u.plan.includedCalls)} calls this month
        {u.team !== null && ` (shared by team "${u.team}")`}
      </label>
      <progress id="month-bar" max={Math.max(1, u.plan.includedCalls)} value={u.calls}>
        {Math.round(share * 100)}%
      </progress>
      <p class="hint">
        {u.plan.hardLimit
          ? "A hard limit: calls beyond it are refused until the month resets."
          : "Calls beyond the included ones are billed as overage."} The count resets{" "}
        <When iso={u.resetsAt} />. <a href="/app/usage">Usage details</a>
      </p>
    </section>
  );
}

function ChartPanel(props: { o: Overview }) {
  const days = props.o.days;
  const ok = days.reduce((n, d) => n + d.succeeded, 0);
  const bad = days.reduce((n, d) => n + d.failed, 0);
  const desc = `${fmt(ok)} calls succeeded and ${fmt(bad)} failed in the last ${days.length} days.`;
  return (
    <section class="panel" aria-labelledby="chart-h">
      <h2 id="chart-h">Calls, last {days.length} days</h2>
      <StackedBars
        id="days30"
        title="Calls per day, last 30 days"
        desc={desc}
        points={days.map((d) => ({ label: d.day.slice(5), ok: d.succeeded, bad: d.failed }))}
      />
      <Legend />
      <details>
        <summary>Calls per day as a table</summary>
        <Table label="Calls per day" head={["Day (UTC)", "Succeeded", "Failed"]}>
          {days.map((d) => (
            <tr>
              <td>{d.day}</td>
              <td class="num">{fmt(d.succeeded)}</td>
              <td class="num">{fmt(d.failed)}</td>
            </tr>
          ))}
        </Table>
      </details>
    </section>
  );
}

function AttentionItem(props: { n: number; href: string; one: string; many: string }) {
  return (
    <li>
      <a href={props.href}>
        <span class="big">{fmt(props.n)}</span> {props.n === 1 ? props.one : props.many}
      </a>
    </li>
  );
}

function AttentionPanel(props: { o: Overview }) {
  const a = props.o.attention;
  const total = a.pendingApprovals + a.failingWebhooks + a.pendingServers + a.reauthServers;
  return (
    <section class="panel" aria-labelledby="att-h">
      <h2 id="att-h">Needs attention</h2>
      {total === 0 && <p class="muted">Nothing needs you right now.</p>}
      <ul class="cards plain">
        <AttentionItem
          n={a.pendingApprovals}
          href="/app/approvals"
          one="call waiting for approval"
          many="calls waiting for approval"
        />
        <AttentionItem
          n={a.failingWebhooks}
          href="/app/webhooks"
          one="failing webhook endpoint"
          many="failing webhook endpoints"
        />
        <AttentionItem
          n={a.pendingServers}
          href="/app/servers"
          one="server pending set-up"
          many="servers pending set-up"
        />
        <AttentionItem
          n={a.reauthServers}
          href="/app/servers"
          one="server needing re-authorization"
          many="servers needing re-authorization"
        />
      </ul>
    </section>
  );
}

/** The landing page: the month against the plan, 30 days of calls, what needs attention. */
export function OverviewPage(props: { chrome: Chrome; o: Overview }) {
  return (
    <AppLayout title="Overview" chrome={props.chrome}>
      <UsagePanel o={props.o} />
      <AttentionPanel o={props.o} />
      <ChartPanel o={props.o} />
      <section class="panel" aria-labelledby="mcp-h">
        <h2 id="mcp-h">Connect an MCP client</h2>
        <label for="mcp-url">MCP server URL</label>
        <input id="mcp-url" type="text" readonly value={props.o.mcpUrl} />
        <p class="hint">
          Select the address and copy it into your MCP client; it signs in through this app.{" "}
          <a href="/app/activity">See every call on the Activity page</a>.
        </p>
      </section>
    </AppLayout>
  );
}

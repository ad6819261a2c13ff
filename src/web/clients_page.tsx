import type { ClientView } from "../services/clients.ts";
import { AppLayout, type Chrome } from "./layout.tsx";
import { Badge, Empty, PostForm, Table, When } from "./ui.tsx";

function Row(props: { row: ClientView; csrf: string }) {
  const r = props.row;
  return (
    <tr>
      <td>
        <strong>{r.label}</strong>
        <br />
        <span class="muted">{r.name} · {r.id}</span>
      </td>
      <td>{r.active ? <Badge tone="ok">active</Badge> : <Badge tone="muted">revoked</Badge>}</td>
      <td class="num">{r.calls}</td>
      <td>
        <When iso={r.authorizedAt} />
      </td>
      <td>
        <When iso={r.lastActiveAt} />
      </td>
      <td>
        {r.active && (
          <PostForm
            action={`/app/clients/${encodeURIComponent(r.id)}/revoke`}
            csrf={props.csrf}
            inline
            label={`Revoke ${r.label}`}
          >
            <button type="submit" class="secondary">Revoke</button>
          </PostForm>
        )}
      </td>
    </tr>
  );
}

/** The account's MCP client connections, each revocable. */
export function ClientsPage(props: { chrome: Chrome; mcpUrl: string; rows: ClientView[] }) {
  return (
    <AppLayout title="Clients" chrome={props.chrome}>
      <p>
        Connect an MCP client (Claude, Cursor, any MCP client) to{" "}
        <code>{props.mcpUrl}</code>. It signs in through this app and appears below.
      </p>
      {props.rows.length === 0
        ? (
          <Empty title="No client has connected yet">
            <p>
              Add <code>{props.mcpUrl}</code>{" "}
              as a remote MCP server in your client; it will ask you to sign in here and approve it.
            </p>
          </Empty>
        )
        : (
          <Table
            label="Client connections"
            head={["Connection", "Status", "Calls", "Authorized", "Last active", ""]}
          >
            {props.rows.map((row) => <Row key={row.id} row={row} csrf={props.chrome.csrf} />)}
          </Table>
        )}
    </AppLayout>
  );
}

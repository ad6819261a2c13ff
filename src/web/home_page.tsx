import { Layout } from "./layout.tsx";

export interface ConnectionRow {
  id: string;
  label: string;
  name: string;
  active: boolean;
  authorizedAt: string;
  lastActiveAt: string | null;
}

function Row(props: { row: ConnectionRow; csrf: string }) {
  const r = props.row;
  return (
    <tr>
      <td>
        <strong>{r.label}</strong>
        <br />
        <span class="note">{r.name} · {r.id}</span>
      </td>
      <td>{r.active ? "active" : "revoked"}</td>
      <td class="note">
        authorized {r.authorizedAt}
        <br />
        last active {r.lastActiveAt ?? "never"}
      </td>
      <td>
        {r.active && (
          <form method="post" action={`/app/clients/${encodeURIComponent(r.id)}/revoke`}>
            <input type="hidden" name="csrf" value={props.csrf} />
            <button type="submit">Revoke</button>
          </form>
        )}
      </td>
    </tr>
  );
}

/** The signed-in home: the account's MCP client connections, each revocable. */
export function HomePage(
  props: {
    accountName: string;
    email: string;
    csrf: string;
    mcpUrl: string;
    rows: ConnectionRow[];
    notice?: string | null;
  },
) {
  return (
    <Layout title={props.accountName} signOut={{ csrf: props.csrf, email: props.email }}>
      {props.notice && <p class="note" role="status">{props.notice}</p>}
      <p>
        Connect an MCP client to{" "}
        <code>{props.mcpUrl}</code>. It signs in through this app and appears below.
      </p>
      <h2>Client connections</h2>
      {props.rows.length === 0 ? <p class="note">No client has connected yet.</p> : (
        <table>
          <thead>
            <tr>
              <th>Connection</th>
              <th>Status</th>
              <th>Activity</th>
              <th></th>
            </tr>
          </thead>
          <tbody>
            {props.rows.map((row) => Row({ row, csrf: props.csrf }))}
          </tbody>
        </table>
      )}
    </Layout>
  );
}

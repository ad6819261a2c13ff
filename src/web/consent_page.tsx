import { Layout } from "./layout.tsx";

export interface ConsentProps {
  csrf: string;
  email: string;
  accountName: string;
  clientName: string;
  /** For metadata-document clients: the URL that vouches for the name. */
  clientIdUrl: string | null;
  redirectHost: string;
  /** The authorization request, re-submitted with the decision. */
  params: Record<string, string>;
}

function Hidden(props: { name: string; value: string }) {
  return <input type="hidden" name={props.name} value={props.value} />;
}

/** The consent page: who asks, where the answer goes, a label, approve or deny. */
export function ConsentPage(props: ConsentProps) {
  return (
    <Layout title="Connect a client" signOut={{ csrf: props.csrf, email: props.email }}>
      <p>
        <strong>{props.clientName}</strong> wants to use the tools of{" "}
        <strong>{props.accountName}</strong> through Toolgate.
      </p>
      {props.clientIdUrl
        ? (
          <p class="note">
            Client identity published at <code>{props.clientIdUrl}</code>.
          </p>
        )
        : (
          <p class="note">
            The client registered this name itself; Toolgate has not verified it.
          </p>
        )}
      <p>
        After you decide, you go back to{" "}
        <code>{props.redirectHost}</code>. Approve only if you started this connection.
      </p>
      <form method="post" action="/oauth/authorize">
        <input type="hidden" name="csrf" value={props.csrf} />
        {Object.entries(props.params).map(([name, value]) => Hidden({ name, value }))}
        <label for="label">Label for this connection</label>
        <input id="label" name="label" type="text" maxlength={100} value={props.clientName} />
        <button type="submit" name="decision" value="approve">Approve</button>
        <button type="submit" name="decision" value="deny">Deny</button>
      </form>
    </Layout>
  );
}

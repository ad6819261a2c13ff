import type { UserRecord } from "../storage/users.ts";
import { AppLayout, type Chrome, Layout } from "./layout.tsx";
import { ErrorBox, PostForm } from "./ui.tsx";
import { EmailField, NewPasswordField } from "./auth_pages.tsx";

/** The one response that shows an invite link. */
export function InviteCreatedPage(props: { chrome: Chrome; link: string; days: number }) {
  return (
    <AppLayout title="Invite link created" chrome={props.chrome}>
      <div class="secret" role="status">
        <p>
          <strong>Send this link to the person you invite.</strong> It works once, expires in{" "}
          {props.days} days, and cannot be shown again.
        </p>
        <label for="invite-link">Invite link</label>
        <input id="invite-link" type="text" readonly value={props.link} autocomplete="off" />
      </div>
      <p>
        <a class="button" href="/app/account">Done, back to the account</a>
      </p>
    </AppLayout>
  );
}

export function RemoveMemberPage(props: { chrome: Chrome; member: UserRecord }) {
  return (
    <AppLayout title="Remove member" chrome={props.chrome}>
      <p>
        Remove <strong>{props.member.email}</strong>{" "}
        from this account? Their login ends at once; they can be invited again later.
      </p>
      <PostForm
        action={`/app/account/members/${encodeURIComponent(props.member.id)}/remove`}
        csrf={props.chrome.csrf}
      >
        <button type="submit" class="danger">Remove member</button>
        <a class="button secondary" href="/app/account">Cancel</a>
      </PostForm>
    </AppLayout>
  );
}

export interface JoinProps {
  accountName: string;
  csrf: string;
  error?: string | null;
  /** The signed-in person, when there is one. */
  signedIn: { email: string } | null;
  email?: string;
}

/** Accepting an invite: join as the signed-in person, or create a login, or sign in first. */
export function JoinPage(props: JoinProps) {
  const title = `Join ${props.accountName}`;
  if (props.signedIn) {
    return (
      <Layout title={title} signOut={{ csrf: props.csrf, email: props.signedIn.email }}>
        <ErrorBox message={props.error} />
        <p>
          You are invited to <strong>{props.accountName}</strong>. Joining moves your login{" "}
          <strong>{props.signedIn.email}</strong> to it: a person belongs to one account at a time.
        </p>
        <PostForm action="/app/invite/accept" csrf={props.csrf}>
          <button type="submit">Join {props.accountName}</button>
        </PostForm>
        <p class="hint">To keep your current account, sign out and accept with another email.</p>
      </Layout>
    );
  }
  return (
    <Layout title={title}>
      <ErrorBox message={props.error} />
      <p>
        You are invited to <strong>{props.accountName}</strong>. Create your login to join.
      </p>
      <PostForm action="/app/invite/signup" csrf={props.csrf}>
        <EmailField email={props.email} />
        <NewPasswordField />
        <button type="submit">Create login and join</button>
      </PostForm>
      <p>
        Already have a Toolgate login? <a href="/app/login?next=%2Fapp%2Finvite">Sign in first</a>
      </p>
    </Layout>
  );
}

import { ErrorBox, Layout } from "./layout.tsx";

interface FormProps {
  csrf: string;
  error?: string | null;
  email?: string;
  next?: string | null;
}

function NextField(props: { next?: string | null }) {
  return props.next ? <input type="hidden" name="next" value={props.next} /> : null;
}

function withNext(path: string, next?: string | null): string {
  return next ? `${path}?next=${encodeURIComponent(next)}` : path;
}

export function EmailField(props: { email?: string }) {
  return (
    <>
      <label for="email">Email</label>
      <input
        id="email"
        name="email"
        type="email"
        required
        autocomplete="email"
        value={props.email ?? ""}
        maxlength={254}
      />
    </>
  );
}

/** The password of a new login (sign-up and joining through an invite). */
export function NewPasswordField() {
  return (
    <>
      <label for="password">Password (at least 10 characters)</label>
      <input
        id="password"
        name="password"
        type="password"
        required
        minlength={10}
        maxlength={1024}
        autocomplete="new-password"
      />
    </>
  );
}

export function SignupPage(props: FormProps & { accountName?: string }) {
  return (
    <Layout title="Create your account">
      <ErrorBox message={props.error} />
      <form method="post" action="/app/signup">
        <input type="hidden" name="csrf" value={props.csrf} />
        <NextField next={props.next} />
        <EmailField email={props.email} />
        <NewPasswordField />
        <label for="account">Account name</label>
        <input
          id="account"
          name="account"
          type="text"
          maxlength={200}
          value={props.accountName ?? ""}
          placeholder="e.g. your team or company"
        />
        <button type="submit">Create account</button>
      </form>
      <p>
        Already have an account? <a href={withNext("/app/login", props.next)}>Sign in</a>
      </p>
    </Layout>
  );
}

export function LoginPage(props: FormProps) {
  return (
    <Layout title="Sign in">
      <ErrorBox message={props.error} />
      <form method="post" action="/app/login">
        <input type="hidden" name="csrf" value={props.csrf} />
        <NextField next={props.next} />
        <EmailField email={props.email} />
        <label for="password">Password</label>
        <input
          id="password"
          name="password"
          type="password"
          required
          maxlength={1024}
          autocomplete="current-password"
        />
        <button type="submit">Sign in</button>
      </form>
      <p>
        New to Toolgate? <a href={withNext("/app/signup", props.next)}>Create an account</a>
      </p>
    </Layout>
  );
}

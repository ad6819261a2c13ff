import type { PolicyExplanation } from "../services/policies.ts";
import { POLICY_ACTIONS, type PolicyAction, type PolicyRule } from "../domain/policy_match.ts";
import { AppLayout, type Chrome } from "./layout.tsx";
import { Badge, Empty, ErrorBox, PostForm, Table, type Tone, When } from "./ui.tsx";

const TONES: Record<PolicyAction, Tone> = { allow: "ok", approve: "warn", deny: "bad" };

const MEANING: Record<PolicyAction, string> = {
  allow: "runs",
  approve: "waits for a person to approve it on the Approvals page",
  deny: "is refused",
};

function deleteHref(pattern: string): string {
  return `/app/policies/delete?pattern=${encodeURIComponent(pattern)}`;
}

function RuleRow(props: { rule: PolicyRule }) {
  const r = props.rule;
  return (
    <tr>
      <td>
        <code>{r.pattern}</code>
      </td>
      <td>
        <Badge tone={TONES[r.action]}>{r.action}</Badge>
      </td>
      <td>
        <When iso={r.updatedAt} />
      </td>
      <td>
        <a href={deleteHref(r.pattern)} aria-label={`Delete the rule ${r.pattern}`}>Delete</a>
      </td>
    </tr>
  );
}

export interface AddFormState {
  error?: string | null;
  pattern?: string;
  action?: string;
}

// Plain functions, not keyed elements: Hono would print a `key` attribute into the HTML.
function actionOption(a: PolicyAction, chosen: string) {
  return <option value={a} selected={a === chosen}>{a}</option>;
}

function AddForm(props: { csrf: string; form: AddFormState }) {
  const chosen = props.form.action ?? "approve";
  return (
    <section class="panel" aria-labelledby="add-rule">
      <h2 id="add-rule">Add or change a rule</h2>
      <ErrorBox message={props.form.error} />
      <PostForm action="/app/policies" csrf={props.csrf}>
        <label for="rule-pattern">Pattern</label>
        <input
          id="rule-pattern"
          name="pattern"
          type="text"
          required
          maxlength={200}
          value={props.form.pattern ?? ""}
          aria-describedby="rule-pattern-hint"
        />
        <p class="hint" id="rule-pattern-hint">
          A qualified tool name (<code>demo-notes__add_note</code>) or a pattern where{" "}
          <code>*</code> matches anything (<code>demo-notes__*</code>,{" "}
          <code>*__delete_*</code>). A rule with the same pattern is replaced.
        </p>
        <label for="rule-action">Action</label>
        <select id="rule-action" name="action">
          {POLICY_ACTIONS.map((a) => actionOption(a, chosen))}
        </select>
        <button type="submit">Save rule</button>
      </PostForm>
    </section>
  );
}

function Candidates(props: { x: PolicyExplanation }) {
  const { candidates } = props.x;
  if (candidates.length === 0) return null;
  return (
    <Table
      label="Matching rules, the deciding one first"
      head={["Pattern", "Action", "Exact", "Literal characters", "Wildcards"]}
    >
      {candidates.map((c, i) => (
        <tr>
          <td>
            <code>{c.rule.pattern}</code> {i === 0 && <Badge tone="muted">decides</Badge>}
          </td>
          <td>{c.rule.action}</td>
          <td>{c.exact ? "yes" : "no"}</td>
          <td class="num">{c.literal}</td>
          <td class="num">{c.wildcards}</td>
        </tr>
      ))}
    </Table>
  );
}

export interface TesterState {
  tool?: string;
  error?: string | null;
  result?: PolicyExplanation | null;
}

function Tester(props: { t: TesterState }) {
  const x = props.t.result;
  return (
    <section class="panel" aria-labelledby="tester">
      <h2 id="tester">Test a tool name</h2>
      <p class="hint">Which rule applies to a tool, and why. Nothing is run or changed.</p>
      <form method="get" action="/app/policies#tester">
        <label for="tester-tool">Qualified tool name</label>
        <input
          id="tester-tool"
          name="tool"
          type="text"
          required
          maxlength={301}
          value={props.t.tool ?? ""}
          placeholder="demo-notes__add_note"
        />
        <button type="submit" class="secondary">Test</button>
      </form>
      <ErrorBox message={props.t.error} />
      {x && (
        <div role="status" class="result">
          <p>
            <code>{x.qualifiedName}</code> →{" "}
            <Badge tone={TONES[x.action]}>{x.action}</Badge>: a call {MEANING[x.action]}.
          </p>
          <p>{x.reason}</p>
          <Candidates x={x} />
        </div>
      )}
    </section>
  );
}

/** The rules, the form that adds one, and the tester. */
export function PoliciesPage(
  props: { chrome: Chrome; rules: PolicyRule[]; form: AddFormState; tester: TesterState },
) {
  return (
    <AppLayout title="Policies" chrome={props.chrome}>
      <p>
        Rules decide what happens when an agent calls a tool: <strong>allow</strong>,{" "}
        <strong>deny</strong>, or <strong>approve</strong>{" "}
        (a person approves each call first). The most specific matching rule wins: an exact name,
        then the pattern with the most literal characters, then the fewest{" "}
        <code>*</code>, then the stricter action. A tool no rule matches is allowed.
      </p>
      {props.rules.length === 0
        ? (
          <Empty title="No rules: every tool is allowed">
            <p>
              Add a rule below, e.g. <code>demo-notes__*</code>{" "}
              → approve to review every call to Demo Notes first.
            </p>
          </Empty>
        )
        : (
          <Table label="Policy rules" head={["Pattern", "Action", "Updated", ""]}>
            {props.rules.map((r) => <RuleRow key={r.pattern} rule={r} />)}
          </Table>
        )}
      <AddForm csrf={props.chrome.csrf} form={props.form} />
      <Tester t={props.tester} />
    </AppLayout>
  );
}

/** Deletion asks first, on its own page, so it works without JavaScript. */
export function DeletePolicyPage(props: { chrome: Chrome; rule: PolicyRule }) {
  const r = props.rule;
  return (
    <AppLayout title="Delete policy rule" chrome={props.chrome}>
      <p>
        Delete the rule <code>{r.pattern}</code> →{" "}
        <strong>{r.action}</strong>? Calls it matched fall to the next most specific rule, or are
        allowed when none matches. This applies to the very next call.
      </p>
      <PostForm action="/app/policies/delete" csrf={props.chrome.csrf}>
        <input type="hidden" name="pattern" value={r.pattern} />
        <button type="submit" class="danger">Delete rule</button>
        <a class="button secondary" href="/app/policies">Cancel</a>
      </PostForm>
    </AppLayout>
  );
}

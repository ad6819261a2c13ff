/**
 * The app's navigation, in the order shown. A new page adds its one line here (only pages that
 * exist: a link that 404s is a bug). A sub-page (`/app/keys/…`) marks its entry current too.
 */
export interface NavEntry {
  href: string;
  label: string;
}

export const NAV: NavEntry[] = [
  { href: "/app", label: "Overview" },
  { href: "/app/activity", label: "Activity" },
  { href: "/app/usage", label: "Usage" },
  { href: "/app/servers", label: "Servers" },
  { href: "/app/approvals", label: "Approvals" },
  { href: "/app/policies", label: "Policies" },
  { href: "/app/keys", label: "API keys" },
  { href: "/app/webhooks", label: "Webhooks" },
  { href: "/app/clients", label: "Clients" },
  { href: "/app/account", label: "Account" },
];

/** The entry a path belongs to: the longest href that is the path or a prefix of it. */
export function currentNav(path: string): NavEntry | null {
  let best: NavEntry | null = null;
  for (const entry of NAV) {
    const hit = path === entry.href || path.startsWith(`${entry.href}/`);
    if (hit && (!best || entry.href.length > best.href.length)) best = entry;
  }
  return best;
}

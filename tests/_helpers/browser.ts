/**
 * Browser tests: playwright-core drives Debian's Chromium (never `playwright install`, whose
 * download host is unreachable). Without Chromium the tests are skipped with a printed reason,
 * unless TOOLGATE_REQUIRE_BROWSER=1 (set by .ci/run), where a missing browser fails them.
 */
import assert from "node:assert/strict";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { type Browser, chromium, type Page } from "playwright-core";

export type { Browser, Page };

export const CHROMIUM_PATH = Deno.env.get("TOOLGATE_CHROMIUM") ?? "/usr/bin/chromium";
const REQUIRED = Deno.env.get("TOOLGATE_REQUIRE_BROWSER") === "1";
export const SCREENSHOT_DIR = ".tmp/screenshots";

const ARGS = [
  "--no-sandbox",
  "--headless",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

function chromiumPresent(): boolean {
  try {
    return Deno.statSync(CHROMIUM_PATH).isFile;
  } catch {
    return false;
  }
}

const present = chromiumPresent();
if (!present && !REQUIRED) {
  console.log(
    `Skipping browser tests: no Chromium at ${CHROMIUM_PATH} ` +
      "(apt-get install -y chromium, or set TOOLGATE_CHROMIUM); TOOLGATE_REQUIRE_BROWSER=1 fails instead",
  );
}

/** A test that runs in a fresh Chromium (own user-data-dir), closed whatever happens. */
export function browserTest(name: string, fn: (browser: Browser) => Promise<void>): void {
  Deno.test({
    name,
    ignore: !present && !REQUIRED,
    async fn() {
      if (!present) {
        throw new Error(`TOOLGATE_REQUIRE_BROWSER=1 but no Chromium at ${CHROMIUM_PATH}`);
      }
      // launch() gives every browser a fresh temporary user-data-dir and removes it on close.
      const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: ARGS });
      try {
        await fn(browser);
      } finally {
        await browser.close();
      }
    },
  });
}

let axeSource: Promise<string> | null = null;

function axeScript(): Promise<string> {
  if (axeSource === null) {
    const main = createRequire(import.meta.url).resolve("axe-core");
    axeSource = Deno.readTextFile(join(dirname(main), "axe.min.js"));
  }
  return axeSource;
}

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: unknown[] }[];
}

/** Runs axe-core in the page; fails on any serious or critical violation. */
export async function assertAccessible(page: Page, label: string): Promise<void> {
  // Evaluated through the DevTools protocol: the app's CSP rightly refuses an injected <script>.
  await page.evaluate(await axeScript());
  const violations = await page.evaluate(async () => {
    // deno-lint-ignore no-explicit-any
    const result = await (globalThis as any).axe.run();
    return result.violations as AxeViolation[];
  });
  const bad = violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  const summary = bad.map((v) =>
    `${v.id} (${v.impact}): ${v.help} at ${JSON.stringify(v.nodes.map((n) => n.target))}`
  );
  assert.deepEqual(summary, [], `axe found violations on ${label}`);
}

/** Saves a full-page screenshot under .tmp/screenshots (kept out of git). */
export async function screenshot(page: Page, name: string): Promise<string> {
  await Deno.mkdir(SCREENSHOT_DIR, { recursive: true });
  const path = `${SCREENSHOT_DIR}/${name}.png`;
  await page.screenshot({ path, fullPage: true });
  return path;
}

/** What every visited page gets: a screenshot and the axe check. */
export async function checkPage(page: Page, name: string): Promise<void> {
  await screenshot(page, name);
  await assertAccessible(page, `${name} (${page.url()})`);
}

/** Signs up through the form, as a person would, and waits for the Overview (the landing page). */
export async function signUpInBrowser(
  page: Page,
  origin: string,
  person: { email: string; password: string; account: string },
): Promise<void> {
  await page.goto(`${origin}/app/signup`);
  await page.getByLabel("Email").fill(person.email);
  await page.getByLabel("Password (at least 10 characters)").fill(person.password);
  await page.getByLabel("Account name").fill(person.account);
  await page.getByRole("button", { name: "Create account" }).click();
  await page.waitForURL(`${origin}/app`);
}

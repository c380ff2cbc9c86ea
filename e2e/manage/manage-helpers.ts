/**
 * Helpers of the manage-link browser tests. This feature's server
 * sends its e-mails over SMTP to a test server in its own process, which
 * writes each one to `${DATA_DIR}/received-mail/` (e2e/support/e2e-server.ts);
 * the data folder's path reaches the tests through the environment the
 * runner made it in (playwright.config.ts).
 */
import { expect, type APIRequestContext, type Page, type TestInfo } from '@playwright/test';
import ICAL from 'ical.js';
import { waitForMailOf, type ReceivedMail } from '../support/received-mail.ts';

export { sentTo, type ReceivedMail } from '../support/received-mail.ts';

/** The first received e-mail of this feature's server that matches (e2e/support/received-mail.ts). */
export function waitForMail(
  describe: string,
  match: (mail: ReceivedMail) => boolean,
  after: ReadonlySet<string> = new Set(),
): Promise<ReceivedMail> {
  return waitForMailOf('manage', describe, match, after);
}

/** The path of the private link in an e-mail's text (the host is the server's PUBLIC_URL, not this one). */
export function manageLinkIn(mail: ReceivedMail): string {
  const match = /\/manage\?token=[A-Za-z0-9_-]{43}/.exec(mail.text);
  if (!match) throw new Error(`No manage link in the e-mail "${mail.subject}"`);
  return match[0];
}

export interface CalendarFacts {
  readonly method: string;
  readonly uid: string;
  readonly sequence: number;
  readonly status: string | null;
}

export function calendarFacts(ics: string | null): CalendarFacts {
  if (!ics) throw new Error('The e-mail has no calendar file');
  const calendar = new ICAL.Component(ICAL.parse(ics));
  const event = calendar.getFirstSubcomponent('vevent');
  if (!event) throw new Error('The calendar file has no event');
  return {
    method: String(calendar.getFirstPropertyValue('method')),
    uid: String(event.getFirstPropertyValue('uid')),
    sequence: Number(event.getFirstPropertyValue('sequence') ?? 0),
    status: (event.getFirstPropertyValue('status') as string | null) ?? null,
  };
}

/** A signed-in staff API of its own (the owner), apart from the customer's browser. */
export { staffApi } from '../support/staff.ts';

/** The dashboard's row of one customer (found by their unique name): reading the list opens nothing. */
export async function dashboardRow(staff: APIRequestContext, name: string): Promise<Record<string, unknown>> {
  const answer = await staff.get(`/api/admin/appointments?q=${encodeURIComponent(name)}&time=all&status=all`);
  expect(answer.ok(), `the dashboard list answered ${answer.status()}`).toBe(true);
  const body = (await answer.json()) as { items: Record<string, unknown>[] };
  expect(body.items, `appointments of ${name}`).toHaveLength(1);
  return body.items[0]!;
}

/** A name and e-mail address no other test uses. */
export function uniqueCustomer(testInfo: TestInfo, label: string): { name: string; email: string } {
  const tag = `${testInfo.project.name.endsWith('phone') ? 'p' : 'd'}${Date.now().toString(36)}`;
  return { name: `${label} ${tag}`, email: `${label.toLowerCase()}.${tag}@guest.example` };
}

/** "Tuesday 1 December" as the page writes a date. */
export function weekdayDate(date: string): string {
  return new Intl.DateTimeFormat('en-GB', { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' }).format(
    new Date(`${date}T12:00:00Z`),
  );
}

/** Saves a full-page screenshot in the test's output folder, for people to look at. */
export async function screenshot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  const size = testInfo.project.name.endsWith('phone') ? '390' : '1440';
  await page.screenshot({ path: testInfo.outputPath(`${name}-${size}.png`), fullPage: true });
}

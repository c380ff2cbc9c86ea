/**
 * The daily calendar and the technician page in a real browser:
 * navigation, block and name links, hidden cancelled appointments, the Daily
 * Statistics numbers, the three period toggles and axe-core.
 */
import { expect, test, type Page } from '@playwright/test';
import { PHONE_TOO } from '../support/viewports.ts';
import { addDays } from '../../src/domain/calendar.ts';
import { priceAfterDiscount } from '../../src/domain/pricing.ts';
import { salonMoment } from '../../src/domain/salon-time.ts';
import { periodRange, type StatsPeriod } from '../../src/domain/stats-period.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { catalogue, seedAppointment, signIn, technicians, testDate } from './calendar-fixtures.ts';

const TIME_ZONE = 'Asia/Bangkok';

function baht(amount: number): string {
  return `${new Intl.NumberFormat('en-GB').format(amount)}฿`;
}

function timelineBlock(page: Page, customer: string) {
  return page.getByRole('link', { name: new RegExp(customer) }).and(page.locator('[data-status]'));
}

test.beforeEach(async ({ page }) => {
  await signIn(page);
});

test('moves between days with the arrows, Today and the date picker, keeping the day in the URL', async ({ page }) => {
  const today = salonMoment(new Date(), TIME_ZONE);
  await page.goto('/admin/calendar');
  await expect(page.getByRole('heading', { level: 1, name: 'Calendar' })).toBeVisible();
  await expect(page.getByText(/^Today, /)).toBeVisible();
  const nowLine = page.getByTestId('now-line');
  if (today.minuteOfDay >= 600 && today.minuteOfDay <= 1260) await expect(nowLine).toBeVisible();
  else await expect(nowLine).toHaveCount(0);

  await page.getByRole('button', { name: 'Next day' }).click();
  await expect(page).toHaveURL(new RegExp(`date=${addDays(today.date, 1)}$`));
  await expect(page.getByLabel('Date')).toHaveValue(addDays(today.date, 1));
  await expect(nowLine).toHaveCount(0);

  await page.getByRole('button', { name: 'Previous day' }).click();
  await page.getByRole('button', { name: 'Previous day' }).click();
  await expect(page).toHaveURL(new RegExp(`date=${addDays(today.date, -1)}$`));

  await page.getByRole('button', { name: 'Today' }).click();
  await expect(page).toHaveURL(new RegExp(`date=${today.date}$`));

  await page.getByLabel('Date').fill('2027-03-15');
  await expect(page).toHaveURL(/date=2027-03-15$/);
  await expect(page.getByText(/Monday,? 15 March/)).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Date')).toHaveValue('2027-03-15');

  // The browser's back button walks the days back.
  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`date=${today.date}$`));

  await page.goto('/admin/calendar?date=2026-02-30');
  await expect(page.getByRole('status').filter({ hasText: '“2026-02-30” is not a date' })).toBeVisible();
  await expect(page.getByLabel('Date')).toHaveValue(today.date);
});

test(
  'shows blocks by status, hides cancelled ones, marks unassigned ones, and links blocks and names',
  PHONE_TOO,
  async ({ page }, testInfo) => {
    const date = await testDate(page, testInfo, 0);
    const [first, second] = await technicians(page);
    if (!first || !second) throw new Error('The seed has four technicians');
    const tag = testInfo.project.name;
    const confirmedId = await seedAppointment(page, {
      date,
      time: '11:00',
      services: ['Classic Manicure'],
      name: `Confirmed ${tag}`,
      technicianId: first.id,
      status: 'confirmed',
    });
    await seedAppointment(page, { date, time: '11:00', services: ['Classic Pedicure'], name: `Loose ${tag}` });
    await seedAppointment(page, {
      date,
      time: '15:00',
      services: ['Classic Manicure'],
      name: `Cancelled ${tag}`,
      technicianId: first.id,
      status: 'cancelled',
    });
    await seedAppointment(page, {
      date,
      time: '16:00',
      services: ['Classic Manicure'],
      name: `Completed ${tag}`,
      technicianId: second.id,
      status: 'completed',
    });

    await page.goto(`/admin/calendar?date=${date}`);
    const confirmed = timelineBlock(page, `Confirmed ${tag}`);
    await expect(confirmed).toBeVisible();
    await expect(confirmed).toHaveAttribute('data-status', 'confirmed');
    await expect(confirmed).toContainText('11:00');
    await expect(confirmed).toContainText('Classic Manicure');
    await expect(confirmed).toHaveClass(/bg-green-100/);
    await expect(timelineBlock(page, `Completed ${tag}`)).toHaveClass(/bg-blue-100/);

    const loose = timelineBlock(page, `Loose ${tag}`);
    await expect(loose).toHaveAttribute('data-status', 'pending');
    await expect(loose).toHaveAttribute('data-placement', 'unassigned');
    await expect(loose).toContainText('Unassigned');
    await expect(loose).toHaveClass(/bg-yellow-100/);
    // It overlaps the first technician's 11:00, so it sits in the second row.
    const secondRow = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: second.displayName }) });
    // The block itself (its "Check out …" ฿ link sits beside it in the same row).
    await expect(secondRow.getByRole('link', { name: new RegExp(`^Loose ${tag}`) })).toBeVisible();

    await expect(page.getByText(`Cancelled ${tag}`)).toHaveCount(0);

    await expectNoAxeViolations(page);

    // Keyboard: a block is a link reached and followed with the keyboard.
    await confirmed.focus();
    await expect(confirmed).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/admin/orders/${confirmedId}$`));

    await page.goBack();
    await page
      .getByRole('rowheader', { name: first.displayName })
      .getByRole('link', { name: new RegExp(first.displayName) })
      .click();
    await expect(page).toHaveURL(new RegExp(`/admin/technician/${first.id}\\?date=${date}$`));
    await expect(page.getByRole('heading', { level: 1, name: first.displayName })).toBeVisible();
    await expect(page.getByText(first.email)).toBeVisible();
    await page.getByRole('link', { name: 'Back to Calendar' }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/calendar\\?date=${date}$`));
  },
);

test('Daily Statistics count appointments, services, minutes and revenue after discounts', async ({
  page,
}, testInfo) => {
  const date = await testDate(page, testInfo, 1);
  const list = await technicians(page);
  const technician = list[1];
  if (!technician) throw new Error('The seed has four technicians');
  const menu = await catalogue(page);
  const manicure = menu.get('Classic Manicure');
  const pedicure = menu.get('Classic Pedicure');
  if (!manicure || !pedicure) throw new Error('The seed has these services');
  const tag = testInfo.project.name;
  await seedAppointment(page, {
    date,
    time: '10:00',
    services: ['Classic Manicure', 'Classic Pedicure'],
    name: `Two services ${tag}`,
    technicianId: technician.id,
    status: 'confirmed',
    discountPercentage: 10,
  });
  await seedAppointment(page, {
    date,
    time: '13:00',
    services: ['Classic Manicure'],
    name: `Twenty off ${tag}`,
    technicianId: technician.id,
    status: 'completed',
    discountPercentage: 20,
  });
  await seedAppointment(page, {
    date,
    time: '15:00',
    services: ['Classic Pedicure'],
    name: `Not counted ${tag}`,
    technicianId: technician.id,
    status: 'cancelled',
  });

  await page.goto(`/admin/calendar?date=${date}`);
  await expect(page.getByRole('heading', { name: 'Daily Statistics' })).toBeVisible();
  const card = page.getByTestId(`statistics-${technician.displayName}`);
  await expect(card.getByTestId('appointment-count')).toHaveText('2');
  const minutes = manicure.durationMinutes * 2 + pedicure.durationMinutes;
  await expect(card.getByTestId('total-duration')).toHaveText(
    `${Math.floor(minutes / 60)} h ${String(minutes % 60)} min`.replace(' 0 min', ''),
  );
  const revenue =
    priceAfterDiscount(manicure.priceThb + pedicure.priceThb, 10) + priceAfterDiscount(manicure.priceThb, 20);
  await expect(card.getByTestId('revenue')).toHaveText(baht(revenue));
  await expect(card.getByRole('listitem').filter({ hasText: 'Classic Manicure' })).toContainText(
    `2 × · ${manicure.durationMinutes * 2} min`,
  );
  await expect(card.getByRole('listitem').filter({ hasText: 'Classic Pedicure' })).toContainText(
    `1 × · ${pedicure.durationMinutes} min`,
  );
});

test(
  'the technician page toggles Daily, Weekly and Monthly and steps between periods',
  PHONE_TOO,
  async ({ page }, testInfo) => {
    const first = await testDate(page, testInfo, 2);
    const second = await testDate(page, testInfo, 3);
    const list = await technicians(page);
    // A technician no other test books, and a different one per project (they share a server).
    const technician = list[testInfo.project.name.endsWith('phone') ? 3 : 2];
    if (!technician) throw new Error('The seed has four technicians');
    const menu = await catalogue(page);
    const gel = menu.get('Gel Polish Manicure');
    const manicure = menu.get('Classic Manicure');
    if (!gel || !manicure) throw new Error('The seed has these services');
    const tag = testInfo.project.name;
    const seeded = [
      { date: first, revenue: gel.priceThb, name: `Gel ${tag}` },
      { date: second, revenue: priceAfterDiscount(manicure.priceThb, 10), name: `Tenth off ${tag}` },
    ];
    const gelId = await seedAppointment(page, {
      date: first,
      time: '12:00',
      services: ['Gel Polish Manicure'],
      name: seeded[0]?.name ?? '',
      technicianId: technician.id,
      status: 'confirmed',
    });
    await seedAppointment(page, {
      date: second,
      time: '12:00',
      services: ['Classic Manicure'],
      name: seeded[1]?.name ?? '',
      technicianId: technician.id,
      status: 'completed',
      discountPercentage: 10,
    });
    const expected = (period: StatsPeriod, date: string) => {
      const range = periodRange(period, date);
      const inside = seeded.filter((item) => item.date >= range.from && item.date <= range.to);
      return { count: inside.length, revenue: inside.reduce((sum, item) => sum + item.revenue, 0) };
    };

    await page.goto(`/admin/technician/${technician.id}?date=${first}`);
    await expect(page.getByRole('heading', { level: 1, name: technician.displayName })).toBeVisible();
    const group = page.getByRole('group', { name: 'Period' });
    await expect(group.getByRole('button', { name: 'Daily' })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByTestId('card-appointments')).toContainText('1');
    await expect(page.getByTestId('card-revenue')).toContainText(baht(gel.priceThb));
    const recent = page.getByRole('region', { name: 'Recent Appointments' });
    await expect(recent.getByRole('link', { name: new RegExp(`Gel ${tag}`) })).toHaveAttribute(
      'href',
      `/admin/orders/${gelId}`,
    );

    for (const period of ['weekly', 'monthly'] as const) {
      const label = period === 'weekly' ? 'Weekly' : 'Monthly';
      await group.getByRole('button', { name: label }).click();
      await expect(group.getByRole('button', { name: label })).toHaveAttribute('aria-pressed', 'true');
      await expect(group.getByRole('button', { name: 'Daily' })).toHaveAttribute('aria-pressed', 'false');
      await expect(page).toHaveURL(new RegExp(`period=${period}`));
      const numbers = expected(period, first);
      await expect(page.getByTestId('card-appointments').locator('dd').first()).toHaveText(String(numbers.count));
      await expect(page.getByTestId('card-revenue').locator('dd').first()).toHaveText(baht(numbers.revenue));
      const range = periodRange(period, first);
      const rows = page.getByRole('table', { name: 'Revenue and appointments per day' }).locator('tbody tr');
      await expect(rows).toHaveCount(period === 'weekly' ? 7 : Number(range.to.slice(8)));
    }

    await expectNoAxeViolations(page);

    // Step to the next month and back.
    const nextMonth = periodRange('monthly', periodRange('monthly', first).next);
    await page.getByRole('button', { name: 'Next month' }).click();
    await expect(page).toHaveURL(new RegExp(`date=${nextMonth.from}`));
    const nextNumbers = expected('monthly', nextMonth.from);
    await expect(page.getByTestId('card-appointments').locator('dd').first()).toHaveText(String(nextNumbers.count));
    await page.getByRole('button', { name: 'Previous month' }).click();
    await expect(page).toHaveURL(new RegExp(`date=${periodRange('monthly', first).from}`));
    await expect(page.getByTestId('card-appointments').locator('dd').first()).toHaveText(
      String(expected('monthly', first).count),
    );

    // Daily again, then the previous day.
    await group.getByRole('button', { name: 'Daily' }).click();
    await page.getByRole('button', { name: 'Previous day' }).click();
    await expect(page).toHaveURL(new RegExp(`date=${addDays(periodRange('monthly', first).from, -1)}`));
    await expect(page).toHaveURL(/period=daily/);
  },
);

test('an unknown or malformed technician id shows a clear not-found state', async ({ page }) => {
  for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-technician']) {
    await page.goto(`/admin/technician/${id}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Technician not found' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to Calendar' })).toBeVisible();
  }
  await expectNoAxeViolations(page);
});

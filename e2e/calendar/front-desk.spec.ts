/**
 * The calendar as a front desk in a real browser: an empty place
 * opens "New appointment" filled in, a block dragged with the mouse lands at
 * the new time and technician and stays there after a reload, the keyboard's
 * move mode (with axe-core while it is on), and a drag into a full time that
 * only goes through with a reason. The rules themselves are tested on the
 * server; these check the screens that lead to them.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { PHONE_TOO } from '../support/viewports.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { frontDeskDate, seedStaffAppointment, signIn, technicians, type Technician } from './calendar-fixtures.ts';

const TIMELINE_START = 600;
const TIMELINE_MINUTES = 660;

function block(page: Page, id: string): Locator {
  return page.locator(`[data-block-id="${id}"]`);
}

function row(page: Page, technicianId: string): Locator {
  return page.locator(`[data-move-row="${technicianId}"]`);
}

function moveStatus(page: Page): Locator {
  return page.getByTestId('move-bar').getByRole('status');
}

async function fourTechnicians(page: Page): Promise<[Technician, Technician, Technician, Technician]> {
  const [first, second, third, fourth] = await technicians(page);
  if (!first || !second || !third || !fourth) throw new Error('The seed has four technicians');
  return [first, second, third, fourth];
}

/** x of a minute of the day inside a row (the timeline runs 10:00 to 21:00 across the row). */
async function xOf(cell: Locator, minute: number): Promise<{ x: number; y: number }> {
  const box = await cell.boundingBox();
  if (!box) throw new Error('The row is not on screen');
  return { x: box.x + ((minute - TIMELINE_START) / TIMELINE_MINUTES) * box.width, y: box.y + box.height / 2 };
}

/**
 * Drags a block by the mouse from its start to `toMinute` in another row. On a
 * phone the timeline scrolls sideways: the block is first scrolled to just
 * right of the pinned names so that the target is on screen too.
 */
async function dragBlock(
  page: Page,
  id: string,
  from: { row: string; minute: number },
  to: { row: string; minute: number },
) {
  const moving = block(page, id);
  await moving.evaluate((element: HTMLElement) => {
    // Mid-screen: clear of the move bar fixed at the bottom.
    element.scrollIntoView({ block: 'center' });
    const scroller = element.closest<HTMLElement>('.overflow-x-auto');
    if (scroller) scroller.scrollLeft = Math.max(0, element.offsetLeft - 16);
  });
  const grab = await xOf(row(page, from.row), from.minute);
  const drop = await xOf(row(page, to.row), to.minute);
  // Grab a little inside the block's start; the same offset is kept at the drop.
  await page.mouse.move(grab.x + 6, grab.y);
  await page.mouse.down();
  await page.mouse.move(grab.x + 20, grab.y, { steps: 2 });
  await page.mouse.move(drop.x + 6, drop.y, { steps: 6 });
  await expect(page.getByTestId('move-ghost')).toBeVisible();
  await page.mouse.up();
}

test.beforeEach(async ({ page }) => {
  await signIn(page);
});

test('an empty place in a row opens New appointment with that time and technician', async ({ page }, testInfo) => {
  const date = frontDeskDate(testInfo, 0);
  const [, second] = await fourTechnicians(page);
  await page.goto(`/admin/calendar?date=${date}`);
  const cell = row(page, second.id);
  await cell.scrollIntoViewIfNeeded();
  await cell.evaluate((element: HTMLElement) => {
    const scroller = element.closest<HTMLElement>('.overflow-x-auto');
    // 14:00 is 4/11 of the way along: bring it next to the pinned names on a phone.
    if (scroller) scroller.scrollLeft = Math.max(0, (element.offsetWidth * 4) / 11 - 40);
  });
  const place = await xOf(cell, 14 * 60 + 7);
  await page.mouse.click(place.x, place.y);

  const dialog = page.getByRole('dialog', { name: 'New appointment' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('Date')).toHaveValue(date);
  await expect(dialog.getByLabel('Start time')).toHaveValue('14:00');
  await expect(dialog.getByLabel('Technician')).toHaveValue(second.id);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  // The keyboard's way in: the row's + button (no time chosen yet).
  await page.getByRole('button', { name: `New appointment with ${second.displayName}` }).click();
  await expect(dialog.getByLabel('Technician')).toHaveValue(second.id);
});

test('a block dragged with the mouse moves to the new time and technician, and stays there', async ({
  page,
}, testInfo) => {
  const date = frontDeskDate(testInfo, 1);
  const [first, second] = await fourTechnicians(page);
  const name = `Dragged ${testInfo.project.name}`;
  const id = await seedStaffAppointment(page, {
    date,
    time: '11:00',
    services: ['Classic Manicure'],
    name,
    technicianId: first.id,
  });
  await page.goto(`/admin/calendar?date=${date}`);
  await expect(row(page, first.id).locator(`[data-block-id="${id}"]`)).toBeVisible();

  await dragBlock(page, id, { row: first.id, minute: 11 * 60 }, { row: second.id, minute: 12 * 60 + 5 });
  await expect(moveStatus(page)).toHaveText(`Moved ${name} to 12:05 with ${second.displayName}.`);
  await expect(row(page, second.id).locator(`[data-block-id="${id}"]`)).toContainText('12:05');

  await page.reload();
  const moved = row(page, second.id).locator(`[data-block-id="${id}"]`);
  await expect(moved).toContainText('12:05');
  await expect(row(page, first.id).locator(`[data-block-id="${id}"]`)).toHaveCount(0);
  // A press without travel is still a click: it opens the appointment.
  await moved.click();
  await expect(page).toHaveURL(new RegExp(`/admin/orders/${id}$`));
});

test('the keyboard moves a block: M, arrows, Enter, announced as it goes', async ({ page }, testInfo) => {
  const date = frontDeskDate(testInfo, 2);
  await page.goto(`/admin/calendar?date=${date}`);
  await expect(page.locator('[data-move-row]').nth(1)).toBeAttached();
  // The first two rows in display order: Down goes from one to the other.
  const [firstRow, secondRow] = await page
    .locator('[data-move-row]')
    .evaluateAll((cells) => cells.map((cell) => cell.getAttribute('data-move-row')));
  const list = await fourTechnicians(page);
  const first = list.find((technician) => technician.id === firstRow);
  const below = list.find((technician) => technician.id === secondRow);
  if (!first || !below) throw new Error('The calendar has two technician rows');
  const name = `Keyed ${testInfo.project.name}`;
  const id = await seedStaffAppointment(page, {
    date,
    time: '11:00',
    services: ['Classic Manicure'],
    name,
    technicianId: first.id,
  });
  await page.reload();

  await block(page, id).focus();
  await page.keyboard.press('m');
  await expect(moveStatus(page)).toHaveText(`Move ${name} to 11:00 with ${first.displayName}.`);
  for (let step = 0; step < 3; step += 1) await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowDown');
  await expect(moveStatus(page)).toHaveText(new RegExp(`^Move ${name} to 11:15 with ${below.displayName}\\.`));
  await expect(page.getByRole('row').filter({ hasText: 'No technician' })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.keyboard.press('Enter');
  await expect(moveStatus(page)).toHaveText(`Moved ${name} to 11:15 with ${below.displayName}.`);
  const moved = row(page, below.id).locator(`[data-block-id="${id}"]`);
  await expect(moved).toContainText('11:15');
  await expect(moved).toBeFocused();
});

test('a drag onto a busy technician is refused; into a full time it lists what fills it and moves only with a reason', async ({
  page,
}, testInfo) => {
  const date = frontDeskDate(testInfo, 3);
  const technicianList = await fourTechnicians(page);
  const tag = testInfo.project.name;
  for (const [index, technician] of technicianList.slice(0, 3).entries()) {
    await seedStaffAppointment(page, {
      date,
      time: '15:00',
      services: ['Classic Manicure'],
      name: `Full ${index + 1} ${tag}`,
      technicianId: technician.id,
    });
  }
  const fourth = technicianList[3];
  const name = `Squeezed ${tag}`;
  const id = await seedStaffAppointment(page, {
    date,
    time: '14:00',
    services: ['Classic Manicure'],
    name,
    technicianId: fourth.id,
  });
  await page.goto(`/admin/calendar?date=${date}`);

  // Into a technician who has someone then: no override, a person is never in two places.
  const [busyTechnician] = technicianList;
  await dragBlock(page, id, { row: fourth.id, minute: 14 * 60 }, { row: busyTechnician.id, minute: 15 * 60 });
  const busy = page.getByRole('dialog', { name: `${busyTechnician.displayName} is busy then` });
  await expect(busy.getByRole('listitem')).toHaveText([new RegExp(`Full 1 ${tag}`)]);
  await busy.getByRole('button', { name: 'Keep it where it was' }).click();
  await expect(busy).toBeHidden();
  await expect(row(page, fourth.id).locator(`[data-block-id="${id}"]`)).toContainText('14:00');

  await dragBlock(page, id, { row: fourth.id, minute: 14 * 60 }, { row: fourth.id, minute: 15 * 60 });
  const dialog = page.getByRole('dialog', { name: 'This time is full' });
  await expect(dialog).toBeVisible();
  const conflicts = dialog.getByRole('list', { name: 'Appointments in the way' }).getByRole('listitem');
  await expect(conflicts).toHaveCount(3);
  for (const index of [1, 2, 3]) await expect(conflicts.filter({ hasText: `Full ${index} ${tag}` })).toHaveCount(1);

  await dialog.getByRole('button', { name: 'Move anyway' }).click();
  await expect(dialog.getByText('Say why the salon takes this appointment although the time is full.')).toBeVisible();
  await expect(block(page, id)).toContainText('14:00');

  await dialog.getByLabel('Reason for moving it anyway').fill('Regular customer, agreed with the owner');
  await dialog.getByRole('button', { name: 'Move anyway' }).click();
  await expect(dialog).toBeHidden();
  await expect(moveStatus(page)).toHaveText(`Moved ${name} to 15:00 with ${fourth.displayName}.`);
  await expect(block(page, id)).toContainText('15:00');
  await expect(block(page, id)).toContainText('Booked past a full time (override)');
});

test('on a phone: press and hold a block, tap the new place, then Move here', PHONE_TOO, async ({ page }, testInfo) => {
  const date = frontDeskDate(testInfo, 4);
  const [first] = await fourTechnicians(page);
  const name = `Held ${testInfo.project.name}`;
  const id = await seedStaffAppointment(page, {
    date,
    time: '11:00',
    services: ['Classic Manicure'],
    name,
    technicianId: first.id,
  });
  await page.goto(`/admin/calendar?date=${date}`);
  const held = block(page, id);
  await held.scrollIntoViewIfNeeded();
  const box = await held.boundingBox();
  if (!box) throw new Error('The block is not on screen');
  // A real finger: touch events through the DevTools protocol (Playwright's touchscreen only taps).
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setTouchEmulationEnabled', { enabled: true, maxTouchPoints: 1 });
  const point = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [point] });
  await expect(moveStatus(page)).toHaveText(`Move ${name} to 11:00 with ${first.displayName}.`);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  // Lifting the finger did not open the appointment.
  await expect(page).toHaveURL(/\/admin\/calendar/);

  const place = await xOf(row(page, first.id), 11 * 60 + 47);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [place] });
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await expect(moveStatus(page)).toHaveText(new RegExp(`^Move ${name} to 11:45 with `));
  await page.getByRole('button', { name: '+ 5 min' }).click();
  await page.getByRole('button', { name: 'Move here' }).click();
  await expect(moveStatus(page)).toHaveText(`Moved ${name} to 11:50 with ${first.displayName}.`);
  await expect(held).toContainText('11:50');
});

/**
 * While the salon's contacts are the shipped examples, every admin page says so and leads the owner to the
 * form that replaces them. The outbox's server keeps the seed's details: nobody edits them here.
 */
import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe.ts';
import { signInThroughPage } from '../support/staff.ts';

test('every admin page names the example contacts customers still see, and links the owner to Salon details', async ({
  page,
}) => {
  await signInThroughPage(page);
  for (const path of ['/admin', '/admin/calendar', '/admin/outbox']) {
    await page.goto(path);
    const notice = page.getByRole('status').filter({ hasText: 'Customers still see example contact details' });
    await expect(notice).toBeVisible();
    await expect(notice).toContainText('e-mail, phone number, street address');
  }
  await expectNoAxeViolations(page);
  await page.getByRole('status').getByRole('link', { name: 'Replace them in Settings → Salon details' }).click();
  await expect(page).toHaveURL(/\/admin\/settings\/details$/);
});

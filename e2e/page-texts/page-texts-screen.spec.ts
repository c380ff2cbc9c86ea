/** Settings → Pages at phone and desktop size: the screen explains itself in every language tab and passes axe. */
import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe.ts';
import { PHONE_TOO } from '../support/viewports.ts';
import { signIn } from '../salon-settings/salon-settings-fixtures.ts';

test(
  'the page texts screen shows each place with its standard text and passes axe',
  PHONE_TOO,
  async ({ page }, testInfo) => {
    await signIn(page);
    await page.goto('/admin/settings/pages');
    await expect(page.getByRole('heading', { level: 1, name: 'Page texts' })).toBeVisible();
    for (const legend of ['Home page, top', 'Why us', 'About page', 'Discount offer']) {
      await expect(page.getByRole('group', { name: legend })).toBeVisible();
    }
    await expect(page.getByLabel('Your story')).toHaveAttribute('placeholder', /Chalong/);
    await page
      .getByRole('group', { name: 'Language you are writing in' })
      .getByRole('button', { name: '简体中文' })
      .click();
    await expect(page.getByLabel('Your story')).toHaveAttribute('lang', 'zh');
    await page.screenshot({ path: `test-results/page-texts-screen-${testInfo.project.name}.png`, fullPage: true });
    await expectNoAxeViolations(page);
  },
);

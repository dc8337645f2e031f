import { expect, test } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';

// Issue 43 item 1: the phone's language is the default, a switch on every hire screen changes it,
// Arabic is laid out right to left, and staff screens stay English.

test.describe('in Vietnamese by the phone', () => {
  test.use({ locale: 'vi-VN' });

  test('the home opens in the phone’s language, and the switch changes it, right to left for Arabic', async ({
    page,
  }) => {
    await page.goto('/');
    const html = page.locator('html');
    await expect(html).toHaveAttribute('lang', 'vi');
    await expect(html).toHaveAttribute('dir', 'ltr');
    const language = page.getByRole('combobox', { name: 'Ngôn ngữ' });
    await expect(language).toHaveValue('vi');

    await language.selectOption('ar');
    await expect(html).toHaveAttribute('lang', 'ar');
    await expect(html).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('combobox', { name: 'اللغة' })).toHaveValue('ar');
    expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);

    // Kept on this device: a reload opens in Arabic.
    await page.reload();
    await expect(html).toHaveAttribute('dir', 'rtl');

    // A staff screen is English and left to right whatever the hire's language.
    await page.goto('/admin');
    await expect(html).toHaveAttribute('lang', 'en-AU');
    await expect(html).toHaveAttribute('dir', 'ltr');
  });

  test.describe('on a patchy signal', () => {
    test.use({ serviceWorkers: 'block' });
    const COMMON = /\/assets\/common-[^/]+\.json$/;

    test('a language file lost on the way is fetched again: the screen is not left in English', async ({
      page,
    }) => {
      let tries = 0;
      await page.route(COMMON, (route) => (++tries <= 2 ? route.abort('connectionreset') : route.continue()));
      await page.goto('/');
      await expect(page.getByRole('combobox', { name: 'Ngôn ngữ' })).toBeVisible();
      expect(tries).toBe(3);
    });

    test('after every try failed, the next screen fetches it again', async ({ page }) => {
      let isOffline = true;
      let tries = 0;
      await page.route(COMMON, (route) => {
        tries += 1;
        return isOffline ? route.abort('internetdisconnected') : route.continue();
      });
      await page.goto('/');
      // i18next's tries (the first and 5 more, waits doubling from 350 ms), then English meanwhile.
      await expect.poll(() => tries, { timeout: 30_000 }).toBeGreaterThanOrEqual(6);
      await expect(page.getByRole('combobox', { name: 'Language' })).toBeVisible();
      isOffline = false;
      await page.getByRole('button', { name: 'Bắt đầu làm hồ sơ' }).click();
      await expect(page.getByRole('combobox', { name: 'Ngôn ngữ' })).toBeVisible();
    });
  });
});

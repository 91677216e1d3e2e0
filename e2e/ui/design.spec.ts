// The frame of the dashboard (Mantine): a sidebar per role whose current page is marked, folded behind a
// burger on phones; tables sort by a column and announce it (aria-sort); a confirmation is a dialog named
// by its question. Screenshots of the shell at both widths in both languages.
import { expect, test } from '@playwright/test';
import { createOrganization, newPerson, pageOf, screenshot, screenshotViews, signUp } from '../fixtures/people';

test('the sidebar marks the current page and folds behind a burger on phones', async ({ browser }) => {
  test.setTimeout(90_000);
  const owner = newPerson('Sari Rangka', 'shell-owner');
  const page = await pageOf(browser);
  await signUp(page, owner);
  const orgId = await createOrganization(page, {
    name: `PT Rangka ${owner.email.slice(12, 18)}`,
    companyName: 'PT Rangka Indonesia',
    website: 'https://rangka.example.co.id',
    useCase: 'Memeriksa kerangka dasbor.',
    expectedVolume: '3',
  });

  const area = page.getByRole('navigation', { name: 'Organisasi' });
  await expect(area.getByRole('link', { name: 'Ringkasan' })).toHaveAttribute('aria-current', 'page');
  await area.getByRole('link', { name: 'Anggota' }).click();
  await expect(page).toHaveURL(new RegExp(`/org/${orgId}/members$`));
  await expect(area.getByRole('link', { name: 'Anggota' })).toHaveAttribute('aria-current', 'page');
  await expect(area.getByRole('link', { name: 'Ringkasan' })).not.toHaveAttribute('aria-current', 'page');
  // Signed in without a staff or practitioner role: the dashboard and their own account among the start pages.
  const start = page.getByRole('navigation', { name: 'Navigasi utama' });
  await expect(start.getByRole('link')).toHaveText(['Dasbor', 'Akun & keamanan']);
  await screenshotViews(page, 'shell-members');

  await page.setViewportSize({ width: 390, height: 844 });
  // Folded, the sidebar is off screen and inert (no keyboard focus inside it).
  const sidebar = page.locator('#app-sidebar');
  const burger = page.getByRole('button', { name: 'Buka menu' });
  await expect(burger).toHaveAttribute('aria-expanded', 'false');
  await expect(sidebar).not.toBeInViewport();
  await expect(sidebar).toHaveAttribute('inert');
  await burger.click();
  await expect(page.getByRole('button', { name: 'Tutup menu' })).toHaveAttribute('aria-expanded', 'true');
  await expect(sidebar).toBeInViewport();
  await expect(sidebar).not.toHaveAttribute('inert');
  await screenshot(page, 'shell-menu-open-id-phone');
  await area.getByRole('link', { name: 'Deposit' }).click();
  await expect(page).toHaveURL(new RegExp(`/org/${orgId}/deposit$`));
  // Following a link folds the menu again.
  await expect(page.getByRole('button', { name: 'Buka menu' })).toHaveAttribute('aria-expanded', 'false');
  await expect(sidebar).not.toBeInViewport();
});

test('a table sorts by a column and says so; public pages have no sidebar', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('navigation', { name: 'Navigasi utama' })).toHaveCount(0);
  const catalog = page.getByRole('table', { name: 'Katalog layanan' });
  const priceHeader = catalog.getByRole('columnheader', { name: /Harga/ });
  await expect(priceHeader).toHaveAttribute('aria-sort', 'none');

  const prices = async () =>
    (await catalog.getByRole('row').locator('td:nth-child(2)').allInnerTexts()).map((text) =>
      Number(text.replace(/\D/g, '')),
    );
  await priceHeader.getByRole('button').click();
  await expect(priceHeader).toHaveAttribute('aria-sort', 'ascending');
  const ascending = await prices();
  expect(ascending.length).toBeGreaterThan(2);
  expect(ascending).toEqual([...ascending].sort((a, b) => a - b));

  await priceHeader.getByRole('button').click();
  await expect(priceHeader).toHaveAttribute('aria-sort', 'descending');
  expect(await prices()).toEqual([...ascending].reverse());
});

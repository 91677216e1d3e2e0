import { expect, test } from '@playwright/test';

test('the home page shows the catalog in Indonesian and switches to English', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Agent Order Service' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Katalog layanan' })).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: 'pendirian-pt' });
  await expect(row).toContainText('Order lewat API');
  await expect(page.getByRole('row').filter({ hasText: 'litigasi-perdata' })).toContainText('Ajukan sebagai kasus');
  await expect(page.getByText('pendirian-yayasan')).toHaveCount(0);

  await page.getByRole('button', { name: 'English' }).click();
  await expect(page.getByRole('heading', { name: 'Service catalog' })).toBeVisible();
  // The choice is kept: a reload stays in English.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Service catalog' })).toBeVisible();
});

test('the API reference renders the generated document without any CDN', async ({ page }) => {
  const external: string[] = [];
  page.on('request', (req) => {
    if (!req.url().startsWith('http://127.0.0.1')) external.push(req.url());
  });
  await page.goto('/docs/api');
  await expect(page.getByText('Agent Order Service API').first()).toBeVisible();
  await expect(page.locator('.opblock-summary-path', { hasText: '/services/{code}' })).toBeVisible();
  expect(external).toEqual([]);
});

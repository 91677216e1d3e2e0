// Test mode in real Chromium: a pending organization's owner switches test mode on, creates a test key, tops up
// the test deposit, orders over REST with it, and sees the order only while test mode is on.
import { expect, test } from '@playwright/test';
import { createOrganization, newPerson, pageOf, screenshotViews, signUp } from '../fixtures/people';

const SOMASI = 'Penyusunan dan Pengiriman Somasi';

test('a pending organization builds in test mode', async ({ browser, request }) => {
  test.setTimeout(120_000);
  const owner = newPerson('Tari Pengembang', 'tari');
  const page = await pageOf(browser);
  await signUp(page, owner);
  const orgId = await createOrganization(page, {
    name: `PT Uji Mode ${owner.email.slice(5, 12)}`,
    companyName: 'PT Uji Mode',
    website: 'https://uji-mode.example.co.id',
    useCase: 'Kami membangun agen pemesan layanan hukum dan ingin mencoba API lebih dulu.',
    expectedVolume: '5 order per bulan',
  });

  await page.goto(`/org/${orgId}/keys`);
  await expect(page.getByText('API key dapat dibuat setelah organisasi disetujui.')).toBeVisible();
  await expect(page.getByTestId('test-mode-banner')).toHaveCount(0);
  await page.getByRole('switch', { name: 'Mode uji' }).click();
  await expect(page.getByTestId('test-mode-banner')).toContainText('Mode uji aktif.');
  await page.getByRole('button', { name: 'Buat key uji baru' }).click();
  const createKey = page.getByRole('dialog', { name: 'Buat API key uji (svc_test_)' });
  await createKey.getByLabel('Nama key').fill('agen-uji');
  await createKey.getByRole('button', { name: 'Buat key' }).click();
  await expect(createKey).toHaveCount(0);
  const shown = page.getByTestId('new-api-key');
  await expect(shown).toHaveText(/^svc_test_[a-z0-9]{8}\.\S+$/);
  const apiKey = (await shown.textContent())!;

  await page.getByRole('link', { name: 'Deposit', exact: true }).click();
  await page.getByRole('button', { name: 'Isi deposit uji' }).click();
  await expect(page.getByTestId('test-deposit')).toHaveText('Rp 10.000.000');
  await screenshotViews(page, 'deposit-test-mode');

  const res = await request.post('/v1/orders', {
    headers: { Authorization: `Bearer ${apiKey}` },
    data: {
      service: 'somasi',
      intake: { pihak_lawan: 'PT Lawan', alamat_pihak_lawan: 'Jakarta', kronologi: 'Uji coba', tuntutan: 'Bayar' },
    },
  });
  const order = await res.json();
  expect(res.status(), JSON.stringify(order)).toBe(201);

  await page.getByRole('link', { name: 'Order', exact: true }).click();
  // A row is titled by its service and the company in the intake; the id is its secondary line.
  const row = page.getByRole('row').filter({ hasText: order.id });
  await expect(row.getByRole('link', { name: SOMASI })).toBeVisible();
  await screenshotViews(page, 'orders-test-mode');
  await page.getByRole('link', { name: 'Event', exact: true }).click();
  await expect(page).toHaveURL(/\/events$/);
  await expect(page.getByRole('link', { name: order.id }).first()).toBeVisible();
  await screenshotViews(page, 'events-test-mode');
  await page.getByRole('link', { name: 'Order', exact: true }).click();
  await page.getByRole('switch', { name: 'Mode uji' }).click();
  await expect(page.getByTestId('test-mode-banner')).toHaveCount(0);
  await expect(row).toHaveCount(0);
});

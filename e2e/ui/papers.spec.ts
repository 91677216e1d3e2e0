// Papers in real Chromium: the owner enters the billing details (a malformed NPWP is refused inline), the order
// list offers its CSV export, and the downloads arrive as files with the names the routes give them.
import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { approveOrganization } from '../fixtures/backstage';
import { createOrganization, newPerson, pageOf, screenshotViews, signUp } from '../fixtures/people';

test('billing details and the order and deposit downloads', async ({ browser }) => {
  test.setTimeout(120_000);
  const owner = newPerson('Nadia Keuangan', 'nadia');
  const page = await pageOf(browser);
  await signUp(page, owner);
  const orgId = await createOrganization(page, {
    name: `PT Kertas ${owner.email.slice(6, 12)}`,
    companyName: 'PT Kertas Rapi',
    website: 'https://kertas.example.co.id',
    useCase: 'Kami memesan layanan hukum lewat agen dan butuh kwitansi untuk pembukuan.',
    expectedVolume: '20 order per bulan',
  });
  await approveOrganization(orgId, 100_000_000);
  // Billing details live on the organization's settings page.
  await page.goto(`/org/${orgId}/settings`);

  const billing = page.getByRole('region', { name: 'Data penagihan' });
  await billing.getByLabel('Alamat penagihan').fill('Jl. Gatot Subroto No. 1, Jakarta Selatan 12930');
  await billing.getByLabel('NPWP').fill('12.345');
  await billing.getByRole('button', { name: 'Simpan data penagihan' }).click();
  await expect(billing.getByRole('alert')).toHaveText('NPWP harus 15 atau 16 digit');
  await billing.getByLabel('NPWP').fill('01.234.567.8-901.234');
  await billing.getByRole('button', { name: 'Simpan data penagihan' }).click();
  await expect(billing.getByRole('status')).toHaveText('Tersimpan.');
  await page.reload();
  await expect(page.getByRole('region', { name: 'Data penagihan' }).getByLabel('NPWP')).toHaveValue(
    '01.234.567.8-901.234',
  );
  await page.getByRole('region', { name: 'Data penagihan' }).scrollIntoViewIfNeeded();
  await screenshotViews(page, 'billing-details');

  await page.goto(`/org/${orgId}/orders`);
  const exportAll = page.getByRole('link', { name: 'Ekspor semua order (CSV)' });
  await expect(exportAll).toBeVisible();
  const [download] = await Promise.all([page.waitForEvent('download'), exportAll.click()]);
  expect(download.suggestedFilename()).toBe('order.csv');
  const csv = readFileSync((await download.path())!, 'utf8');
  expect(csv.startsWith('\uFEFForder_id,created_at,status,service,service_name,price_idr')).toBe(true);
  await screenshotViews(page, 'orders-downloads');

  await page.goto(`/org/${orgId}/deposit`);
  const statement = page.getByRole('link', { name: /^Laporan deposit \d{4}-\d{2} \(PDF\)$/ }).last();
  const [pdf] = await Promise.all([page.waitForEvent('download'), statement.click()]);
  expect(pdf.suggestedFilename()).toMatch(/^laporan-deposit-\d{4}-\d{2}\.pdf$/);
  expect(
    readFileSync((await pdf.path())!)
      .subarray(0, 5)
      .toString(),
  ).toBe('%PDF-');
});

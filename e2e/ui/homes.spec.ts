// The organization's home as its owner uses it: it leads with what needs them now (an order over the
// approval threshold), the money and the latest orders titled by service and company; the owner acts from
// it (open what waits, approve), and the home says so afterwards. Its first paint carries the data.
import { expect, test } from '@playwright/test';
import { approveOrganization, ops } from '../fixtures/backstage';
import { confirm, createOrganization, newPerson, pageOf, screenshotViews, signUp } from '../fixtures/people';

// A service no other spec orders: its orders wait here and nowhere else.
const SERVICE = 'pendaftaran-merek';
const SERVICE_NAME = 'Pendaftaran Merek';
const INTAKE = { nama_merek: 'Kopi Rumah Uji', kelas_merek: '30', nama_pemohon: 'PT Beranda Uji Indonesia' };

test("the owner's home: what waits, money and latest orders; acting from it", async ({ browser, request }) => {
  test.setTimeout(180_000);
  const owner = newPerson('Nadia Pemilik Beranda', 'home-owner');
  const page = await pageOf(browser);
  await signUp(page, owner);
  const orgId = await createOrganization(page, {
    name: 'PT Beranda Uji',
    companyName: 'PT Beranda Uji Indonesia',
    website: 'https://beranda.example.co.id',
    useCase: 'Mendaftarkan merek untuk klien.',
    expectedVolume: '2',
  });
  // Every order above Rp 1.000.000 waits for the owner.
  await approveOrganization(orgId, 1_000_000);
  ops('deposit', 'record', '--org', orgId, '--amount', '10000000', '--reference', `HOME-${orgId}`);
  const key = String(ops('key', 'create', '--org', orgId, '--name', 'agen-beranda').api_key);
  const created = await request.post('/v1/orders', {
    headers: { Authorization: `Bearer ${key}` },
    data: { service: SERVICE, intake: INTAKE },
  });
  expect(created.status()).toBe(201);
  const orderId = String(((await created.json()) as { id: string }).id);

  await test.step('the first paint carries the home: no loading state in the HTML', async () => {
    const response = await page.goto(`/org/${orgId}`);
    expect(response?.status()).toBe(200);
    const html = await response!.text();
    expect(html).toContain('id="attention-title"');
    expect(html).toContain('Kopi Rumah Uji');
    expect(html).not.toContain('Memuat…');
    // So do the charts and the events: their data is in the server's HTML.
    const charts = await page.request.get(`/org/${orgId}/charts`);
    expect(charts.status()).toBe(200);
    const chartsHtml = await charts.text();
    expect(chartsHtml).toContain('Order per status');
    expect(chartsHtml).toContain('agen-beranda');
    expect(chartsHtml).not.toContain('Memuat…');
    const events = await page.request.get(`/org/${orgId}/events`);
    expect(events.status()).toBe(200);
    const eventsHtml = await events.text();
    // No event yet (the order waits for approval): the empty list itself, not a loading state.
    expect(eventsHtml).toContain('Belum ada event dalam 30 hari terakhir.');
    expect(eventsHtml).not.toContain('Memuat…');
  });

  const attention = page.getByRole('region', { name: 'Perlu perhatian' });
  await test.step('it leads with the order waiting for approval, then money and the latest orders', async () => {
    await expect(attention.getByRole('listitem')).toHaveCount(1);
    await expect(attention).toContainText('1 order menunggu persetujuan Anda');
    const deposit = page.locator('section').filter({ has: page.getByRole('heading', { name: 'Deposit tersedia' }) });
    await expect(deposit).toContainText('Rp 10.000.000');
    const latest = page.getByRole('region', { name: 'Order terbaru' });
    const row = latest.getByRole('row').filter({ hasText: SERVICE_NAME });
    await expect(row).toContainText('Kopi Rumah Uji');
    await expect(row).toContainText('Menunggu persetujuan');
    await expect(row).toContainText('Rp 2.500.000');
    // Settings are not on the home: they have their own page.
    await expect(page.getByRole('heading', { name: 'Ambang persetujuan' })).toHaveCount(0);
    // Nothing has left the deposit yet: the order awaiting approval counts against the key's limit only.
    const paid = page
      .locator('section')
      .filter({ has: page.getByRole('heading', { name: 'Dibayar dari deposit bulan ini' }) });
    await expect(paid.locator('.big-number')).toHaveText('Rp 0');
    await expect(paid).toContainText('Terpakai dari batas API key: Rp 2.500.000');
    await screenshotViews(page, 'home-owner-waiting');
  });

  await test.step('in English the count agrees with its noun', async () => {
    await page.context().addCookies([{ name: 'locale', value: 'en', url: new URL(page.url()).origin }]);
    await page.reload();
    const waiting = page.getByRole('region', { name: 'Needs attention' });
    await expect(waiting).toContainText('1 order awaiting your approval');
    await expect(waiting).not.toContainText('1 orders');
    // On a phone the header keeps the brand whole: the language switch shows its code.
    await page.setViewportSize({ width: 390, height: 844 });
    const brand = page.getByRole('banner').getByRole('link', { name: 'Agent Order Service' });
    expect(await brand.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
    const language = page.getByRole('button', { name: 'Bahasa Indonesia' });
    await expect(language.locator('abbr')).toHaveText('ID');
    await expect(language.locator('abbr')).toBeVisible();
    await expect(language.getByText('Bahasa Indonesia')).toBeHidden();
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.context().addCookies([{ name: 'locale', value: 'id', url: new URL(page.url()).origin }]);
    await page.reload();
  });

  await test.step('the owner opens what waits and approves the order', async () => {
    await attention.getByRole('link', { name: /order menunggu persetujuan Anda/ }).click();
    await expect(page).toHaveURL(new RegExp(`/org/${orgId}/orders\\?status=menunggu_bayar$`));
    const row = page.getByRole('row').filter({ hasText: orderId });
    await row.getByRole('link', { name: SERVICE_NAME }).click();
    const order = page.getByRole('region', { name: SERVICE_NAME, exact: true });
    await expect(order).toContainText('Harga di atas batas persetujuan');
    await expect(order).toContainText('Rp 2.500.000');
    // The intake under the catalog's labels, not its keys.
    const intake = page.getByRole('region', { name: 'Intake' });
    await expect(intake).toContainText('Kopi Rumah Uji');
    await expect(intake).not.toContainText('nama_merek');
    await screenshotViews(page, 'order-owner-waiting');
    await confirm(page.getByRole('region', { name: 'Tindakan', exact: true }), 'Setujui dan bayar');
    await expect(order.getByTitle('menunggu_bayar', { exact: true })).toHaveCount(0);
  });

  await test.step('back home, nothing waits and the escrow holds the price', async () => {
    await page.getByRole('link', { name: 'Ringkasan', exact: true }).click();
    await expect(attention).toContainText('Tidak ada yang menunggu Anda.');
    const escrow = page.locator('section').filter({ has: page.getByRole('heading', { name: 'Dana di escrow' }) });
    await expect(escrow).toContainText('Rp 2.500.000');
    const paid = page
      .locator('section')
      .filter({ has: page.getByRole('heading', { name: 'Dibayar dari deposit bulan ini' }) });
    await expect(paid.locator('.big-number')).toHaveText('Rp 2.500.000');
    await screenshotViews(page, 'home-owner-clear');
  });

  await test.step('the events list and the ledger filter like the orders list', async () => {
    await page.goto(`/org/${orgId}/events`);
    const filters = page.getByRole('search', { name: 'Saring daftar' });
    await filters.getByLabel('Cari').fill(orderId);
    const events = page.getByRole('table', { name: 'Event webhook' });
    await expect(events.getByRole('row').filter({ hasText: 'order.dibayar' })).toHaveCount(1);
    await filters.getByLabel('Cari').fill('tidak-ada-event-seperti-ini');
    await expect(page.getByText('Belum ada event dalam 30 hari terakhir.')).toBeVisible();
    await screenshotViews(page, 'events-list');

    await page.goto(`/org/${orgId}/deposit`);
    const ledger = page.getByRole('table', { name: 'Riwayat deposit' });
    await expect(ledger.getByRole('row')).toHaveCount(3); // header, top-up, payment
    await page.getByRole('search', { name: 'Saring daftar' }).getByLabel('Cari').fill(orderId);
    await expect(ledger.getByRole('row')).toHaveCount(2);
    await expect(ledger).toContainText('Pembayaran order ke escrow');
    await screenshotViews(page, 'ledger-list');
  });
  await page.context().close();
});

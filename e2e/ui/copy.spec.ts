// Copy and money in the dashboard: timeline notes and ledger lines in the reader's language, payment
// instructions for an unpaid invoice without the placeholder account, a rejected organization told why and
// offered no top-up, 404 for unknown order/case addresses, and the practitioner's earnings page.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { STAFF } from '../fixtures/accounts';
import { approveOrganization, ops } from '../fixtures/backstage';
import { mailedPath } from '../fixtures/mail';
import { checkAccessible } from '../fixtures/accessibility';
import { createOrganization, newPerson, pageOf, screenshot, screenshotViews, signIn, signUp } from '../fixtures/people';

test.describe.configure({ mode: 'serial' });

const SERVICE = 'review-kontrak';
const SERVICE_NAME = 'Review Kontrak';
const PRICE = 1_500_000;
const PLACEHOLDER = '000-000-0000';
const rp = (n: number) => `Rp ${n.toLocaleString('id-ID')}`;

async function inLanguage(page: Page, locale: 'id' | 'en'): Promise<void> {
  await page.context().addCookies([{ name: 'locale', value: locale, url: new URL(page.url()).origin }]);
  await page.reload();
}

async function placeOrder(request: APIRequestContext, apiKey: string): Promise<string> {
  const response = await request.post('/v1/orders', {
    headers: { Authorization: `Bearer ${apiKey}` },
    data: { service: SERVICE, intake: { dokumen_kontrak_url: 'https://contoh.id/kontrak.pdf', jenis_kontrak: 'sewa' } },
  });
  expect(response.status()).toBe(201);
  const order = await response.json();
  expect(order.status).toBe('dibayar');
  return order.id as string;
}

let owner: Page;
let orgId = '';
let apiKey = '';
const reference = `BCA-COPY-${Date.now().toString(36)}`;

test('an approved organization with a deposit and a key', async ({ browser }) => {
  const person = newPerson('Sari Pemilik', 'copy-owner');
  owner = await pageOf(browser);
  await signUp(owner, person);
  orgId = await createOrganization(owner, {
    name: 'PT Bahasa Uang',
    companyName: 'PT Bahasa Uang Indonesia',
    website: 'https://bahasa-uang.example.co.id',
    useCase: 'Menguji catatan dan instruksi pembayaran dalam dua bahasa.',
    expectedVolume: '3',
  });
  await approveOrganization(orgId, 100_000_000);
  ops('deposit', 'record', '--org', orgId, '--amount', '10000000', '--reference', reference);
  apiKey = ops('key', 'create', '--org', orgId, '--name', 'agen-bahasa').api_key as string;
});

test('timeline and ledger lines in English mode are English, in Indonesian mode Indonesian', async ({ request }) => {
  const orderId = await placeOrder(request, apiKey);
  ops('order', 'cancel', orderId, '--reason', 'Klien membatalkan');

  await owner.goto(`/org/${orgId}/orders/${orderId}`);
  await inLanguage(owner, 'en');
  const timeline = owner.getByRole('region', { name: 'Status timeline' });
  await expect(timeline).toContainText('Cancelled by the operator — reason: “Klien membatalkan”');
  await expect(timeline).toContainText('Escrow returned to the deposit');
  await expect(timeline).not.toContainText('dikembalikan');

  await owner.goto(`/org/${orgId}/deposit`);
  const ledger = owner.getByRole('region', { name: 'Deposit history' });
  await expect(ledger).toContainText(`Payment of order ${orderId} into escrow`);
  await expect(ledger).toContainText(`Escrow of order ${orderId} returned to the deposit`);
  await expect(ledger).toContainText(`Bank transfer ${reference}`);
  await expect(ledger).not.toContainText('Pembayaran order');

  await inLanguage(owner, 'id');
  await expect(owner.getByRole('region', { name: 'Riwayat deposit' })).toContainText(
    `Escrow order ${orderId} dikembalikan ke deposit`,
  );
  await owner.goto(`/org/${orgId}/orders/${orderId}`);
  await expect(owner.getByRole('region', { name: 'Riwayat status' })).toContainText(
    'Dibatalkan operator — alasan: “Klien membatalkan”',
  );
});

test('the order page arrives with the order in its HTML: the first paint shows no loading state', async ({
  browser,
  request,
}) => {
  const orderId = await placeOrder(request, apiKey);
  const response = await owner.goto(`/org/${orgId}/orders/${orderId}`);
  expect(response?.status()).toBe(200);
  // The server's HTML, before any script runs: the prefetched order is rendered, not "Memuat…".
  const html = await response!.text();
  // It leads with the service's name; the id follows in a secondary, copyable line.
  expect(html).toMatch(new RegExp(`<h2[^>]* id="order-title"[^>]*>${SERVICE_NAME}</h2>[^]*?>${orderId}</code>`));
  expect(html).toContain('id="timeline-title"');
  expect(html).not.toContain('Memuat…');
  expect(html).not.toContain('Loading…');

  // And with scripts off, what a reader sees first is the order itself.
  const context = await browser.newContext({
    javaScriptEnabled: false,
    storageState: await owner.context().storageState(),
  });
  const still = await context.newPage();
  await still.goto(`/org/${orgId}/orders/${orderId}`);
  await expect(still.getByRole('heading', { level: 2, name: SERVICE_NAME })).toBeVisible();
  await expect(still.getByText(orderId, { exact: true })).toBeVisible();
  await expect(still.getByRole('region', { name: 'Riwayat status' })).toBeVisible();
  await expect(still.getByRole('status').filter({ hasText: 'Memuat' })).toHaveCount(0);
  await screenshot(still, 'order-first-paint-without-scripts');
  await context.close();
});

test('unknown order and case addresses answer 404 with the app’s page', async () => {
  for (const path of [`/org/${orgId}/orders/ord_TidakAdaSamaSekali0000`, `/org/${orgId}/cases/case_TidakAda000000`]) {
    const response = await owner.goto(path);
    expect(response?.status(), path).toBe(404);
    await expect(owner.getByRole('heading', { level: 1, name: '404 — Halaman tidak ditemukan' })).toBeVisible();
  }
});

let practitionerId = '';
let practitioner: Page;
test('a practitioner claims a record; an unpaid invoice says how to pay, never the placeholder account', async ({
  browser,
  request,
}) => {
  const person = newPerson('Rudi Praktisi, S.H.', 'copy-prac');
  practitioner = await pageOf(browser);
  await signUp(practitioner, person);
  practitionerId = ops('practitioner', 'create', '--name', person.name, '--email', person.email, '--services', SERVICE)
    .id as string;
  await practitioner.goto(await mailedPath(person.email, 'practitioner_claim'));
  await practitioner.getByRole('button', { name: 'Aktifkan profil praktisi' }).click();
  await expect(practitioner.getByText('Profil praktisi terhubung ke akun Anda.')).toBeVisible();

  const created = await request.post('/v1/cases', {
    headers: { Authorization: `Bearer ${apiKey}` },
    data: {
      contact_name: 'Budi',
      contact_email: 'budi@example.com',
      story: 'Sengketa sewa ruko di Bandung; penyewa menolak keluar setelah kontrak berakhir.',
      area: 'perdata',
    },
  });
  expect(created.status()).toBe(201);
  const caseId = (await created.json()).id as string;
  const bid = ops('case', 'bid', caseId, '--practitioner', practitionerId, '--amount', '4000000', '--message', 'Siap');
  const selected = await request.post(`/v1/cases/${caseId}/select`, {
    headers: { Authorization: `Bearer ${apiKey}` },
    data: { bid_id: bid.bid_id },
  });
  expect(selected.status()).toBe(200);
  const invoiceId = (await selected.json()).invoice.id as string;

  await owner.goto(`/org/${orgId}/cases/${caseId}`);
  const pay = owner.getByRole('region', { name: 'Cara membayar invoice ini' });
  await expect(pay).toContainText(`Rincian rekening untuk pembayaran dikirim tim keuangan melalui e-mail`);
  await expect(pay).toContainText(invoiceId);
  await expect(owner.locator('body')).not.toContainText(PLACEHOLDER);
  await inLanguage(owner, 'en');
  await expect(owner.getByRole('region', { name: 'How to pay this invoice' })).toContainText(
    `put the reference ${invoiceId} in the transfer note`,
  );
  await screenshotViews(owner, 'copy-invoice-payment');

  // Nor on the deposit page (the home links there; it no longer repeats the instructions).
  for (const path of [`/org/${orgId}/deposit`]) {
    await owner.goto(path);
    await expect(owner.getByRole('region', { name: 'Isi deposit lewat transfer bank' })).toContainText(orgId);
    await expect(owner.locator('body')).not.toContainText(PLACEHOLDER);
  }
});

test('the practitioner’s earnings page: released escrow per order, per month, paid out', async ({ request }) => {
  const orderId = await placeOrder(request, apiKey);
  await expect(async () => {
    const shown = ops('order', 'show', orderId);
    expect(shown.status).toBe('ditawarkan');
  }).toPass({ timeout: 30_000 });
  ops('offer', 'accept', orderId, '--practitioner', practitionerId);
  ops('work', 'start', orderId, '--practitioner', practitionerId);
  ops('work', 'deliver', orderId, '--practitioner', practitionerId, '--text', 'Hasil review');
  const accepted = await request.post(`/v1/orders/${orderId}/accept`, {
    headers: { Authorization: `Bearer ${apiKey}` },
  });
  expect(accepted.status()).toBe(200);
  ops('practitioner', 'payout', practitionerId, '--amount', '500000', '--reference', 'BCA-OUT-COPY');

  await practitioner.goto('/praktisi');
  await expect(practitioner.getByText('Setiap order ditawarkan kepada satu praktisi selama 30 menit.')).toBeVisible();
  await practitioner.getByRole('link', { name: 'Pendapatan' }).click();
  await expect(practitioner).toHaveURL(/\/praktisi\/pendapatan$/);
  const totals = practitioner.getByTestId('earnings-totals');
  await expect(totals).toContainText(`Total pendapatan${rp(PRICE)}`);
  await expect(totals).toContainText(`Sudah dicairkan${rp(500_000)}`);
  await expect(totals).toContainText(`Belum dicairkan${rp(PRICE - 500_000)}`);
  const row = practitioner.getByRole('row').filter({ hasText: orderId });
  await expect(row).toContainText(rp(PRICE));
  await expect(practitioner.getByRole('region', { name: 'Per bulan' }).getByRole('row')).toHaveCount(2);
  await inLanguage(practitioner, 'en');
  await expect(practitioner.getByTestId('earnings-totals')).toContainText(`Paid out${rp(500_000)}`);
  await screenshotViews(practitioner, 'copy-earnings');
});

test('a rejected organization sees the operator’s reason and no top-up instructions', async ({ browser }) => {
  const person = newPerson('Tono Ditolak', 'copy-rejected');
  const page = await pageOf(browser);
  await signUp(page, person);
  const rejectedId = await createOrganization(page, {
    name: 'PT Ditolak Sopan',
    companyName: 'PT Ditolak Sopan',
    website: 'https://ditolak.example.co.id',
    useCase: 'Menguji penolakan dengan alasan.',
    expectedVolume: '1',
  });

  const operator = await pageOf(browser);
  await signIn(operator, STAFF.operator, /\/staf\/operator(\/permohonan)?$/);
  await operator.goto('/staf/operator/permohonan');
  const application = operator.getByRole('article', { name: /PT Ditolak Sopan/ });
  await application.getByRole('button', { name: 'Tolak' }).click();
  const form = operator.getByRole('dialog', { name: /^Tolak PT Ditolak Sopan\? / });
  await operator.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
  await checkAccessible(operator, 'operator-reject-dialog');
  await screenshot(operator, 'operator-reject-dialog');
  // Without a reason nothing is sent.
  await form.getByRole('button', { name: 'Tolak dengan alasan ini' }).click();
  await expect(form.getByRole('alert')).toBeVisible();
  await form.getByLabel('Alasan penolakan').fill('Akta pendirian tidak dilampirkan.');
  await form.getByRole('button', { name: 'Tolak dengan alasan ini' }).click();
  await expect(operator.getByText('Status organisasi diubah.')).toBeVisible();

  await page.goto(`/org/${rejectedId}`);
  const notice = page.getByRole('region', { name: 'Permohonan organisasi ditolak' });
  await expect(notice).toContainText('Akta pendirian tidak dilampirkan.');
  await expect(page.getByRole('region', { name: 'Isi deposit lewat transfer bank' })).toHaveCount(0);
  await page.goto(`/org/${rejectedId}/deposit`);
  await expect(page.getByRole('region', { name: 'Riwayat deposit' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Isi deposit lewat transfer bank' })).toHaveCount(0);
  await page.goto(`/org/${rejectedId}`);
  await inLanguage(page, 'en');
  await expect(page.getByRole('region', { name: 'Organization application rejected' })).toContainText(
    'Akta pendirian tidak dilampirkan.',
  );
  await screenshotViews(page, 'copy-rejected');
});

test('the last owner sees the remove button disabled, with the reason', async () => {
  await owner.goto(`/org/${orgId}/members`);
  await inLanguage(owner, 'id');
  await owner.getByRole('button', { name: /^Tindakan: Sari Pemilik/ }).click();
  const remove = owner.getByRole('menuitem', { name: /^Keluarkan Sari Pemilik/ });
  await expect(remove).toBeDisabled();
  await expect(remove).toHaveAccessibleDescription('Owner satu-satunya: jadikan anggota lain owner dulu.');
});

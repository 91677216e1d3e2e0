// The homes of the practitioner, the operator and finance: each leads with what waits on that person, and
// the person acts from it (answers an offer and starts the work; cancels an order nobody took; marks an
// invoice paid), after which the home says so. Staff homes count everyone's work, so they are checked by
// this spec's own order, organization and invoice, not by totals.
import { expect, test, type Page } from '@playwright/test';
import { STAFF } from '../fixtures/accounts';
import { database, ops } from '../fixtures/backstage';
import { mailedPath } from '../fixtures/mail';
import { chooseOption, confirm, newPerson, pageOf, screenshotViews, signIn, signUp } from '../fixtures/people';

test.describe.configure({ timeout: 240_000 });

// Services no other spec orders: their offers go to this spec's practitioners only.
const PRACTICE = 'pendirian-cv';
const LAPSING = 'nib-oss';

const waiting = (page: Page) => page.getByRole('region', { name: /^(Menunggu Anda|Waiting for you)$/ });

/** An approved organization with a deposit and a key, made the way staff would (ops). */
function organizationWithKey(name: string) {
  const orgId = String(
    ops('org', 'create', '--name', name, '--status', 'approved', '--approval-threshold', '100000000').id,
  );
  ops('deposit', 'record', '--org', orgId, '--amount', '50000000', '--reference', `RH-${orgId.slice(4, 18)}`);
  const key = String(ops('key', 'create', '--org', orgId, '--name', 'agen-beranda-peran').api_key);
  return { orgId, auth: { Authorization: `Bearer ${key}` } };
}

async function claimedPractitioner(page: Page, handle: string, service: string) {
  const person = newPerson(`Praktisi ${handle}`, handle);
  await signUp(page, person);
  const id = String(
    ops('practitioner', 'create', '--name', person.name, '--email', person.email, '--services', service).id,
  );
  await page.goto(await mailedPath(person.email, 'practitioner_claim'));
  await page.getByRole('button', { name: 'Aktifkan profil praktisi' }).click();
  await expect(page.getByText('Profil praktisi terhubung ke akun Anda.')).toBeVisible();
  return id;
}

/** Reloads until the locator shows: for what the worker does in the background (an offer). */
async function reloadUntil(page: Page, check: () => Promise<void>) {
  await expect(async () => {
    await page.reload();
    await check();
  }).toPass({ timeout: 30_000, intervals: [250, 500, 1000] });
}

test("the practitioner's home: an offer to answer, then the order to start, then the work and its due date", async ({
  browser,
  request,
}) => {
  const page = await pageOf(browser);
  await claimedPractitioner(page, 'rh-praktisi', PRACTICE);
  const { auth } = organizationWithKey('PT Beranda Praktisi');
  const created = await request.post('/v1/orders', {
    headers: auth,
    data: {
      service: PRACTICE,
      intake: {
        nama_perusahaan: 'CV Beranda Praktisi',
        bidang_usaha: 'Percetakan',
        nama_sekutu_aktif: 'Rudi Aktif',
        nama_sekutu_pasif: 'Sinta Pasif',
        alamat_domisili: 'Jl. Beranda 1, Bandung',
      },
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const orderId = String(((await created.json()) as { id: string }).id);

  await page.goto('/praktisi');
  await reloadUntil(page, () =>
    expect(waiting(page)).toContainText('1 tawaran menunggu jawaban Anda', { timeout: 1_000 }),
  );
  await screenshotViews(page, 'home-practitioner-offer');
  await waiting(page)
    .getByRole('link', { name: /^Jawab/ })
    .click();
  const offer = page.getByRole('article').filter({ hasText: orderId });
  await offer.getByRole('button', { name: 'Ambil order' }).click();
  await expect(waiting(page)).toContainText('1 order sudah Anda ambil, belum mulai dikerjakan');
  await expect(waiting(page)).toContainText('Tenggat terdekat:');

  await waiting(page)
    .getByRole('link', { name: /^Mulai/ })
    .click();
  await expect(page).toHaveURL(/\/praktisi\/order$/);
  await page.getByRole('article').filter({ hasText: orderId }).getByRole('button', { name: 'Mulai kerjakan' }).click();
  // Leaving before the start has landed would read the home of an order not yet started.
  await expect(page.getByText('Pekerjaan dimulai.')).toBeVisible();
  await page.goto('/praktisi');
  await expect(waiting(page)).toContainText('1 order sedang Anda kerjakan');
  await expect(waiting(page)).not.toContainText('belum mulai dikerjakan');
  await screenshotViews(page, 'home-practitioner-working');
  await page.context().close();
});

test("the operator's home: an order nobody took after its offer lapsed, cancelled from there", async ({
  browser,
  request,
}) => {
  const pracPage = await pageOf(browser);
  const practitionerId = await claimedPractitioner(pracPage, 'rh-menolak', LAPSING);
  await pracPage.context().close();
  const { auth } = organizationWithKey('PT Beranda Operator');
  const created = await request.post('/v1/orders', {
    headers: auth,
    data: {
      service: LAPSING,
      intake: { nama_usaha: 'Usaha Tak Diambil', kbli: '47111', nik_pemilik: '3273010101010001' },
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const orderId = String(((await created.json()) as { id: string }).id);
  // The only practitioner of the service declines: the order waits, untaken.
  await expect(async () => {
    const [row] = await database()<{ status: string }[]>`select status from "order" where id = ${orderId}`;
    expect(row?.status).toBe('ditawarkan');
  }).toPass({ timeout: 30_000 });
  ops('offer', 'decline', orderId, '--practitioner', practitionerId);

  const page = await pageOf(browser);
  await signIn(page, STAFF.operator, /\/staf\/operator$/);
  const lapsing = page.getByRole('region', { name: 'Order yang tawarannya lewat' });
  const row = lapsing.getByRole('row').filter({ hasText: orderId });
  await expect(row).toContainText('PT Beranda Operator');
  await expect(row).toContainText('1 tawaran lewat');
  await expect(waiting(page)).toContainText('order belum diambil praktisi walau tawarannya sudah lewat');
  await screenshotViews(page, 'home-operator');

  await lapsing.getByRole('link', { name: 'Ke pembatalan' }).click();
  const card = page.getByRole('article', { name: `Order ${orderId}` });
  await card.getByLabel('Alasan pembatalan').fill('Tidak ada praktisi yang mengambil order ini.');
  await confirm(card, 'Batalkan order');
  await expect(page.getByRole('status').filter({ hasText: 'Order dibatalkan' }).first()).toBeVisible();
  await page.goto('/staf');
  await expect(page.getByRole('heading', { level: 1, name: 'Konsol staf' })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: orderId })).toHaveCount(0);

  await test.step('the applications and the practitioners lists find one by name, and say when none matches', async () => {
    await page.goto('/staf/operator/permohonan');
    const filters = page.getByRole('search', { name: 'Saring daftar' });
    await chooseOption(page, 'Filter', 'Disetujui');
    await filters.getByLabel('Cari').fill('PT Beranda Operator');
    await expect(page.getByRole('article')).toHaveCount(1);
    await expect(page.getByRole('article', { name: /^PT Beranda Operator/ })).toBeVisible();
    await filters.getByLabel('Cari').fill('PT Tidak Ada Seperti Ini');
    await expect(page.getByText('Tidak ada yang cocok dengan filter ini.')).toBeVisible();
    await screenshotViews(page, 'applications-list');

    await page.goto('/staf/operator/praktisi');
    const practitioners = page.getByRole('search', { name: 'Saring daftar' });
    await practitioners.getByLabel('Cari').fill('rh-menolak');
    await expect(page.getByRole('article')).toHaveCount(1);
    await expect(page.getByRole('article', { name: /^Praktisi rh-menolak/ })).toBeVisible();
    await chooseOption(page, 'Keadaan', 'Belum diklaim');
    await expect(page.getByText('Tidak ada yang cocok dengan filter ini.')).toBeVisible();
    await practitioners.getByRole('button', { name: 'Hapus filter' }).click();
    await expect(practitioners.getByLabel('Cari')).toHaveValue('');
    await expect(page.getByRole('article', { name: /^Praktisi rh-menolak/ })).toBeVisible();
    await screenshotViews(page, 'practitioners-list');
  });
  await page.context().close();
});

test("finance's home: an unpaid invoice, marked paid from there", async ({ browser, request }) => {
  const pracPage = await pageOf(browser);
  const practitionerId = await claimedPractitioner(pracPage, 'rh-tagihan', 'litigasi-perdata');
  await pracPage.context().close();
  const orgName = 'PT Beranda Keuangan';
  const { auth } = organizationWithKey(orgName);
  const kase = await request.post('/v1/cases', {
    headers: auth,
    data: {
      contact_name: 'Dewi Klien',
      contact_email: 'dewi.klien@example.com',
      story: 'Distributor menunggak pembayaran tiga bulan; kami ingin menagih lewat pengadilan.',
      area: 'perdata',
      urgency: 'dalam sebulan',
      budget_range: 'Rp 10-20 juta',
    },
  });
  expect(kase.status(), await kase.text()).toBe(201);
  const caseId = String(((await kase.json()) as { id: string }).id);
  const bid = ops(
    'case',
    'bid',
    caseId,
    '--practitioner',
    practitionerId,
    '--amount',
    '13000000',
    '--message',
    'Siap.',
  );
  const selected = await request.post(`/v1/cases/${caseId}/select`, { headers: auth, data: { bid_id: bid.bid_id } });
  expect(selected.status(), await selected.text()).toBe(200);

  const page = await pageOf(browser);
  await signIn(page, STAFF.finance, /\/staf\/keuangan$/);
  const oldest = page.getByRole('table', { name: 'Invoice terlama yang belum dibayar' });
  await expect(oldest.getByRole('row').filter({ hasText: orgName })).toContainText('Rp 13.000.000');
  await expect(waiting(page)).toContainText('invoice belum dibayar');
  await expect(page.getByRole('link', { name: 'Catat transfer' })).toBeVisible();
  await screenshotViews(page, 'home-finance');

  await waiting(page)
    .getByRole('link', { name: /^Tandai lunas/ })
    .click();
  await expect(page).toHaveURL(/\/staf\/keuangan\/invoice$/);
  // The invoice list finds this organization's invoice by its name.
  await page.getByRole('search', { name: 'Saring daftar' }).getByLabel('Cari').fill(orgName);
  await expect(page.getByRole('table', { name: 'Invoice kasus' }).getByRole('row')).toHaveCount(2);
  await screenshotViews(page, 'finance-invoices-list');
  const invoiceRow = page.getByRole('row').filter({ hasText: orgName });
  await confirm(invoiceRow, 'Tandai lunas');
  await expect(page.getByRole('row').filter({ hasText: orgName })).toHaveCount(0);
  await page.goto('/staf');
  await expect(page.getByRole('row').filter({ hasText: orgName })).toHaveCount(0);
  await page.context().close();
});

// The whole journey in real Chromium, one person per browser context: sign-up and application, staff
// review and deposit, an agent key shown once, an order above the approval threshold over REST, the owner's
// approval, the practitioner's offer with its live countdown and the work with a question to the client,
// acceptance with the balance and timeline; then the case board to a paid invoice.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { STAFF } from '../fixtures/accounts';
import { mailedPath } from '../fixtures/mail';
import {
  chooseOption,
  confirm,
  createOrganization,
  newPerson,
  pageOf,
  screenshot,
  signIn,
  signUp,
} from '../fixtures/people';

test.describe.configure({ mode: 'serial' });

const SERVICE = 'izin-usaha-pma';
const SERVICE_NAME = 'Pendirian dan Perizinan PT PMA';
const PRICE = 7_500_000;
const TOP_UP = 20_000_000;

/** `Rp 12.500.000`, as the pages write rupiah. */
const rp = (n: number) => `Rp ${n.toLocaleString('id-ID')}`;

/** An order's status badge, by its code (the badge shows the words; the code is its tooltip). */
const status = (scope: Locator, code: string) => scope.getByTitle(code, { exact: true });

/** Reloads until the condition holds: for changes made by another person or by the worker. */
async function reloadUntil(page: Page, check: () => Promise<void>, timeout = 30_000): Promise<void> {
  await expect(async () => {
    await page.reload();
    await check();
  }).toPass({ timeout, intervals: [250, 500, 1000] });
}

test('sign-up to accepted order, then the case board to a paid invoice', async ({ browser, request }) => {
  test.setTimeout(300_000); // the whole product in one story: ~1 min on a quiet machine, 2.5+ on a loaded one
  const owner = newPerson('Dewi Pemilik', 'owner');
  const rina = newPerson('Rina Wulandari, S.H.', 'rina');
  const budi = newPerson('Budi Santoso, S.H.', 'budi');
  const orgName = `PT Agen Uji ${owner.email.slice(6, 14)}`;
  const ownerPage = await pageOf(browser);
  const operator = await pageOf(browser);
  const finance = await pageOf(browser);
  const rinaPage = await pageOf(browser);
  const budiPage = await pageOf(browser);

  // Practitioners exist (and are qualified) before any order is paid: offers go only to them.
  await test.step('two practitioners sign up', async () => {
    await signUp(rinaPage, rina);
    await signUp(budiPage, budi);
  });

  let orgId = '';
  await test.step('a new user signs up, creates an organization and applies', async () => {
    await signUp(ownerPage, owner);
    await expect(ownerPage.getByText('Anda belum tergabung di organisasi mana pun.')).toBeVisible();
    orgId = await createOrganization(ownerPage, {
      name: orgName,
      companyName: 'PT Agen Uji Nusantara',
      website: 'https://agen-uji.example.co.id',
      useCase: 'Agen kami memesan pendirian PT PMA dan perizinan untuk klien investor asing.',
      expectedVolume: '10 order per bulan',
    });
    await expect(ownerPage.getByRole('heading', { name: /Status peninjauan/ })).toContainText('Sedang ditinjau');
    await ownerPage.goto('/dashboard');
    const membership = ownerPage.getByRole('listitem').filter({ has: ownerPage.getByRole('link', { name: orgName }) });
    await expect(membership).toContainText('owner');
    await expect(membership).toContainText('Sedang ditinjau');
    await screenshot(ownerPage, 'dashboard');
  });

  await test.step('the operator adds the practitioners, they claim their records, and the application is approved', async () => {
    await signIn(operator, STAFF.operator, /\/staf\/operator(\/permohonan)?$/);
    await operator.getByRole('link', { name: 'Konsol staf', exact: true }).first().click();
    await operator.getByRole('link', { name: 'Praktisi', exact: true }).first().click();
    await expect(operator.getByRole('heading', { level: 1, name: 'Praktisi' })).toBeVisible();
    const form = operator.getByRole('form', { name: 'Tambah praktisi' });
    for (const [person, services] of [
      [rina, [SERVICE, 'pendirian-pt']],
      [budi, ['review-kontrak']],
    ] as const) {
      await operator.getByRole('button', { name: 'Tambah praktisi' }).click();
      await form.getByLabel('Nama', { exact: true }).fill(person.name);
      await form.getByLabel('E-mail').fill(person.email);
      for (const code of services) await form.getByRole('checkbox', { name: new RegExp(`\\b${code}$`) }).check();
      await form.getByRole('button', { name: 'Tambah praktisi' }).click();
      await expect(operator.getByText('Praktisi ditambahkan; tautan klaim dikirim.')).toBeVisible();
      const card = operator.getByRole('article', { name: person.name });
      await expect(card).toContainText(person.email);
      for (const code of services) await expect(card).toContainText(code);
      await expect(card).toContainText('Aktif');
      await expect(card).toContainText('Menunggu klaim');
      // The dialog closes with a transition; until it is gone its submit button shares the opener's name.
      await expect(form).toBeHidden();
    }
    // Each practitioner, signed in with the address, opens the claim link mailed to it.
    for (const [person, page] of [
      [rina, rinaPage],
      [budi, budiPage],
    ] as const) {
      await page.goto(await mailedPath(person.email, 'practitioner_claim'));
      await page.getByRole('button', { name: 'Aktifkan profil praktisi' }).click();
      await expect(page.getByText('Profil praktisi terhubung ke akun Anda.')).toBeVisible();
    }
    await operator.reload();
    await expect(operator.getByRole('article', { name: rina.name })).toContainText('Terhubung');

    await operator.getByRole('link', { name: 'Permohonan organisasi' }).click();
    const application = operator.getByRole('article', { name: new RegExp(orgName) });
    await expect(application).toContainText('PT Agen Uji Nusantara');
    await expect(application).toContainText(owner.email);
    await expect(application).toContainText('Sedang ditinjau');
    await screenshot(operator, 'staff-applications');
    await application.getByRole('button', { name: 'Setujui' }).click();
    await expect(operator.getByText('Status organisasi diubah.')).toBeVisible();
    await expect(application).toHaveCount(0);

    // Once approved the home no longer leads with the review; the settings page keeps it.
    await ownerPage.goto(`/org/${orgId}`);
    await expect(ownerPage.getByRole('heading', { name: /Status peninjauan/ })).toHaveCount(0);
    await expect(ownerPage.getByRole('region', { name: 'Perlu perhatian' })).toBeVisible();
    await ownerPage.getByRole('link', { name: 'Pengaturan', exact: true }).click();
    await expect(ownerPage.getByRole('heading', { name: /Status peninjauan/ })).toContainText('Disetujui');
  });

  await test.step('finance records a bank transfer for the organization', async () => {
    await signIn(finance, STAFF.finance, /\/staf\/keuangan(\/transfer)?$/);
    await finance.goto('/staf/keuangan/transfer');
    await finance.getByLabel('ID organisasi').fill(orgId);
    await expect(finance.getByText(`Organisasi tujuan: ${orgName}`)).toBeVisible();
    await finance.getByLabel('Jumlah (Rp)').fill(String(TOP_UP));
    await finance.getByLabel('Referensi bank').fill(`BCA-E2E-${orgId.slice(4, 12)}`);
    await finance.getByRole('button', { name: 'Catat transfer' }).click();
    await expect(finance.getByText(`Transfer dicatat. Deposit sekarang ${rp(TOP_UP)}.`)).toBeVisible();
    await expect(finance.getByRole('row').filter({ hasText: `BCA-E2E-${orgId.slice(4, 12)}` })).toContainText(
      rp(TOP_UP),
    );
    await screenshot(finance, 'finance-transfer');
  });

  let apiKey = '';
  await test.step('the owner creates an API key, shown once', async () => {
    await ownerPage.getByRole('link', { name: 'API key', exact: true }).click();
    await ownerPage.getByRole('button', { name: 'Buat key baru' }).click();
    const createKey = ownerPage.getByRole('dialog', { name: 'Buat API key' });
    await createKey.getByLabel('Nama key').fill('agen-perizinan');
    // The default per-order limit (Rp 5.000.000) is below the order's price.
    await createKey.getByLabel('Batas per order (Rp)').fill('10.000.000');
    await expect(createKey.getByText('Terbaca sebagai: Rp 10.000.000')).toBeVisible();
    await createKey.getByRole('button', { name: 'Buat key' }).click();
    await expect(createKey).toHaveCount(0);
    const shown = ownerPage.getByTestId('new-api-key');
    await expect(shown).toHaveText(/^svc_live_[A-Za-z0-9]{8}\.\S+$/);
    apiKey = (await shown.textContent())!;
    await expect(ownerPage.getByText('Key ini tidak akan ditampilkan lagi.')).toBeVisible();
    const row = ownerPage.getByRole('row').filter({ hasText: 'agen-perizinan' });
    await expect(row).toContainText(`${rp(10_000_000)} per order`);
    await expect(row).toContainText(apiKey.slice('svc_live_'.length, 'svc_live_'.length + 8));
    await screenshot(ownerPage, 'keys');

    await ownerPage.reload();
    await expect(row).toBeVisible();
    await expect(ownerPage.getByTestId('new-api-key')).toHaveCount(0);
    await expect(ownerPage.getByText(apiKey)).toHaveCount(0);
  });

  let orderId = '';
  await test.step('an agent orders above the approval threshold over REST', async () => {
    const response = await request.post('/v1/orders', {
      headers: { Authorization: `Bearer ${apiKey}` },
      data: {
        service: SERVICE,
        intake: {
          nama_perusahaan: 'PT Sinar Investasi Nusantara',
          negara_investor: 'Singapura',
          kbli: '62019',
          rencana_investasi: '10000000000',
          struktur_pemegang_saham: 'SG Holdings Pte Ltd 90%, Budi 10%',
        },
      },
    });
    expect(response.status()).toBe(201);
    const order = await response.json();
    expect(order).toMatchObject({
      service: SERVICE,
      status: 'menunggu_bayar',
      price_idr: PRICE,
      approval_required: true,
    });
    orderId = order.id;
  });

  const orderRegion = ownerPage.getByRole('region', { name: SERVICE_NAME, exact: true });
  await test.step('the owner approves the order in the dashboard', async () => {
    await ownerPage.getByRole('link', { name: 'Order', exact: true }).click();
    const row = ownerPage.getByRole('row').filter({ hasText: orderId });
    await expect(row).toContainText('Menunggu persetujuan');
    await expect(row).toContainText('perlu persetujuan');
    await expect(row).toContainText(rp(PRICE));
    await screenshot(ownerPage, 'orders');
    await row.getByRole('link', { name: SERVICE_NAME }).click();
    await expect(status(orderRegion, 'menunggu_bayar')).toBeVisible();
    await confirm(ownerPage.getByRole('region', { name: 'Tindakan', exact: true }), 'Setujui dan bayar');
    await expect(ownerPage.getByRole('region', { name: 'Tindakan', exact: true })).toHaveCount(0);
    await expect(status(orderRegion, 'menunggu_bayar')).toHaveCount(0);
  });

  await test.step('the practitioner sees the offer with a live countdown and accepts', async () => {
    await rinaPage.goto('/praktisi');
    const offer = rinaPage.getByRole('article', { name: new RegExp(SERVICE_NAME) });
    await reloadUntil(rinaPage, () => expect(offer).toBeVisible({ timeout: 1_000 }));
    await expect(offer).toContainText(orderId);
    await expect(offer).toContainText(rp(PRICE));
    const timer = offer.getByRole('timer');
    await expect(timer).toHaveText(/^\d{2}:\d{2}$/);
    const first = (await timer.textContent())!;
    // It ticks: a later read differs from the first.
    await expect(timer).not.toHaveText(first);
    await screenshot(rinaPage, 'practitioner-offer');
    await offer.getByRole('button', { name: 'Ambil order' }).click();
    await expect(rinaPage.getByText('Order diambil. Lanjutkan di Order saya.')).toBeVisible();
    await rinaPage.getByRole('link', { name: 'Buka Order saya' }).click();
  });

  const question = 'Mohon kirim paspor direksi asing dan surat referensi bank investor.';
  const reply = 'Paspor dan surat referensi: https://files.example.com/dokumen-investor.pdf';
  const deliverable = 'Akta pendirian, SK Kemenkumham dan NIB: https://files.example.com/hasil-pma.pdf';
  const work = rinaPage.getByRole('article', { name: new RegExp(SERVICE_NAME) });
  await test.step('the practitioner starts and asks the client for data', async () => {
    await expect(work).toContainText(orderId);
    await work.getByRole('button', { name: 'Mulai kerjakan' }).click();
    await expect(rinaPage.getByText('Pekerjaan dimulai.')).toBeVisible();
    await work.getByLabel('Pertanyaan untuk klien').fill(question);
    await work.getByRole('button', { name: 'Kirim pertanyaan' }).click();
    await expect(rinaPage.getByText('Pertanyaan terkirim; menunggu balasan klien.')).toBeVisible();
    await expect(work).toContainText('Menunggu balasan klien.');
    await expect(work).toContainText(question);
  });

  await test.step('the owner sees butuh_input_klien and replies', async () => {
    await ownerPage.reload();
    await expect(status(orderRegion, 'butuh_input_klien')).toBeVisible();
    await expect(ownerPage.getByRole('region', { name: 'Pesan', exact: true })).toContainText(question);
    const actions = ownerPage.getByRole('region', { name: 'Tindakan', exact: true });
    await actions.getByLabel('Balasan untuk praktisi').fill(reply);
    await actions.getByRole('button', { name: 'Kirim balasan' }).click();
    await expect(ownerPage.getByRole('region', { name: 'Pesan', exact: true })).toContainText(reply);
    await expect(status(orderRegion, 'dikerjakan')).toBeVisible();
    await expect(actions).toHaveCount(0);
  });

  await test.step('the practitioner hands in the deliverable', async () => {
    await rinaPage.reload();
    await expect(work).toContainText(reply);
    await expect(status(work, 'dikerjakan')).toBeVisible();
    await work.getByLabel('Hasil kerja (teks atau tautan dokumen)').fill(deliverable);
    await screenshot(rinaPage, 'practitioner-order');
    await work.getByRole('button', { name: 'Serahkan hasil' }).click();
    await expect(rinaPage.getByText('Hasil diserahkan; menunggu klien menerima.')).toBeVisible();
    await expect(status(work, 'diserahkan')).toBeVisible();
  });

  await test.step('the owner accepts and sees the timeline and the balance', async () => {
    await ownerPage.reload();
    await expect(status(orderRegion, 'diserahkan')).toBeVisible();
    await expect(ownerPage.getByRole('region', { name: 'Hasil kerja' })).toContainText(deliverable);
    await confirm(ownerPage.getByRole('region', { name: 'Tindakan', exact: true }), 'Terima hasil');
    await expect(status(orderRegion, 'selesai')).toBeVisible();
    const steps = ownerPage.getByRole('region', { name: 'Riwayat status' }).getByRole('listitem');
    const expected = [
      'menunggu_bayar',
      'dibayar',
      'ditawarkan',
      'diambil',
      'dikerjakan',
      'butuh_input_klien',
      'dikerjakan',
      'diserahkan',
      'selesai',
    ];
    // Each change ends in its new status (its last badge), in order.
    await expect(steps).toHaveCount(expected.length);
    const reached = await steps.evaluateAll((items) =>
      items.map((li) => Array.from(li.querySelectorAll('[title]')).at(-1)?.getAttribute('title') ?? ''),
    );
    expect(reached).toEqual(expected);
    await screenshot(ownerPage, 'order-detail');

    await ownerPage.getByRole('link', { name: 'Deposit', exact: true }).click();
    const depositCard = ownerPage
      .locator('section')
      .filter({ has: ownerPage.getByRole('heading', { name: 'Deposit tersedia' }) });
    const escrowCard = ownerPage
      .locator('section')
      .filter({ has: ownerPage.getByRole('heading', { name: 'Dana di escrow' }) });
    await expect(depositCard).toContainText(rp(TOP_UP - PRICE));
    await expect(escrowCard).toContainText(rp(0));
    const ledger = ownerPage.getByRole('region', { name: 'Riwayat deposit' });
    await expect(ledger.getByRole('row').filter({ hasText: 'Top-up transfer bank' })).toContainText(`+ ${rp(TOP_UP)}`);
    const payment = ledger.getByRole('row').filter({ hasText: 'Pembayaran order ke escrow' });
    await expect(payment).toContainText(`− ${rp(PRICE)}`);
    await expect(payment).toContainText(rp(TOP_UP - PRICE));
    await expect(ownerPage.getByText(orgId).first()).toBeVisible();
    await screenshot(ownerPage, 'deposit');
    // The agent reads the same balance over REST.
    const balance = await request.get('/v1/balance', { headers: { Authorization: `Bearer ${apiKey}` } });
    expect(await balance.json()).toMatchObject({
      organization_id: orgId,
      deposit_idr: TOP_UP - PRICE,
      escrow_idr: 0,
      key: { month_spent_idr: PRICE },
    });

    await ownerPage.getByRole('link', { name: 'Ringkasan', exact: true }).click();
    // The home: the finished order leads the latest orders, by its service and the company in its intake.
    const recent = ownerPage.getByRole('region', { name: 'Order terbaru' });
    const recentRow = recent.getByRole('row').filter({ hasText: SERVICE_NAME });
    await expect(recentRow).toContainText('PT Sinar Investasi Nusantara');
    await expect(status(recentRow, 'selesai')).toBeVisible();
    await expect(
      ownerPage
        .locator('section')
        .filter({ has: ownerPage.getByRole('heading', { name: 'Dibayar dari deposit bulan ini' }) }),
    ).toContainText(rp(PRICE));
    await expect(
      ownerPage.locator('section').filter({ has: ownerPage.getByRole('heading', { name: 'Deposit tersedia' }) }),
    ).toContainText(rp(TOP_UP - PRICE));
    await screenshot(ownerPage, 'org-overview');

    await ownerPage.getByRole('link', { name: 'Grafik', exact: true }).click();
    const byStatus = ownerPage.getByRole('figure', { name: 'Order per status' });
    await expect(byStatus).toContainText('Selesai');
    await expect(ownerPage.getByRole('figure', { name: /Pemakaian bulan ini per API key/ })).toContainText(
      'agen-perizinan',
    );
    await expect(ownerPage.getByRole('figure', { name: /Deposit dan escrow/ })).toBeVisible();
    await screenshot(ownerPage, 'charts');
  });

  let caseId = '';
  await test.step('the agent submits a case over REST', async () => {
    const response = await request.post('/v1/cases', {
      headers: { Authorization: `Bearer ${apiKey}` },
      data: {
        contact_name: 'Andi Klien',
        contact_email: 'andi.klien@example.com',
        story:
          'Mitra usaha tidak membayar tagihan jasa selama enam bulan; kami ingin menggugat wanprestasi di PN Jakarta Selatan.',
        area: 'perdata',
        urgency: 'dalam sebulan',
        budget_range: 'Rp 15-30 juta',
      },
    });
    expect(response.status()).toBe(201);
    const created = await response.json();
    expect(created).toMatchObject({ status: 'terbuka', bids: [], invoice: null });
    caseId = created.id;
  });

  await test.step('a practitioner bids on the case board', async () => {
    await budiPage.goto('/praktisi');
    await budiPage.getByRole('link', { name: 'Papan kasus' }).click();
    const card = budiPage.getByRole('article', { name: `Kasus ${caseId}` });
    await expect(card).toContainText('wanprestasi');
    await expect(card).not.toContainText('andi.klien@example.com');
    await card.getByLabel('Biaya (Rp)').fill('20000000');
    await card.getByLabel('Perkiraan hari kerja').fill('30');
    await card.getByLabel('Pesan untuk klien').fill('Saya advokat perdata; gugatan dan mediasi dalam 30 hari kerja.');
    await card.getByRole('button', { name: 'Kirim penawaran' }).click();
    await expect(budiPage.getByText('Penawaran terkirim.')).toBeVisible();
    await expect(card).toContainText(`Penawaran Anda: ${rp(20_000_000)}`);
    await screenshot(budiPage, 'case-board');
  });

  await test.step('the owner selects the bid and an invoice appears', async () => {
    await ownerPage.getByRole('link', { name: 'Kasus', exact: true }).click();
    const row = ownerPage.getByRole('row').filter({ hasText: caseId });
    await expect(row).toContainText('Terbuka untuk penawaran');
    await row.getByRole('link', { name: caseId }).click();
    const bids = ownerPage.getByRole('region', { name: 'Penawaran', exact: true });
    const bid = bids.getByRole('row').filter({ hasText: budi.name });
    await expect(bid).toContainText(rp(20_000_000));
    await confirm(bid, `Pilih penawaran ini (${rp(20_000_000)})`);
    const invoice = ownerPage.getByRole('region', { name: /^Invoice inv_/ });
    await expect(invoice).toContainText(rp(20_000_000));
    await expect(invoice).toContainText('Belum dibayar');
    await expect(bid).toContainText('Dipilih');
    await screenshot(ownerPage, 'case-detail');
    const agentView = await request.get(`/v1/cases/${caseId}`, { headers: { Authorization: `Bearer ${apiKey}` } });
    expect(await agentView.json()).toMatchObject({
      status: 'dipilih',
      invoice: { amount_idr: 20_000_000, status: 'belum_dibayar' },
    });
    await ownerPage.getByRole('link', { name: '← Semua kasus' }).click();
    const invoices = ownerPage.getByRole('region', { name: 'Invoice', exact: true });
    await expect(invoices.getByRole('row').filter({ hasText: caseId })).toContainText('Belum dibayar');
    // The invoice list has its own search, date range and status, apart from the cases list's.
    const invoiceFilters = ownerPage.getByRole('search', { name: 'Saring invoice' });
    await invoiceFilters.getByLabel('Cari').fill('tidak-ada-invoice-seperti-ini');
    await expect(invoices.getByText('Tidak ada yang cocok dengan filter ini.')).toBeVisible();
    await invoiceFilters.getByLabel('Cari').fill(budi.name.slice(0, 11));
    await expect(invoices.getByRole('row').filter({ hasText: caseId })).toBeVisible();
    await invoiceFilters.getByRole('button', { name: 'Hapus filter' }).click();
    await expect(invoiceFilters.getByLabel('Cari')).toHaveValue('');
  });

  await test.step('finance marks the invoice paid', async () => {
    await finance.getByRole('link', { name: 'Invoice', exact: true }).click();
    const row = finance.getByRole('row').filter({ hasText: caseId });
    await expect(row).toContainText('Belum dibayar');
    await expect(row).toContainText(orgName);
    await expect(row).toContainText(budi.name);
    await screenshot(finance, 'invoices');
    // Found by the organization's name; a name nobody has finds nothing, and says so.
    const search = finance.getByRole('search', { name: 'Saring daftar' }).getByLabel('Cari');
    await search.fill('tidak-ada-organisasi-seperti-ini');
    await expect(finance.getByText('Tidak ada yang cocok dengan filter ini.')).toBeVisible();
    await search.fill(orgName);
    await expect(finance.getByRole('table', { name: 'Invoice kasus' }).getByRole('row')).toHaveCount(2);
    await confirm(row, 'Tandai lunas');
    await expect(finance.getByText(/Invoice ditandai lunas/)).toBeVisible();
    await chooseOption(finance, 'Filter', 'Lunas');
    await expect(row).toContainText('Lunas');

    await ownerPage.getByRole('row').filter({ hasText: caseId }).first().getByRole('link', { name: caseId }).click();
    await expect(ownerPage.getByRole('region', { name: /^Invoice inv_/ })).toContainText('Lunas');
    const agentView = await request.get(`/v1/cases/${caseId}`, { headers: { Authorization: `Bearer ${apiKey}` } });
    expect(await agentView.json()).toMatchObject({ invoice: { status: 'lunas' } });

    // The selected practitioner now gets the client's contact, and sees the invoice paid.
    await budiPage.reload();
    const myBid = budiPage.getByRole('region', { name: 'Penawaran saya' }).getByRole('row').filter({ hasText: caseId });
    await expect(myBid).toContainText('Dipilih');
    await expect(myBid).toContainText('andi.klien@example.com');
    await expect(myBid).toContainText('Lunas');
  });

  for (const page of [ownerPage, operator, finance, rinaPage, budiPage]) await page.context().close();
});

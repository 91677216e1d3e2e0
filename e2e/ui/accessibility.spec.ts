// axe-core over every page of the app, each as the person it is for, at desktop and phone width: 0 critical
// and 0 serious WCAG 2.0/2.1 A/AA violations, and a screenshot of each page at both widths
// (test-results/screenshots/a11y-<page>-<desktop|phone>.png). Pages are reached by URL and recognised by
// their level-1 heading, so the spec holds when the markup is restyled. The world is made the quickest way
// (REST, the ops CLI, tRPC with the person's session); the pages themselves are only looked at.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { STAFF } from '../fixtures/accounts';
import { appPageRoutes, checkAccessible, visitAccessible } from '../fixtures/accessibility';
import { approveOrganization, database, ops } from '../fixtures/backstage';
import { mailedPath } from '../fixtures/mail';
import { createOrganization, newPerson, pageOf, signIn, signUp } from '../fixtures/people';

// A service no other spec gives practitioners, so this spec's offer goes to this spec's practitioner.
const SERVICE = 'pendaftaran-hak-cipta';
const INTAKE = { judul_ciptaan: 'Aplikasi Uji Aksesibilitas', jenis_ciptaan: 'program komputer', nama_pencipta: 'Ayu' };

/**
 * The routes this spec opens (besides 403/404 and /docs/api). A page added to the app must be added to the
 * tests below and here; the first test fails until it is.
 */
const COVERED = [
  '/',
  '/masuk',
  '/daftar',
  '/lupa-sandi',
  '/sandi-baru',
  '/konfirmasi',
  '/klaim/[claimId]',
  '/undangan/[invitationId]',
  '/dashboard',
  // Only redirects to the person's start page (opened by every sign-in); it renders nothing of its own.
  '/lanjut',
  '/org/[orgId]',
  '/org/[orgId]/orders',
  '/org/[orgId]/orders/[orderId]',
  '/org/[orgId]/cases',
  '/org/[orgId]/cases/[caseId]',
  '/org/[orgId]/charts',
  '/org/[orgId]/deposit',
  '/org/[orgId]/events',
  '/org/[orgId]/keys',
  '/org/[orgId]/members',
  '/org/[orgId]/settings',
  '/praktisi',
  '/praktisi/order',
  '/praktisi/kasus',
  '/praktisi/pendapatan',
  '/notifikasi',
  '/akun',
  '/akun/dua-faktor',
  // The OAuth consent page needs an authorize request: checked in oauth-connect.spec.ts.
  '/izin-aplikasi',
  '/staf',
  '/staf/operator',
  '/staf/operator/permohonan',
  '/staf/operator/praktisi',
  '/staf/operator/katalog',
  '/staf/operator/pembatalan',
  '/staf/operator/sengketa',
  '/staf/operator/webhook-secret',
  '/staf/operator/operasi',
  '/staf/keuangan',
  '/staf/keuangan/transfer',
  '/staf/keuangan/invoice',
];

test('every page of the app is checked by this spec', () => {
  const missing = appPageRoutes().filter((route) => !COVERED.includes(route));
  expect(missing, 'pages without an accessibility check: add them to the tests below and to COVERED').toEqual([]);
});

/** A tRPC mutation with the page's session (what the page's button would call). */
async function mutate(page: Page, procedure: string, input: Record<string, unknown>): Promise<unknown> {
  const response = await page.request.post(`/api/trpc/${procedure}`, { data: input });
  expect(response.status(), `${procedure}: ${await response.text()}`).toBe(200);
  return ((await response.json()) as { result: { data: unknown } }).result.data;
}

/** What a button opened (a dialog, a menu, a calendar), checked once its fade-in is over. */
async function openedAccessible(page: Page, opened: Locator, name: string, close?: () => Promise<void>) {
  await expect(opened).toBeVisible();
  // Checked half-transparent, its text reads as low contrast.
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
  await checkAccessible(page, name);
  await (close ? close() : page.keyboard.press('Escape'));
  await expect(opened).toHaveCount(0);
}

/** Reloads until the text is on the page: for what the worker does in the background (an offer). */
async function reloadUntilText(page: Page, text: string): Promise<void> {
  await expect(async () => {
    await page.reload();
    await expect(page.getByText(text).first()).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 30_000, intervals: [250, 500, 1000] });
}

test('pages for visitors: home, sign-in/up, password reset, 404, API reference', async ({ browser }) => {
  test.setTimeout(120_000);
  const page = await pageOf(browser);
  await visitAccessible(page, '/', 'home');
  await visitAccessible(page, '/masuk', 'sign-in');
  // The refusal as a person meets it: a wrong password, its alert beside the form.
  await page.getByLabel(/^(E-mail|Email)$/).fill('tidak-terdaftar@e2e.test');
  await page.getByLabel(/^(Kata sandi|Password)$/).fill('bukan-sandi-siapa-pun');
  await page.getByRole('button', { name: /^(Masuk|Sign in)$/ }).click();
  await expect(page.getByRole('alert').filter({ hasText: /\S/ }).first()).toBeVisible();
  await checkAccessible(page, 'sign-in-refused');
  await visitAccessible(page, '/daftar', 'sign-up');
  await visitAccessible(page, '/lupa-sandi', 'forgot-password');
  // A real reset link (for the operator's address; the link is only looked at, not used).
  const reset = await page.request.post('/api/auth/request-password-reset', {
    data: { email: STAFF.operator.email, redirectTo: '/sandi-baru' },
  });
  expect(reset.status(), await reset.text()).toBe(200);
  await visitAccessible(page, await mailedPath(STAFF.operator.email, 'password_reset'), 'new-password');
  // A real confirmation link (an address signed up for this look), and one that is no longer valid.
  const confirming = newPerson('Tamu Konfirmasi', 'a11y-confirm');
  const signedUp = await page.request.post('/api/auth/sign-up/email', {
    data: { email: confirming.email, name: confirming.name },
  });
  expect(signedUp.status(), await signedUp.text()).toBe(200);
  await visitAccessible(page, await mailedPath(confirming.email, 'verify_email'), 'confirm-address');
  await visitAccessible(page, '/konfirmasi?token=tidak-berlaku-lagi', 'confirm-address-invalid');
  await visitAccessible(page, '/halaman-yang-tidak-ada', 'not-found', { status: 404 });
  // Swagger UI (swagger-ui-dist, third-party markup and colours we cannot change) fills #reference; only the
  // page around it is the app's own.
  await visitAccessible(page, '/docs/api', 'api-reference', {
    exclude: ['#reference'],
    ready: (p) => expect(p.locator('#reference')).not.toBeEmpty(),
  });
  await page.context().close();
});

test('pages for the owner, the practitioner, the operator and finance', async ({ browser, request }) => {
  // About 45 pages, each analysed and photographed at two widths, on a machine shared with the rest of the suite:
  // 4.7 min alone, and once past 10 min in a full run on a loaded machine (nothing hung; the time ran out).
  test.setTimeout(900_000);
  const owner = newPerson('Ayu Pemilik Aksesibel', 'a11y-owner');
  const practitioner = newPerson('Raka Praktisi Aksesibel, S.H.', 'a11y-prac');
  const ownerPage = await pageOf(browser);
  const pracPage = await pageOf(browser);

  let orgId = '';
  await test.step('an owner with an approved organization, deposit and key; a practitioner', async () => {
    await signUp(ownerPage, owner);
    // The dashboard before any organization: the application form.
    await visitAccessible(ownerPage, '/dashboard', 'dashboard-new');
    orgId = await createOrganization(ownerPage, {
      name: 'PT Akses Untuk Semua',
      companyName: 'PT Akses Untuk Semua Indonesia',
      website: 'https://akses.example.co.id',
      useCase: 'Memeriksa bahwa setiap halaman bisa dipakai dengan pembaca layar dan di ponsel.',
      expectedVolume: '3',
    });
    await approveOrganization(orgId, 0);
    ops('deposit', 'record', '--org', orgId, '--amount', '5000000', '--reference', `A11Y-${orgId}`);

    await signUp(pracPage, practitioner);
    ops('practitioner', 'create', '--name', practitioner.name, '--email', practitioner.email, '--services', SERVICE);
  });

  let practitionerId = '';
  await test.step('the practitioner claim page, then the claim', async () => {
    const claimPath = await mailedPath(practitioner.email, 'practitioner_claim');
    await visitAccessible(pracPage, claimPath, 'practitioner-claim');
    const claimId = decodeURIComponent(claimPath.split('/').at(-1)!.split('?')[0]!);
    await mutate(pracPage, 'account.claimPractitioner', { claimId });
    const [row] = await database()<{ id: string }[]>`select p.id from practitioner p join "user" u on u.id = p.user_id
      where lower(u.email) = ${practitioner.email.toLowerCase()}`;
    practitionerId = row!.id;
  });

  const key = String(ops('key', 'create', '--org', orgId, '--name', 'agen-aksesibel').api_key);
  const auth = { Authorization: `Bearer ${key}` };
  const placeOrder = async () => {
    const response = await request.post('/v1/orders', { headers: auth, data: { service: SERVICE, intake: INTAKE } });
    expect(response.status()).toBe(201);
    return String(((await response.json()) as { id: string }).id);
  };
  // One order waits for approval (the owner's approve/reject actions); one is approved, offered, taken and
  // waits for the client's answer to a question.
  const waiting = await placeOrder();
  const working = await placeOrder();
  ops('org', 'approve-order', working);

  await test.step("the practitioner's pages: an offer, then the order at work, the case board", async () => {
    await pracPage.goto('/praktisi');
    await reloadUntilText(pracPage, working);
    await visitAccessible(pracPage, '/praktisi', 'practitioner-offers');
    ops('offer', 'accept', working, '--practitioner', practitionerId);
    ops('work', 'start', working, '--practitioner', practitionerId);
    ops('work', 'ask', working, '--practitioner', practitionerId, '--text', 'Mohon kirim contoh ciptaan (PDF).');
    await visitAccessible(pracPage, '/praktisi/order', 'practitioner-orders');
  });

  const caseResponse = await request.post('/v1/cases', {
    headers: auth,
    data: {
      contact_name: 'Sari Klien',
      contact_email: 'sari.klien@example.com',
      story: 'Pemasok memutus kontrak sepihak dan menahan uang muka; kami ingin menuntut pengembalian.',
      area: 'perdata',
      urgency: 'dalam sebulan',
      budget_range: 'Rp 10-20 juta',
    },
  });
  expect(caseResponse.status()).toBe(201);
  const caseId = String(((await caseResponse.json()) as { id: string }).id);
  await visitAccessible(pracPage, '/praktisi/kasus', 'practitioner-cases');
  await visitAccessible(pracPage, '/praktisi/pendapatan', 'practitioner-earnings');
  const bid = ops(
    'case',
    'bid',
    caseId,
    '--practitioner',
    practitionerId,
    '--amount',
    '12000000',
    '--message',
    'Siap.',
  );

  await test.step("the owner's pages", async () => {
    await visitAccessible(ownerPage, '/dashboard', 'dashboard');
    // The order awaiting approval has told the owner: the list is not empty.
    await visitAccessible(ownerPage, '/notifikasi', 'notifications');
    await visitAccessible(ownerPage, '/akun', 'account-security');
    await visitAccessible(ownerPage, '/akun/dua-faktor', 'two-factor-off');
    await visitAccessible(ownerPage, `/org/${orgId}`, 'org-overview');
    await visitAccessible(ownerPage, `/org/${orgId}/orders`, 'orders');
    const dates = ownerPage.getByRole('button', { name: 'Tanggal', exact: true });
    await dates.click();
    // Closed as it was opened (the axe run's resizing leaves focus on the page, where Escape is not heard).
    await openedAccessible(ownerPage, ownerPage.getByRole('dialog'), 'orders-date-range', () => dates.click());
    await visitAccessible(ownerPage, `/org/${orgId}/orders/${waiting}`, 'order-awaiting-approval');
    // With the approval's confirmation open (it says what will happen, and offers to go on or back).
    await ownerPage.getByRole('button', { name: /^(Setujui dan bayar|Approve and pay)$/ }).click();
    await expect(ownerPage.getByRole('button', { name: /^(Ya, lanjutkan|Yes, continue)$/ })).toBeVisible();
    // The dialog fades in: checked half-transparent, its button reads as low contrast.
    await ownerPage.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
    await checkAccessible(ownerPage, 'order-approval-confirmation');
    await visitAccessible(ownerPage, `/org/${orgId}/orders/${working}`, 'order-with-question');
    await visitAccessible(ownerPage, `/org/${orgId}/cases`, 'cases');
    await visitAccessible(ownerPage, `/org/${orgId}/cases/${caseId}`, 'case-detail');
    await visitAccessible(ownerPage, `/org/${orgId}/charts`, 'charts');
    await visitAccessible(ownerPage, `/org/${orgId}/deposit`, 'deposit');
    await visitAccessible(ownerPage, `/org/${orgId}/events`, 'events');
    await visitAccessible(ownerPage, `/org/${orgId}/keys`, 'keys');
    // The forms behind their buttons, open: the new key, a member's menu and role, the invitation.
    await ownerPage.getByRole('button', { name: 'Buat key baru' }).click();
    await openedAccessible(ownerPage, ownerPage.getByRole('dialog', { name: 'Buat API key' }), 'keys-create-dialog');
    await visitAccessible(ownerPage, `/org/${orgId}/members`, 'members');
    await ownerPage
      .getByRole('button', { name: /^Tindakan: / })
      .first()
      .click();
    await expect(ownerPage.getByRole('menu')).toBeVisible();
    await checkAccessible(ownerPage, 'members-row-menu');
    await ownerPage.getByRole('menuitem', { name: 'Ubah peran' }).click();
    await openedAccessible(ownerPage, ownerPage.getByRole('dialog', { name: /^Ubah peran: / }), 'members-role-dialog');
    await ownerPage.getByRole('button', { name: 'Undang anggota' }).click();
    await openedAccessible(
      ownerPage,
      ownerPage.getByRole('dialog', { name: 'Undang anggota' }),
      'members-invite-dialog',
    );
    await visitAccessible(ownerPage, `/org/${orgId}/settings`, 'org-settings');
    // A toast as it is shown (its close button named): the threshold saved.
    await ownerPage.getByRole('button', { name: 'Simpan ambang' }).click();
    const toast = ownerPage.locator('.mantine-Notification-root').filter({ hasText: 'Tersimpan' });
    await expect(toast).toBeVisible();
    await expect(toast.getByRole('button', { name: 'Tutup' })).toBeVisible();
    await ownerPage.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
    await checkAccessible(ownerPage, 'toast-success');
    await visitAccessible(ownerPage, '/staf', 'forbidden', { status: 403 });
    await visitAccessible(ownerPage, `/org/${orgId}/orders/ord_TidakAda0000000000000000`, 'order-not-found', {
      status: 'any',
    });
  });

  await test.step('the owner answers, the work is delivered and disputed; a bid is chosen (an invoice)', async () => {
    const org = { organizationId: orgId };
    await mutate(ownerPage, 'org.orders.reply', {
      ...org,
      orderId: working,
      text: 'Contoh: https://files.example.com/c.pdf',
    });
    ops('work', 'deliver', working, '--practitioner', practitionerId, '--text', 'Surat pencatatan ciptaan terlampir.');
    await visitAccessible(ownerPage, `/org/${orgId}/orders/${working}`, 'order-delivered');
    ops('order', 'dispute', working, '--reason', 'Nama pencipta pada surat pencatatan salah eja.');
    await visitAccessible(ownerPage, `/org/${orgId}/orders/${working}`, 'order-disputed');
    await mutate(ownerPage, 'org.cases.selectBid', { ...org, caseId, bidId: String(bid.bid_id) });
    await visitAccessible(ownerPage, `/org/${orgId}/cases/${caseId}`, 'case-detail-invoiced');
  });

  await test.step('the changed pages in English: home, settings, orders, an order', async () => {
    await ownerPage.goto(`/org/${orgId}`);
    await ownerPage.getByRole('button', { name: 'English' }).click();
    await expect(ownerPage.getByRole('link', { name: 'Settings', exact: true })).toBeVisible();
    await visitAccessible(ownerPage, `/org/${orgId}`, 'org-overview-en');
    await visitAccessible(ownerPage, `/org/${orgId}/settings`, 'org-settings-en');
    await visitAccessible(ownerPage, `/org/${orgId}/orders`, 'orders-en');
    await visitAccessible(ownerPage, `/org/${orgId}/orders/${working}`, 'order-disputed-en');
    await visitAccessible(ownerPage, `/org/${orgId}/orders/${waiting}`, 'order-awaiting-approval-en');
    await ownerPage.getByRole('button', { name: 'Bahasa Indonesia' }).click();
    await expect(ownerPage.getByRole('link', { name: 'Pengaturan', exact: true })).toBeVisible();
  });

  await test.step('the invitation page, opened by the invited person', async () => {
    await mutate(ownerPage, 'org.members.invite', { organizationId: orgId, email: practitioner.email, role: 'member' });
    await visitAccessible(pracPage, await mailedPath(practitioner.email, 'invitation'), 'invitation');
  });
  await ownerPage.context().close();
  await pracPage.context().close();

  await test.step("the operator's console", async () => {
    const operator = await pageOf(browser);
    await signIn(operator, STAFF.operator, /\/staf\/operator(\/permohonan)?$/);
    for (const [path, name] of [
      ['/staf', 'staff-home'],
      ['/staf/operator', 'operator-home'],
      ['/staf/operator/permohonan', 'operator-applications'],
      ['/staf/operator/praktisi', 'operator-practitioners'],
      ['/staf/operator/katalog', 'operator-catalog'],
      ['/staf/operator/pembatalan', 'operator-cancellations'],
      ['/staf/operator/sengketa', 'operator-disputes'],
      ['/staf/operator/webhook-secret', 'operator-webhook-secret'],
      ['/staf/operator/operasi', 'operator-operations'],
      ['/akun/dua-faktor', 'two-factor-on'],
    ] as const)
      await visitAccessible(operator, path, name);
    await operator.context().close();
  });

  await test.step("finance's console", async () => {
    const finance = await pageOf(browser);
    await signIn(finance, STAFF.finance, /\/staf\/keuangan(\/transfer)?$/);
    for (const [path, name] of [
      ['/staf/keuangan', 'finance-home'],
      ['/staf/keuangan/transfer', 'finance-transfers'],
      ['/staf/keuangan/invoice', 'finance-invoices'],
    ] as const)
      await visitAccessible(finance, path, name);
    await finance.context().close();
  });
});

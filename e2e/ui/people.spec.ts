// The people in the loop: every refusal says what happened and what to do, in Indonesian and English; an
// expired session leads back through sign-in; 403/404 are real pages; password reset by mail; members
// are removed, invitations cancelled and roles changed behind confirmations that say what happens.
import { expect, test, type Page } from '@playwright/test';
import { STAFF } from '../fixtures/accounts';
import { addMember, approveOrganization, endSessions, ops } from '../fixtures/backstage';
import { mailedPath } from '../fixtures/mail';
import {
  confirm,
  confirmFromMenu,
  createOrganization,
  newPerson,
  pageOf,
  screenshotViews,
  signIn,
  signUp,
  type Person,
} from '../fixtures/people';

test.describe.configure({ timeout: 180_000 });

/** A role=alert element with this text is shown (Next's route announcer is an alert too, so filter). */
const seesAlert = (page: Page, text: string | RegExp) =>
  expect(page.getByRole('alert').filter({ hasText: text }).first()).toBeVisible();

/**
 * A stale tab's refusal: the form's alert, or the toast that says the same. The page refreshes itself every few
 * seconds, and once it shows the new status the form (with its alert) is gone while the toast stays.
 */
const seesRefusal = (page: Page, text: string | RegExp) =>
  expect(page.getByRole('alert').or(page.getByRole('status')).filter({ hasText: text }).first()).toBeVisible();

const setLocale = async (page: Page, locale: 'id' | 'en') => {
  await page.context().addCookies([{ name: 'locale', value: locale, url: new URL(page.url()).origin }]);
};

const application = (name: string) => ({
  name,
  companyName: `${name} Indonesia`,
  website: 'https://contoh.example.co.id',
  useCase: 'Menguji pesan kesalahan dan orang-orang di dalamnya.',
  expectedVolume: '5',
});

async function ownerWithOrganization(page: Page, handle: string, orgName: string) {
  const owner = newPerson(`Pemilik ${handle}`, handle);
  await signUp(page, owner);
  const orgId = await createOrganization(page, application(orgName));
  return { owner, orgId };
}

test('403 and 404 answer their status, in the visitor language, with a way on', async ({ browser }) => {
  const page = await pageOf(browser);
  const missing = await page.goto('/halaman-yang-tidak-ada');
  expect(missing?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('404 — Halaman tidak ditemukan');
  await screenshotViews(page, 'not-found');
  await expect(page.getByRole('main').getByRole('link', { name: 'Masuk' })).toBeVisible();
  await setLocale(page, 'en');
  expect((await page.reload())?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('404 — Page not found');
  await expect(page.getByRole('main').getByRole('link', { name: 'Go to the home page' })).toBeVisible();
  await setLocale(page, 'id');

  const { orgId } = await ownerWithOrganization(page, 'status-owner', 'PT Status Halaman');
  for (const path of ['/staf', '/staf/operator/permohonan', '/praktisi']) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(403);
    await expect(page.getByRole('heading', { level: 1, name: '403' })).toBeVisible();
  }
  await screenshotViews(page, 'forbidden');
  await page.getByRole('main').getByRole('link', { name: 'Ke halaman awal Anda' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  expect((await page.goto('/org/org_TidakAdaSamaSekali000000000'))?.status()).toBe(404);
  expect((await page.goto(`/org/${orgId}`))?.status()).toBe(200);
  await page.context().close();
});

/**
 * The order page refreshes itself (on focus, on an interval), so a second tab would see the other tab's change and
 * drop its button, sometimes while its confirmation is open (CI flaked twice: "element is not stable", detached).
 * A tab that could not reach the server meanwhile (asleep, offline) is what stays stale: its reads fail from here
 * on; its approval still goes out.
 */
async function keepStale(tab: Page): Promise<void> {
  await tab.route('**/*', (route) => {
    const request = route.request();
    const read =
      request.method() === 'GET' && (request.url().includes('/api/trpc/') || request.url().includes('_rsc='));
    return read ? route.abort() : route.continue();
  });
}

test('each refusal shows its own message with its facts, in Indonesian and English', async ({ browser }) => {
  const page = await pageOf(browser);
  const { owner, orgId } = await ownerWithOrganization(page, 'errors-owner', 'PT Pesan Jelas');
  await approveOrganization(orgId);
  const key = String(ops('key', 'create', '--org', orgId, '--name', 'agen-e2e').api_key);
  ops('deposit', 'record', '--org', orgId, '--amount', '2000000', '--reference', `E2E-${orgId}`);
  const order = async (n: number) => {
    const response = await page.request.post('/v1/orders', {
      headers: { Authorization: `Bearer ${key}`, 'Idempotency-Key': `pesan-${orgId}-${n}` },
      data: {
        service: 'review-kontrak',
        intake: { dokumen_kontrak_url: 'https://files.example.com/k.pdf', jenis_kontrak: 'sewa' },
        max_budget: 2_000_000,
      },
    });
    expect(response.status()).toBe(201);
    return String(((await response.json()) as { id: string }).id);
  };
  const [first, second, third] = [await order(1), await order(2), await order(3)];

  await test.step('a stale approval from a second tab (409), Indonesian', async () => {
    const other = await page.context().newPage();
    await page.goto(`/org/${orgId}/orders/${first}`);
    await other.goto(`/org/${orgId}/orders/${first}`);
    await keepStale(other);
    await confirm(page, 'Setujui dan bayar', /Harganya dipotong dari deposit sekarang/);
    await expect(page.getByRole('button', { name: 'Setujui dan bayar' })).toHaveCount(0);
    await confirm(other, 'Setujui dan bayar');
    await seesRefusal(other, /Order ini sudah berubah — statusnya sekarang "(Dibayar|Ditawarkan ke praktisi)"/);
    await other.close();
  });

  await test.step('too little deposit (402) names what is needed and available, in both languages', async () => {
    await page.goto(`/org/${orgId}/orders/${second}`);
    await confirm(page, 'Setujui dan bayar');
    await seesAlert(page, 'Deposit tidak cukup: dibutuhkan Rp 1.500.000, tersedia Rp 500.000.');
    await setLocale(page, 'en');
    await page.reload();
    await confirm(page, 'Approve and pay');
    await seesAlert(page, 'The deposit is not enough: Rp 1.500.000 needed, Rp 500.000 available.');
  });

  await test.step('a stale approval (409), English: the other tab rejected the order', async () => {
    const other = await page.context().newPage();
    await page.goto(`/org/${orgId}/orders/${third}`);
    await other.goto(`/org/${orgId}/orders/${third}`);
    await keepStale(other);
    await confirm(page, 'Reject order', /It is cancelled; nothing is taken from the deposit/);
    await expect(page.getByRole('button', { name: 'Reject order' })).toHaveCount(0);
    await confirm(other, 'Approve and pay');
    await seesRefusal(other, 'This order has changed — its status is now "Cancelled"');
    await other.close();
  });

  await test.step('an unknown order id: the 404 page, in both languages', async () => {
    const path = `/org/${orgId}/orders/ord_TidakAda0000000000000000`;
    expect((await page.goto(path))?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: '404 — Page not found' })).toBeVisible();
    await setLocale(page, 'id');
    expect((await page.reload())?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: '404 — Halaman tidak ditemukan' })).toBeVisible();
  });

  await test.step('a duplicate invitation and demoting the last owner, in both languages', async () => {
    await page.goto(`/org/${orgId}/members`);
    for (const [locale, inviteTitle, invite, duplicate, actions, changeRole, save, lastOwner] of [
      [
        'id',
        'Undang anggota',
        'Undang',
        'sudah menjadi anggota organisasi ini; tidak perlu diundang lagi.',
        'Tindakan',
        'Ubah peran',
        'Simpan peran',
        'Owner terakhir tidak bisa diturunkan atau dikeluarkan',
      ],
      [
        'en',
        'Invite a member',
        'Invite',
        'is already a member of this organization; no invitation is needed.',
        'Actions',
        'Change role',
        'Save role',
        'The last owner cannot be demoted or removed',
      ],
    ] as const) {
      await setLocale(page, locale);
      await page.reload();
      await page.getByRole('button', { name: inviteTitle, exact: true }).click();
      const inviting = page.getByRole('dialog', { name: inviteTitle });
      await inviting.locator('#invite-email').fill(owner.email);
      await inviting.getByRole('button', { name: invite, exact: true }).click();
      await seesAlert(page, `${owner.email} ${duplicate}`);
      await page.keyboard.press('Escape');
      await expect(inviting).toHaveCount(0);
      await page.getByRole('button', { name: `${actions}: ${owner.name}`, exact: true }).click();
      await page.getByRole('menuitem', { name: changeRole }).click();
      const roleDialog = page.getByRole('dialog', { name: `${changeRole}: ${owner.name}` });
      await roleDialog.getByRole('radio', { name: 'Admin' }).check();
      await roleDialog.getByRole('button', { name: save }).click();
      await seesAlert(page, lastOwner);
      await page.keyboard.press('Escape');
      await expect(roleDialog).toHaveCount(0);
    }
  });

  await test.step('a bank reference already used for another organization, in both languages', async () => {
    const otherOrg = String(ops('org', 'create', '--name', 'PT Lain', '--status', 'approved').id);
    const reference = `BCA-E2E-${otherOrg.slice(-8)}`;
    ops('deposit', 'record', '--org', otherOrg, '--amount', '100000', '--reference', reference);
    const finance = await pageOf(browser);
    await signIn(finance, STAFF.finance, /\/staf\/keuangan(\/transfer)?$/);
    for (const [locale, submit, text] of [
      ['id', 'Catat transfer', `Referensi bank ${reference} sudah dicatat untuk organisasi lain`],
      ['en', 'Record transfer', `Bank reference ${reference} is already recorded for another organization`],
    ] as const) {
      await setLocale(finance, locale);
      await finance.goto('/staf/keuangan/transfer');
      await finance.locator('#transfer-org').fill(orgId);
      await finance.locator('#transfer-amount').fill('250000');
      await finance.locator('#transfer-reference').fill(reference);
      await finance.getByRole('button', { name: submit }).click();
      await seesAlert(finance, text);
    }
    await finance.context().close();
  });
  await page.context().close();
});

test('an expired session leads through sign-in back to the same page', async ({ browser }) => {
  const page = await pageOf(browser);
  const { owner, orgId } = await ownerWithOrganization(page, 'session-owner', 'PT Sesi Habis');
  await page.goto(`/org/${orgId}/members`);
  await endSessions(owner.email);
  await page.getByRole('button', { name: 'Undang anggota', exact: true }).click();
  await page.locator('#invite-email').fill('siapa@e2e.test');
  await page.getByRole('button', { name: 'Undang', exact: true }).click();
  const back = `/org/${orgId}/members`;
  await expect(page).toHaveURL(`/masuk?next=${encodeURIComponent(back)}`);
  await expect(page.getByRole('status')).toHaveText(
    'Masuk untuk melanjutkan; setelah itu Anda kembali ke halaman tadi.',
  );
  await expect(page.getByRole('banner')).not.toContainText(owner.email);
  await page.getByLabel('E-mail', { exact: true }).fill(owner.email);
  await page.getByLabel('Kata sandi', { exact: true }).fill(owner.password);
  await page.getByRole('button', { name: 'Masuk' }).click();
  await expect(page).toHaveURL(back);
  await expect(page.getByRole('heading', { level: 2, name: 'Anggota' })).toBeVisible();

  await test.step('in English too; a foreign next= is ignored (no open redirect)', async () => {
    await setLocale(page, 'en');
    await endSessions(owner.email);
    await page.goto(`/org/${orgId}/keys`);
    await expect(page).toHaveURL(`/masuk?next=${encodeURIComponent(`/org/${orgId}/keys`)}`);
    await expect(page.getByRole('status')).toHaveText(
      'Sign in to continue; you will then return to the page you were on.',
    );
    await page.goto('/masuk?next=//evil.example/x');
    await page.getByLabel('E-mail', { exact: true }).fill(owner.email);
    await page.getByLabel('Password', { exact: true }).fill(owner.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
  });
  await page.context().close();
});

test('staff land in their console after sign-in', async ({ browser }) => {
  const operator = await pageOf(browser);
  await signIn(operator, STAFF.operator, /\/staf\/operator(\/permohonan)?$/);
  await operator.context().close();
});

test('password reset by mail, and the sign-in limit reported as a limit', async ({ browser }) => {
  const page = await pageOf(browser);
  const person: Person = newPerson('Lupa Sandi', 'reset');
  await signUp(page, person);
  await page.context().clearCookies();

  await page.goto('/masuk');
  await page.getByRole('link', { name: 'Lupa kata sandi?' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Lupa kata sandi' })).toBeVisible();
  await screenshotViews(page, 'forgot-password');
  await page.getByLabel('E-mail', { exact: true }).fill(person.email);
  await page.getByRole('button', { name: 'Kirim tautan' }).click();
  await expect(page.getByRole('status')).toContainText(person.email);
  await page.goto(await mailedPath(person.email, 'password_reset'));
  await expect(page).toHaveURL(/\/sandi-baru\?token=/);
  await screenshotViews(page, 'new-password');
  await page.getByLabel('Kata sandi baru', { exact: true }).fill('sandi-baru-e2e-1');
  await page.getByLabel('Ulangi kata sandi baru', { exact: true }).fill('sandi-baru-e2e-1');
  await page.getByRole('button', { name: 'Simpan kata sandi' }).click();
  await expect(page.getByRole('status')).toContainText('Kata sandi sudah diganti');
  const used = page.url();

  await page.goto('/masuk');
  await page.getByLabel('E-mail', { exact: true }).fill(person.email);
  await page.getByLabel('Kata sandi', { exact: true }).fill(person.password);
  await page.getByRole('button', { name: 'Masuk' }).click();
  await seesAlert(page, 'E-mail atau kata sandi salah.');
  await page.getByLabel('Kata sandi', { exact: true }).fill('sandi-baru-e2e-1');
  await page.getByRole('button', { name: 'Masuk' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  await test.step('the link works once; the English pages', async () => {
    await setLocale(page, 'en');
    await page.goto(used);
    await page.getByLabel('New password', { exact: true }).fill('sandi-lagi-e2e-2');
    await page.getByLabel('Repeat the new password', { exact: true }).fill('sandi-lagi-e2e-2');
    await page.getByRole('button', { name: 'Save the password' }).click();
    await seesAlert(page, 'This link is no longer valid (expired or already used). Ask for a new one.');
    await page.goto('/lupa-sandi');
    await expect(page.getByRole('heading', { level: 1, name: 'Forgot your password' })).toBeVisible();
  });

  await test.step('after the per-client limit the right password is told to wait, not "wrong"', async () => {
    const limited = await pageOf(browser);
    await limited.goto('/masuk');
    for (let i = 0; i < 3; i += 1) {
      await limited.getByLabel('E-mail', { exact: true }).fill(person.email);
      await limited.getByLabel('Kata sandi', { exact: true }).fill(`salah-${i}-sandi`);
      await limited.getByRole('button', { name: 'Masuk' }).click();
      await seesAlert(limited, 'E-mail atau kata sandi salah.');
    }
    await limited.getByLabel('Kata sandi', { exact: true }).fill('sandi-baru-e2e-1');
    await limited.getByRole('button', { name: 'Masuk' }).click();
    await seesAlert(limited, /^Terlalu banyak percobaan dari perangkat ini\. Tunggu \d+ detik/);
    await limited.context().close();
  });
  await page.context().close();
});

test('members: confirmed role change, removal, cancelled invitation, last owner explained', async ({ browser }) => {
  const page = await pageOf(browser);
  const { owner, orgId } = await ownerWithOrganization(page, 'members-owner', 'PT Anggota Rapi');
  const colleague = newPerson('Rekan Kerja', 'members-colleague');
  const colleaguePage = await pageOf(browser);
  await signUp(colleaguePage, colleague);
  await addMember(orgId, colleague.email, 'member');

  await page.goto(`/org/${orgId}/members`);
  await expect(page.getByText('owner terakhir tidak bisa diturunkan atau dikeluarkan')).toBeVisible();
  // The row's menu: the role in a dialog that says what the change means before it is saved.
  const colleagueRow = page.getByRole('row').filter({ hasText: colleague.email });
  await page.getByRole('button', { name: `Tindakan: ${colleague.name}`, exact: true }).click();
  await page.getByRole('menuitem', { name: 'Ubah peran' }).click();
  const roleDialog = page.getByRole('dialog', { name: `Ubah peran: ${colleague.name}` });
  await expect(roleDialog.getByRole('button', { name: 'Simpan peran' })).toBeDisabled();
  await roleDialog.getByRole('radio', { name: 'Admin' }).check();
  await expect(roleDialog.getByRole('note')).toHaveText(
    `Ubah peran ${colleague.name} dari Anggota (hanya baca) menjadi Admin? Admin mengelola key, order, dan anggota, tetapi tidak owner.`,
  );
  await roleDialog.getByRole('button', { name: 'Simpan peran' }).click();
  await expect(roleDialog).toHaveCount(0);
  await expect(page.getByRole('status').filter({ hasText: 'Tersimpan' }).first()).toBeVisible();
  await page.reload();
  await expect(colleagueRow.getByRole('cell', { name: 'Admin', exact: true })).toBeVisible();

  // The last owner: the page says so, and in their menu Remove is disabled with the reason (the server refuses
  // as well: members.test.ts).
  await page.getByRole('button', { name: `Tindakan: ${owner.name}`, exact: true }).click();
  const removeOwner = page.getByRole('menuitem', { name: `Keluarkan ${owner.name}` });
  await expect(removeOwner).toBeDisabled();
  await expect(removeOwner).toHaveAccessibleDescription('Owner satu-satunya: jadikan anggota lain owner dulu.');
  await page.keyboard.press('Escape');

  await confirmFromMenu(
    page,
    `Tindakan: ${colleague.name}`,
    `Keluarkan ${colleague.name}`,
    `Keluarkan ${colleague.name} (${colleague.email}) dari organisasi? Aksesnya langsung berakhir; untuk kembali perlu undangan baru.`,
  );
  await expect(page.getByText(colleague.email)).toHaveCount(0);
  await screenshotViews(page, 'members-after-removal');
  expect((await colleaguePage.goto(`/org/${orgId}`))?.status()).toBe(403);

  const invitee = `calon-${Date.now().toString(36)}@e2e.test`;
  await page.getByRole('button', { name: 'Undang anggota', exact: true }).click();
  await page.locator('#invite-email').fill(invitee);
  await page.getByRole('button', { name: 'Undang', exact: true }).click();
  await expect(page.getByRole('cell', { name: invitee, exact: true })).toBeVisible();
  await confirm(
    page,
    `Batalkan undangan ${invitee}`,
    `Batalkan undangan untuk ${invitee}? Tautannya langsung tidak berlaku.`,
  );
  await expect(page.getByRole('cell', { name: invitee, exact: true })).toHaveCount(0);
  await colleaguePage.context().close();
  await page.context().close();
});

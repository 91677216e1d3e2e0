// Invitations and practitioner claims in Chromium, with the links read from the mail outbox: nothing is
// granted at sign-up or to another address; the verified owner of the address accepts on a page.
import { expect, test } from '@playwright/test';
import { STAFF } from '../fixtures/accounts';
import { mailedPath } from '../fixtures/mail';
import {
  confirmAddress,
  createOrganization,
  newPerson,
  pageOf,
  screenshotViews,
  signIn,
  signUp,
} from '../fixtures/people';

test('an invitation is accepted by the invited address only, after it is verified', async ({ browser }) => {
  // Three people sign up and confirm, with screenshots in both languages: more than the default 30 s.
  test.setTimeout(90_000);
  const owner = newPerson('Sari Pemilik', 'inv-owner');
  const cfo = newPerson('Citra Keuangan', 'inv-cfo');
  const stranger = newPerson('Orang Asing', 'inv-stranger');
  const ownerPage = await pageOf(browser);
  await signUp(ownerPage, owner);
  const orgId = await createOrganization(ownerPage, {
    name: 'PT Undangan Uji',
    companyName: 'PT Undangan Uji Indonesia',
    website: 'https://undangan-uji.example.co.id',
    useCase: 'Menguji undangan anggota yang harus diterima secara eksplisit.',
    expectedVolume: '1',
  });

  await test.step('the owner invites the CFO as admin: a pending invitation, no member yet', async () => {
    await ownerPage.goto(`/org/${orgId}/members`);
    await ownerPage.getByRole('button', { name: 'Undang anggota' }).click();
    const inviting = ownerPage.getByRole('dialog', { name: 'Undang anggota' });
    await inviting.getByLabel('E-mail', { exact: true }).fill(cfo.email);
    await inviting.getByRole('radio', { name: 'Admin' }).check();
    await inviting.getByRole('button', { name: 'Undang', exact: true }).click();
    await expect(inviting).toHaveCount(0);
    await expect(ownerPage.getByText('Undangan dikirim.')).toBeVisible();
    await expect(ownerPage.getByRole('region', { name: 'Undangan tertunda' })).toContainText(cfo.email);
    await screenshotViews(ownerPage, 'members-invited');
  });
  const invitationPath = await mailedPath(cfo.email, 'invitation');
  expect(invitationPath).toMatch(/^\/undangan\/ivt_/);

  await test.step('someone else, signed in, opening the link is told it is not for them', async () => {
    const page = await pageOf(browser);
    await signUp(page, stranger);
    await page.goto(invitationPath);
    await expect(page.getByText('Undangan ini untuk alamat e-mail lain.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Terima' })).toHaveCount(0);
    await page.context().close();
  });

  await test.step('the CFO opens the link signed out, signs up from it, confirms the address and lands back on it', async () => {
    const page = await pageOf(browser);
    await page.goto(invitationPath);
    await expect(page.getByRole('heading', { level: 1, name: 'Undangan organisasi' })).toBeVisible();
    await expect(page.getByText(/PT Undangan Uji/)).toBeVisible();
    await screenshotViews(page, 'invitation-signed-out');
    await page.getByRole('link', { name: 'Daftar akun' }).click();
    await signUp(page, cfo, {
      from: invitationPath,
      landing: new RegExp(`${invitationPath}$`),
      screenshot: 'check-mail',
    });
    await screenshotViews(page, 'invitation');
    await page.goto('/dashboard');
    await expect(page.getByRole('region', { name: 'Undangan untuk Anda' })).toContainText('PT Undangan Uji');
    await screenshotViews(page, 'dashboard-invitation');
    await page.goto(invitationPath);
    await page.getByRole('button', { name: 'Terima' }).click();
    await expect(page).toHaveURL(new RegExp(`/org/${orgId}$`));
    await expect(page.getByRole('heading', { level: 1, name: 'PT Undangan Uji' })).toBeVisible();
    await page.context().close();
  });

  await test.step('the owner sees the CFO as admin, the invitation gone', async () => {
    await ownerPage.goto(`/org/${orgId}/members`);
    const row = ownerPage.getByRole('row').filter({ hasText: cfo.email });
    await expect(row).toContainText('Citra Keuangan');
    await expect(ownerPage.getByRole('region', { name: 'Undangan tertunda' })).not.toContainText(cfo.email);
  });
  await ownerPage.context().close();
});

test('a practitioner claims the record an operator made, through the mailed link', async ({ browser }) => {
  const notary = newPerson('Nadia Notaris, S.H., M.Kn.', 'claim-notary');
  const operator = await pageOf(browser);
  await signIn(operator, STAFF.operator, /\/staf\/operator(\/permohonan)?$/);
  await operator.goto('/staf/operator/praktisi');
  await operator.getByRole('button', { name: 'Tambah praktisi' }).click();
  const form = operator.getByRole('form', { name: 'Tambah praktisi' });
  await form.getByLabel('Nama', { exact: true }).fill(notary.name);
  await form.getByLabel('E-mail').fill(notary.email);
  await form.getByRole('checkbox', { name: /\bsomasi$/ }).check();
  await form.getByRole('button', { name: 'Tambah praktisi' }).click();
  await expect(operator.getByText('Praktisi ditambahkan; tautan klaim dikirim.')).toBeVisible();
  await expect(operator.getByRole('article', { name: notary.name })).toContainText('Menunggu klaim');
  await screenshotViews(operator, 'staff-practitioners');

  const claimPath = await mailedPath(notary.email, 'practitioner_claim');
  const page = await pageOf(browser);
  await page.goto(claimPath);
  await expect(page.getByRole('heading', { level: 1, name: 'Profil praktisi' })).toBeVisible();
  await page.getByRole('link', { name: 'Daftar akun' }).click();
  await signUp(page, notary, { from: claimPath, landing: new RegExp(`${claimPath}$`) });
  await screenshotViews(page, 'claim');
  await page.getByRole('button', { name: 'Aktifkan profil praktisi' }).click();
  await expect(page.getByText('Profil praktisi terhubung ke akun Anda.')).toBeVisible();
  await page.getByRole('link', { name: 'Buka ruang kerja praktisi' }).click();
  await expect(page).toHaveURL(/\/praktisi$/);
  await expect(page.getByRole('heading', { level: 1, name: '403' })).toHaveCount(0);

  await operator.reload();
  await expect(operator.getByRole('article', { name: notary.name })).toContainText('Terhubung');
  // The link is used up.
  await page.goto(claimPath);
  await expect(page.getByText(/tidak lagi berlaku/)).toBeVisible();
  await operator.context().close();
  await page.context().close();
});

test('whoever signs up first with an address never holds its password: the owner confirms, chooses it and keeps the seat', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const owner = newPerson('Sari Pemilik', 'hijack-owner');
  const cfo = newPerson('Citra Keuangan', 'hijack-cfo');
  const attackerPassword = 'penyerang-sandi-e2e';
  const ownerPage = await pageOf(browser);
  await signUp(ownerPage, owner);
  const orgId = await createOrganization(ownerPage, {
    name: 'PT Sasaran Uji',
    companyName: 'PT Sasaran Uji Indonesia',
    website: 'https://sasaran-uji.example.co.id',
    useCase: 'Menguji bahwa pendaftar pertama tidak bisa menanam kata sandi.',
    expectedVolume: '1',
  });
  await ownerPage.goto(`/org/${orgId}/members`);
  await ownerPage.getByRole('button', { name: 'Undang anggota' }).click();
  const inviting = ownerPage.getByRole('dialog', { name: 'Undang anggota' });
  await inviting.getByLabel('E-mail', { exact: true }).fill(cfo.email);
  await inviting.getByRole('radio', { name: 'Admin' }).check();
  await inviting.getByRole('button', { name: 'Undang', exact: true }).click();
  await expect(inviting).toHaveCount(0);
  await expect(ownerPage.getByText('Undangan dikirim.')).toBeVisible();
  const invitationPath = await mailedPath(cfo.email, 'invitation');

  const attacker = await pageOf(browser);
  await test.step('the attacker signs up with the address first; the sign-up form asks no password', async () => {
    await attacker.goto('/daftar');
    await expect(attacker.getByLabel('Kata sandi', { exact: true })).toHaveCount(0);
    await attacker.getByLabel('Nama', { exact: true }).fill('Penyerang');
    await attacker.getByLabel('E-mail', { exact: true }).fill(cfo.email);
    await attacker.getByRole('button', { name: 'Daftar' }).click();
    await expect(attacker.getByRole('heading', { level: 1, name: 'Periksa e-mail Anda' })).toBeVisible();
  });
  const attackerLink = await mailedPath(cfo.email, 'verify_email');

  await test.step('the real owner signs up from the invitation and confirms with the newest link, choosing the password', async () => {
    const page = await pageOf(browser);
    await page.goto(`/daftar?next=${encodeURIComponent(invitationPath)}`);
    await page.getByLabel('Nama', { exact: true }).fill(cfo.name);
    await page.getByLabel('E-mail', { exact: true }).fill(cfo.email);
    await page.getByRole('button', { name: 'Daftar' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Periksa e-mail Anda' })).toBeVisible();
    await expect.poll(() => mailedPath(cfo.email, 'verify_email')).not.toBe(attackerLink);
    await page.goto(await mailedPath(cfo.email, 'verify_email'));
    await screenshotViews(page, 'confirm-address');
    await confirmAddress(page, cfo.password);
    await expect(page).toHaveURL(new RegExp(`${invitationPath}$`));
    await page.getByRole('button', { name: 'Terima' }).click();
    await expect(page).toHaveURL(new RegExp(`/org/${orgId}$`));
    await page.context().close();
  });

  await test.step('the first link is void, and the attacker cannot sign in with any password they chose', async () => {
    await attacker.goto(attackerLink);
    await expect(
      attacker.getByRole('alert').filter({ hasText: 'Tautan konfirmasi ini tidak berlaku lagi' }),
    ).toBeVisible();
    await attacker.goto('/masuk');
    await attacker.getByLabel('E-mail', { exact: true }).fill(cfo.email);
    await attacker.getByLabel('Kata sandi', { exact: true }).fill(attackerPassword);
    await attacker.getByRole('button', { name: 'Masuk' }).click();
    await expect(attacker.getByRole('alert').filter({ hasText: 'E-mail atau kata sandi salah.' })).toBeVisible();
    await expect(attacker).toHaveURL(/\/masuk$/);
    await attacker.goto(`/org/${orgId}`);
    await expect(attacker).toHaveURL(/\/masuk\?next=/);
  });
  await attacker.context().close();
  await ownerPage.context().close();
});

test('the confirmation link sent again from sign-in lands where the sign-up one does, saying the address is confirmed', async ({
  browser,
}) => {
  const person = newPerson('Rani Kirim Ulang', 'resend-confirm');
  const page = await pageOf(browser);
  await page.goto('/daftar');
  await page.getByLabel('Nama', { exact: true }).fill(person.name);
  await page.getByLabel('E-mail', { exact: true }).fill(person.email);
  await page.getByRole('button', { name: 'Daftar' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Periksa e-mail Anda' })).toBeVisible();
  const signUpLink = await mailedPath(person.email, 'verify_email');

  await test.step('sign-in sends a new link for the address typed there, and says so', async () => {
    await page.goto('/masuk');
    const resend = page.getByRole('button', { name: 'Kirim ulang tautan konfirmasi' });
    await resend.click();
    await expect(page.getByRole('alert').filter({ hasText: 'Isi alamat e-mail Anda di atas dahulu.' })).toBeVisible();
    await expect(page.getByLabel('E-mail', { exact: true })).toBeFocused();
    await page.getByLabel('E-mail', { exact: true }).fill(person.email);
    await resend.click();
    await expect(
      page.getByRole('status').filter({ hasText: `Jika alamat ${person.email} menunggu konfirmasi` }),
    ).toBeVisible();
    await expect(page.getByRole('alert').filter({ hasText: 'Isi alamat e-mail' })).toHaveCount(0);
    await screenshotViews(page, 'sign-in-resent');
  });

  await test.step('the new link (the sign-up one void) returns to the dashboard, as a sign-up link does', async () => {
    await expect.poll(() => mailedPath(person.email, 'verify_email')).not.toBe(signUpLink);
    const resentLink = await mailedPath(person.email, 'verify_email');
    expect(new URL(resentLink, 'http://x').searchParams.get('next')).toBe(
      new URL(signUpLink, 'http://x').searchParams.get('next'),
    );
    await page.goto(resentLink);
    await confirmAddress(page, person.password);
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Dasbor' })).toBeVisible();
    await expect(
      page.getByRole('status').filter({ hasText: 'Alamat e-mail Anda terkonfirmasi dan Anda sudah masuk.' }),
    ).toBeVisible();
    // Said once: a reload does not say it again.
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Dasbor' })).toBeVisible();
    await expect(page.getByText('Alamat e-mail Anda terkonfirmasi')).toHaveCount(0);
  });
  await page.context().close();
});

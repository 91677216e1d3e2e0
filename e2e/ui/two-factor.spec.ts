// Two-step verification in Chromium: a person enrols an authenticator app (the code computed with otplib
// from the key the page shows), signs out and back in with a code, then with a recovery code that works
// once; a staff account without a second factor is sent to enrolment and cannot reach the console.
import { expect, test, type Page } from '@playwright/test';
import { STAFF_WITHOUT_SECOND_FACTOR } from '../fixtures/accounts';
import { newPerson, pageOf, screenshot, signUp, totpNow } from '../fixtures/people';

const VIEWS = [
  { width: 1280, height: 800, tag: 'desktop' },
  { width: 390, height: 844, tag: 'phone' },
] as const;

let address = 0;
/**
 * better-auth allows 3 calls per 10 s per client on /two-factor/* and on sign-in: each phase comes from
 * another machine behind the trusted proxy (as pageOf does per context), so the limits never decide a step.
 */
async function fromNewMachine(page: Page): Promise<void> {
  address += 1;
  await page
    .context()
    .setExtraHTTPHeaders({ 'X-Forwarded-For': `10.251.${Math.floor(address / 250)}.${(address % 250) + 1}` });
}

async function setLocale(page: Page, locale: 'id' | 'en'): Promise<void> {
  await page.context().addCookies([{ name: 'locale', value: locale, url: new URL(page.url()).origin }]);
}

/** The state on screen at both widths (client state: only the viewport changes, nothing reloads). */
async function shootWidths(page: Page, name: string): Promise<void> {
  for (const view of VIEWS) {
    await page.setViewportSize({ width: view.width, height: view.height });
    await screenshot(page, `${name}-${view.tag}`);
  }
  await page.setViewportSize({ width: VIEWS[0].width, height: VIEWS[0].height });
}

async function passwordStep(page: Page, person: { email: string; password: string }, words: { signIn: string }) {
  await fromNewMachine(page);
  await page.goto('/masuk');
  await page.getByLabel('E-mail', { exact: true }).fill(person.email);
  await page.getByLabel(/^(Kata sandi|Password)$/).fill(person.password);
  await page.getByRole('button', { name: words.signIn, exact: true }).click();
}

async function signOut(page: Page): Promise<void> {
  await page.goto('/dashboard');
  await page.getByRole('button', { name: /^(Keluar|Sign out)$/ }).click();
  await expect(page).toHaveURL(/\/$/);
}

test('a person enrols TOTP, then signs in with a code and with a recovery code, which works once', async ({
  browser,
}) => {
  // Five sign-ins and twelve screenshots: the default 30 s is too tight beside the long accessibility sweep.
  test.setTimeout(120_000);
  const person = newPerson('Tari Dua Faktor', 'totp');
  const page = await pageOf(browser);
  await signUp(page, person);
  let secret = '';
  let recoveryCodes: string[] = [];

  await test.step('the enrolment page in English: password, then the QR code and the key', async () => {
    await setLocale(page, 'en');
    await fromNewMachine(page);
    await page.goto('/akun/dua-faktor');
    await expect(page.getByRole('heading', { level: 1, name: 'Two-step verification' })).toBeVisible();
    await expect(page.getByTestId('two-factor-status')).toHaveText('Off');
    await page.getByLabel('Current password').fill(person.password);
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByRole('img', { name: 'QR code for the authenticator app' })).toBeVisible();
    await expect(page.getByTestId('totp-key')).toHaveText(/^[A-Z2-7]{4}( [A-Z2-7]{1,4})+$/);
    await shootWidths(page, 'two-factor-enrol-en');
    await page.getByRole('button', { name: 'Cancel' }).click();
  });

  await test.step('in Indonesian: a wrong code is refused, the code of the shown key turns it on', async () => {
    await setLocale(page, 'id');
    await page.reload();
    await page.getByLabel('Kata sandi saat ini').fill(person.password);
    await page.getByRole('button', { name: 'Lanjut' }).click();
    await expect(page.getByRole('img', { name: 'Kode QR untuk aplikasi autentikator' })).toBeVisible();
    await shootWidths(page, 'two-factor-enrol-id');
    secret = (await page.getByTestId('totp-key').innerText()).replace(/\s+/g, '');
    await page.getByLabel('Kode 6 digit').fill('000000');
    await page.getByRole('button', { name: 'Konfirmasi dan aktifkan' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Kode salah' })).toBeVisible();
    await fromNewMachine(page);
    await page.getByLabel('Kode 6 digit').fill(await totpNow(secret));
    await page.getByRole('button', { name: 'Konfirmasi dan aktifkan' }).click();
    const codes = page.getByRole('list', { name: 'Kode pemulihan' }).getByRole('listitem');
    await expect(codes).toHaveCount(10);
    recoveryCodes = await codes.allInnerTexts();
    await expect(page.getByTestId('two-factor-status')).toHaveText('Aktif');
    await expect(page.getByRole('link', { name: 'Unduh (.txt)' })).toHaveAttribute('download', /\.txt$/);
    await shootWidths(page, 'two-factor-recovery-codes-id');
    await page.getByRole('button', { name: 'Saya sudah menyimpannya' }).click();
    await expect(page.getByRole('heading', { name: 'Nonaktifkan verifikasi dua langkah' })).toBeVisible();
  });

  await test.step('signed out, the password alone leads to the code step (English); the app code signs in', async () => {
    await signOut(page);
    await setLocale(page, 'en');
    await passwordStep(page, person, { signIn: 'Sign in' });
    await expect(page.getByRole('heading', { level: 1, name: 'Enter your verification code' })).toBeVisible();
    await shootWidths(page, 'two-factor-code-step-en');
    await page.getByLabel('6-digit code').fill(await totpNow(secret));
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  await test.step('a recovery code signs in once (Indonesian code step)', async () => {
    await signOut(page);
    await setLocale(page, 'id');
    await passwordStep(page, person, { signIn: 'Masuk' });
    await expect(page.getByRole('heading', { level: 1, name: 'Masukkan kode verifikasi' })).toBeVisible();
    await shootWidths(page, 'two-factor-code-step-id');
    await page.getByRole('button', { name: 'Pakai kode pemulihan' }).click();
    await shootWidths(page, 'two-factor-recovery-step-id');
    await page.getByLabel('Kode pemulihan').fill(recoveryCodes[0]!);
    await page.getByRole('button', { name: 'Verifikasi' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  await test.step('the same recovery code again is refused, and no session is made', async () => {
    await signOut(page);
    await passwordStep(page, person, { signIn: 'Masuk' });
    await page.getByRole('button', { name: 'Pakai kode pemulihan' }).click();
    await page.getByLabel('Kode pemulihan').fill(recoveryCodes[0]!);
    await page.getByRole('button', { name: 'Verifikasi' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Kode pemulihan salah atau sudah dipakai.' })).toBeVisible();
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/masuk\?next=%2Fdashboard$/);
  });
  await page.context().close();
});

test('a staff account without a second factor is sent to enrolment and cannot reach the console', async ({
  browser,
}) => {
  const page = await pageOf(browser);
  await page.goto('/masuk');
  await page.getByLabel('E-mail', { exact: true }).fill(STAFF_WITHOUT_SECOND_FACTOR.email);
  await page.getByLabel('Kata sandi', { exact: true }).fill(STAFF_WITHOUT_SECOND_FACTOR.password);
  await page.getByRole('button', { name: 'Masuk' }).click();
  await expect(page).toHaveURL(/\/akun\/dua-faktor\?wajib=staf$/);
  await expect(
    page.getByRole('status').filter({ hasText: 'Akun staf wajib memakai verifikasi dua langkah.' }),
  ).toBeVisible();
  await screenshot(page, 'two-factor-required-staff-id-desktop');

  for (const path of ['/staf', '/staf/operator', '/staf/operator/webhook-secret']) {
    await page.goto(path);
    await expect(page, path).toHaveURL(/\/akun\/dua-faktor\?wajib=staf$/);
  }
  const input = encodeURIComponent(JSON.stringify({}));
  const call = await page.request.get(`/api/trpc/staff.operator.keys.list?input=${input}`);
  expect(call.status()).toBe(403);
  expect(await call.text()).toContain('TWO_FACTOR_REQUIRED');
  await page.context().close();
});

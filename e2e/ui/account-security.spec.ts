// The account page (/akun) in Chromium: sessions seen and ended, the password changed, each from a second
// browser of the same person; sign-in throttling and the return-to rule as a person meets them.
import { expect, test } from '@playwright/test';
import { newPerson, pageOf, screenshotViews, signIn, signUp } from '../fixtures/people';

test('ending a session from the list signs that browser out; changing the password ends the other session', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const person = newPerson('Ayu Aman', 'akun');
  const laptop = await pageOf(browser);
  await signUp(laptop, person);
  const phone = await pageOf(browser);
  await signIn(phone, person);

  await test.step('the account page lists both browsers, this one marked', async () => {
    await laptop.getByRole('link', { name: 'Akun & keamanan' }).click();
    await expect(laptop).toHaveURL(/\/akun$/);
    await expect(laptop.getByRole('heading', { level: 1, name: 'Akun dan keamanan' })).toBeVisible();
    const rows = laptop.getByRole('list', { name: 'Sesi aktif' }).getByRole('listitem');
    // The confirmation's session and the phone's sign-in.
    await expect(rows).toHaveCount(2);
    await expect(rows.filter({ hasText: 'Perangkat ini' })).toHaveCount(1);
    await screenshotViews(laptop, 'account-security');
  });

  await test.step('ending the other session signs the phone out at its next step', async () => {
    await laptop.getByRole('button', { name: /^Akhiri sesi Chrome/ }).click();
    await expect(laptop.getByRole('status').filter({ hasText: 'Sesi diakhiri.' })).toBeVisible();
    await expect(laptop.getByRole('list', { name: 'Sesi aktif' }).getByRole('listitem')).toHaveCount(1);
    await phone.goto('/dashboard');
    await expect(phone).toHaveURL(/\/masuk\?next=%2Fdashboard$/);
  });

  await test.step('changing the password needs the current one and ends the other session', async () => {
    await signIn(phone, person);
    await laptop.reload();
    await expect(laptop.getByRole('list', { name: 'Sesi aktif' }).getByRole('listitem')).toHaveCount(2);
    const form = laptop.getByRole('form', { name: 'Kata sandi' });
    await form.getByLabel('Kata sandi saat ini').fill('bukan-sandinya');
    await form.getByLabel('Kata sandi baru', { exact: true }).fill('sandi-baru-e2e-1');
    await form.getByLabel('Ulangi kata sandi baru').fill('sandi-baru-e2e-1');
    await form.getByRole('button', { name: 'Ganti kata sandi' }).click();
    await expect(form.getByRole('alert')).toHaveText('Kata sandi saat ini salah.');
    await phone.goto('/dashboard');
    await expect(phone.getByRole('heading', { level: 1, name: 'Dasbor' })).toBeVisible();

    await form.getByLabel('Kata sandi saat ini').fill(person.password);
    await form.getByRole('button', { name: 'Ganti kata sandi' }).click();
    await expect(form.getByRole('status')).toHaveText('Kata sandi diganti. Sesi di perangkat lain sudah diakhiri.');
    await expect(laptop.getByRole('list', { name: 'Sesi aktif' }).getByRole('listitem')).toHaveCount(1);
    await phone.goto('/dashboard');
    await expect(phone).toHaveURL(/\/masuk\?next=%2Fdashboard$/);
    await laptop.goto('/dashboard');
    await expect(laptop.getByRole('heading', { level: 1, name: 'Dasbor' })).toBeVisible();
  });
  await laptop.context().close();
  await phone.context().close();
});

test('a fourth wrong password within seconds from one browser is told how long to wait', async ({ browser }) => {
  const page = await pageOf(browser);
  await page.goto('/masuk');
  const alert = page.locator('form').getByRole('alert');
  for (let attempt = 1; attempt <= 4; attempt++) {
    await page.getByLabel('E-mail', { exact: true }).fill('tidak-ada@e2e.test');
    await page.getByLabel('Kata sandi', { exact: true }).fill(`salah-${attempt}-sandi`);
    await page.getByRole('button', { name: 'Masuk' }).click();
    await expect(alert).toHaveText(
      attempt < 4 ? 'E-mail atau kata sandi salah.' : /^Terlalu banyak percobaan dari perangkat ini\. Tunggu \d+ detik/,
    );
    if (attempt < 4) await expect(page.getByRole('button', { name: 'Masuk' })).toBeEnabled();
  }
  await page.context().close();
});

test('after a real sign-in, next= never leaves the site (tab, newline, backslash, //, absolute)', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const person = newPerson('Rudi Arah', 'next');
  const first = await pageOf(browser);
  await signUp(first, person);
  await first.context().close();
  const cases: [string, RegExp][] = [
    ['/%09/evil.example/', /\/dashboard$/],
    ['/%0A/evil.example/', /\/dashboard$/],
    ['/%0D/evil.example/', /\/dashboard$/],
    ['/%5C/evil.example/', /\/dashboard$/],
    ['//evil.example/', /\/dashboard$/],
    ['http://evil.example/', /\/dashboard$/],
    [encodeURIComponent('/notifikasi?x=1'), /\/notifikasi\?x=1$/],
  ];
  for (const [next, landing] of cases) {
    // A browser of its own each time: sign-in allows 3 attempts per 10 s per client.
    const page = await pageOf(browser);
    await page.goto(`/masuk?next=${next}`);
    await page.getByLabel('E-mail', { exact: true }).fill(person.email);
    await page.getByLabel('Kata sandi', { exact: true }).fill(person.password);
    await page.getByRole('button', { name: 'Masuk' }).click();
    await expect(page).toHaveURL(landing);
    expect(new URL(page.url()).origin).toBe(new URL(test.info().project.use.baseURL!).origin);
    await page.context().close();
  }
});

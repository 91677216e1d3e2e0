// Pages are guarded on the server: signed-out visitors are sent to sign in, signed-in people without the
// role get the 403 page (never the page's content).
import { expect, test } from '@playwright/test';
import { STAFF } from '../fixtures/accounts';
import { createOrganization, newPerson, pageOf, signIn, signUp } from '../fixtures/people';

const FORBIDDEN = 'Anda tidak memiliki akses ke halaman ini.';

test('a signed-out visitor is sent to sign in', async ({ page }) => {
  for (const path of [
    '/dashboard',
    '/org/org_AbCdEfGhIjKlMnOpQrStUvWx',
    '/org/org_AbCdEfGhIjKlMnOpQrStUvWx/keys',
    '/praktisi',
    '/praktisi/kasus',
    '/staf',
    '/staf/operator/permohonan',
    '/staf/keuangan/transfer',
  ]) {
    await page.goto(path);
    // To sign in, with the way back to the page asked for.
    await expect(page, `${path} redirects`).toHaveURL(`/masuk?next=${encodeURIComponent(path)}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Masuk' })).toBeVisible();
  }
});

test('an organization owner gets 403 in the staff console and the practitioner workspace', async ({ browser }) => {
  // Four people sign in, two of them staff with their code step: more than the default 30 s on a busy machine.
  test.setTimeout(90_000);
  const owner = newPerson('Pemilik Penjaga', 'guard-owner');
  const page = await pageOf(browser);
  await signUp(page, owner);
  const orgId = await createOrganization(page, {
    name: 'PT Penjaga Akses',
    companyName: 'PT Penjaga Akses Indonesia',
    website: 'https://penjaga.example.co.id',
    useCase: 'Menguji bahwa setiap halaman dijaga sesuai peran.',
    expectedVolume: '1',
  });

  for (const path of [
    '/staf',
    '/staf/operator/permohonan',
    '/staf/keuangan/invoice',
    '/praktisi',
    '/praktisi/order',
    '/praktisi/kasus',
  ]) {
    await page.goto(path);
    await expect(page, `${path} stays put`).toHaveURL(new RegExp(`${path}$`));
    await expect(page.getByRole('heading', { level: 1, name: '403' })).toBeVisible();
    await expect(page.getByRole('alert').filter({ hasText: FORBIDDEN })).toBeVisible();
  }
  // Nor do the console's links show for them.
  await page.goto('/dashboard');
  await expect(page.getByRole('link', { name: 'Konsol staf' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Ruang kerja praktisi' })).toHaveCount(0);

  await test.step('the procedures behind the pages refuse the owner too (not only hidden links)', async () => {
    // With the owner's session cookie: crediting their own deposit, approving their own application.
    const credit = await page.request.post('/api/trpc/staff.finance.transfers.record', {
      data: { organizationId: orgId, amountIdr: 50_000_000, reference: 'PALSU-0001' },
    });
    expect(credit.status()).toBe(403);
    const approve = await page.request.post('/api/trpc/staff.operator.applications.setStatus', {
      data: { organizationId: orgId, status: 'approved' },
    });
    expect(approve.status()).toBe(403);
    const offers = await page.request.get('/api/trpc/practitioner.offers.list');
    expect(offers.status()).toBe(403);
    // A cross-site form post is refused before anything runs (CSRF).
    const crossSite = await page.request.post('/api/trpc/account.createOrganization', {
      headers: { Origin: 'https://evil.example' },
      data: {
        name: 'PT Palsu',
        companyName: 'PT Palsu',
        website: 'https://evil.example',
        useCase: 'percobaan lintas situs',
        expectedVolume: '1',
      },
    });
    expect(crossSite.status()).toBe(403);
    await page.goto(`/org/${orgId}`);
    await expect(page.getByRole('heading', { name: /Status peninjauan/ })).toContainText('Sedang ditinjau');
    await expect(
      page.locator('section').filter({ has: page.getByRole('heading', { name: 'Deposit tersedia' }) }),
    ).toContainText('Rp 0');
    await page.goto('/dashboard');
    await expect(page.getByRole('link', { name: 'PT Palsu' })).toHaveCount(0);
  });

  await test.step('signed out, the same organization page sends to sign in', async () => {
    const visitor = await pageOf(browser);
    await visitor.goto(`/org/${orgId}`);
    await expect(visitor).toHaveURL(`/masuk?next=${encodeURIComponent(`/org/${orgId}`)}`);
    await visitor.context().close();
  });

  await test.step('another signed-in person is refused the organization', async () => {
    const outsider = await pageOf(browser);
    await signUp(outsider, newPerson('Orang Luar', 'guard-outsider'));
    for (const path of [`/org/${orgId}`, `/org/${orgId}/keys`]) {
      await outsider.goto(path);
      await expect(outsider.getByRole('alert').filter({ hasText: FORBIDDEN })).toBeVisible();
      await expect(outsider.getByRole('heading', { name: 'PT Penjaga Akses' })).toHaveCount(0);
    }
    await outsider.context().close();
  });

  await test.step('the operator is refused the finance area, and finance the operator area', async () => {
    const operator = await pageOf(browser);
    await signIn(operator, STAFF.operator, /\/staf\/operator(\/permohonan)?$/);
    await operator.goto('/staf/keuangan/transfer');
    await expect(operator.getByRole('alert').filter({ hasText: FORBIDDEN })).toBeVisible();
    await operator.context().close();

    const finance = await pageOf(browser);
    await signIn(finance, STAFF.finance, /\/staf\/keuangan(\/transfer)?$/);
    await finance.goto('/staf/operator/permohonan');
    await expect(finance.getByRole('alert').filter({ hasText: FORBIDDEN })).toBeVisible();
    await finance.context().close();
  });
  await page.context().close();
});

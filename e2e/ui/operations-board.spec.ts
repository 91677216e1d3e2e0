// The operations board with a failing webhook target (a private address, which the production guard refuses at
// every attempt): the operator sees it under its organization with the error and the alert, in both languages,
// at desktop and phone width.
import { expect, test } from '@playwright/test';
import { STAFF } from '../fixtures/accounts';
import { ops } from '../fixtures/backstage';
import { pageOf, screenshotViews, signIn } from '../fixtures/people';

test('the operator sees a failing webhook target and its alert', async ({ browser, request }) => {
  test.setTimeout(180_000); // the ops CLI starts a process per call
  const name = `PT Papan Operasi ${Date.now()}`;
  const orgId = String(ops('org', 'create', '--name', name, '--status', 'approved').id);
  const target = 'http://10.255.255.1/hook';
  const key = String(ops('key', 'create', '--org', orgId, '--name', 'papan', '--webhook-url', target).api_key);
  ops('deposit', 'record', '--org', orgId, '--amount', '5000000', '--reference', `E2E-PAPAN-${orgId}`);
  const created = await request.post('/v1/orders', {
    headers: { Authorization: `Bearer ${key}`, 'Idempotency-Key': `papan-${orgId}` },
    data: {
      service: 'somasi',
      intake: {
        pihak_lawan: 'PT Lawan',
        alamat_pihak_lawan: 'Jl. Uji 1',
        kronologi: 'Kronologi uji.',
        tuntutan: 'Bayar.',
      },
    },
  });
  expect(created.status(), await created.text()).toBe(201);

  const operator = await pageOf(browser);
  await signIn(operator, STAFF.operator, /\/staf\/operator(\/permohonan)?$/);
  await operator.goto('/staf/operator/operasi');
  await expect(operator.getByRole('heading', { level: 1, name: 'Papan operasi' })).toBeVisible();
  // The worker's first attempt is refused: the board (refreshing itself) shows the target under its organization.
  const row = operator.getByRole('row').filter({ hasText: name });
  await expect(row).toContainText(target, { timeout: 30_000 });
  await expect(row).toContainText('target refused: not a public address');
  await expect(operator.getByRole('alert', { name: /^Menyala/ })).toContainText('Target webhook gagal');
  await expect(row.getByRole('link', { name: 'Lihat key organisasi' })).toHaveAttribute(
    'href',
    '/staf/operator/webhook-secret',
  );
  await screenshotViews(operator, 'operations-board');
  await operator.context().close();
});

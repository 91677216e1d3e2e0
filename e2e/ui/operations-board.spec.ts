// The operations board with a failing webhook target (a private address, which the production guard refuses at
// every attempt): the operator sees it under its organization with the error and the alert, in both languages,
// at desktop and phone width; the alert's notification comes once however often the alerts are checked; the
// key that spent its monthly budget is listed; the operator pauses the target (its organization's events page
// says so) and resumes it.
import { expect, test } from '@playwright/test';
import { STAFF } from '../fixtures/accounts';
import { addMember, database, ops } from '../fixtures/backstage';
import { confirm, newPerson, pageOf, screenshotViews, signIn, signUp } from '../fixtures/people';

test('the operator sees a failing webhook target and its alert', async ({ browser, request }) => {
  test.setTimeout(180_000); // the ops CLI starts a process per call
  const name = `PT Papan Operasi ${Date.now()}`;
  const orgId = String(ops('org', 'create', '--name', name, '--status', 'approved').id);
  const target = 'http://10.255.255.1/hook';
  // Its monthly budget is one order: after the order below it is at 100 %.
  const newKey = ops(
    'key',
    'create',
    '--org',
    orgId,
    '--name',
    'papan',
    '--webhook-url',
    target,
    '--monthly',
    '2000000',
  );
  const key = String(newKey.api_key);
  const prefix = String(newKey.prefix);
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
  const row = operator.getByRole('table', { name: 'Webhook yang gagal' }).getByRole('row').filter({ hasText: name });
  await expect(row).toContainText(target, { timeout: 30_000 });
  await expect(row).toContainText('target refused: not a public address');
  await expect(operator.getByRole('alert', { name: /^Menyala/ })).toContainText('Target webhook gagal');
  await expect(row.getByRole('link', { name: 'Lihat key organisasi' })).toHaveAttribute(
    'href',
    '/staf/operator/webhook-secret',
  );
  // The key at its monthly budget, with the way to it.
  const limitRow = operator
    .getByRole('table', { name: /^Key mendekati batas bulanan/ })
    .getByRole('row')
    .filter({ hasText: prefix });
  await expect(limitRow).toContainText(name);
  await expect(limitRow).toContainText('100 %');
  await expect(limitRow.getByRole('link', { name: /^Lihat key/ })).toHaveAttribute(
    'href',
    `/staf/operator/webhook-secret?q=${prefix}`,
  );
  await screenshotViews(operator, 'operations-board');

  // The alerts are checked by the worker every minute; twice more here, at once: the operator is told once.
  ops('board-alerts');
  ops('board-alerts');
  const title = 'Peringatan operasi: Target webhook gagal';
  await operator.goto('/notifikasi');
  const told = operator.getByTestId('notification').filter({ hasText: title });
  await expect(async () => {
    await operator.reload();
    await expect(told).toHaveCount(1);
  }).toPass({ timeout: 30_000 });
  await expect(told.getByRole('link', { name: 'Buka' })).toHaveAttribute('href', '/staf/operator/operasi');
  const mails = await database()<{ n: number }[]>`select count(*)::int as n from mail_outbox
    where to_address = ${STAFF.operator.email} and kind = 'notification' and subject like ${`%Target webhook gagal%`}`;
  expect(mails[0]!.n).toBe(1);
  ops('board-alerts');
  await operator.reload();
  await expect(told).toHaveCount(1);

  // The operator pauses the target: it leaves the failing list for the paused one, with its events held.
  await operator.goto('/staf/operator/operasi');
  await confirm(row, 'Jeda', `Jeda pengiriman webhook ke ${target} (${name})?`);
  const pausedRow = operator
    .getByRole('table', { name: 'Target webhook yang dijeda' })
    .getByRole('row')
    .filter({ hasText: name });
  await expect(pausedRow).toContainText(target);
  await expect(row).toHaveCount(0);
  await screenshotViews(operator, 'operations-board-paused');

  // The organization's people see that the operator paused it.
  const owner = newPerson('Pemilik Papan', 'papan-owner');
  const ownerPage = await pageOf(browser);
  await signUp(ownerPage, owner);
  await addMember(orgId, owner.email, 'owner');
  await ownerPage.goto(`/org/${orgId}/events`);
  const notice = ownerPage.getByRole('status').filter({ hasText: 'Operator menjeda pengiriman webhook' });
  await expect(notice).toContainText(target);
  await expect(notice).toContainText('event ditahan');
  await screenshotViews(ownerPage, 'org-events-webhooks-paused');
  await ownerPage.context().close();

  // Resumed: the paused list is empty again and the held events go out (to be refused again, here).
  await operator.goto('/staf/operator/operasi');
  await pausedRow.getByRole('button', { name: 'Lanjutkan' }).click();
  await expect(operator.getByText('Tidak ada target webhook yang dijeda.')).toBeVisible();
  const audit = await database()<{ action: string }[]>`select action from audit_log
    where target_id = ${orgId} and action like 'webhook_target.%' order by id`;
  expect(audit.map((a) => a.action)).toEqual(['webhook_target.pause', 'webhook_target.resume']);
  await operator.context().close();
});

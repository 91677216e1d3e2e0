// Notifications in real Chromium: a new offer reaches its practitioner by e-mail and in the header's bell (the
// link opens the offer); the owner is told of the deposit credited and sees a practitioner's question on the
// order page without reloading; marking read lowers the count. The practitioner works in Indonesian, the owner in
// English.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { addMember, ops } from '../fixtures/backstage';
import { mailedPath } from '../fixtures/mail';
import { notificationMail } from '../fixtures/notifications';
import { newPerson, pageOf, screenshotViews, signUp } from '../fixtures/people';

test.describe.configure({ mode: 'serial' });

// A service no other spec's practitioners hold, so this spec's practitioner gets its offers.
const SERVICE = 'perjanjian-kerja';
const SERVICE_NAME = 'Penyusunan Perjanjian Kerja (PKWT/PKWTT)';
const QUESTION = 'Mohon kirim nama jabatan yang tepat untuk karyawan ini.';

const bell = (page: Page) => page.getByTestId('notification-bell');
const count = (page: Page) => page.getByTestId('notification-count');

async function placeOrder(request: APIRequestContext, apiKey: string): Promise<string> {
  const response = await request.post('/v1/orders', {
    headers: { Authorization: `Bearer ${apiKey}` },
    data: {
      service: SERVICE,
      intake: { nama_perusahaan: 'PT Kabar Uji', jenis_perjanjian: 'PKWT', jabatan: 'Staf administrasi' },
    },
  });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

test('offers and questions reach the people concerned', async ({ browser, request }) => {
  test.setTimeout(150_000);
  const owner = newPerson('Olivia Owner', 'notif-owner');
  const prac = newPerson('Sari Praktisi, S.H.', 'notif-prac');
  const ownerPage = await pageOf(browser);
  const pracPage = await pageOf(browser);

  // Arranged the way staff would: an approved organization with a deposit and a key, a claimed practitioner.
  let orgId = '';
  const orgName = `PT Kabar ${owner.email.slice(12, 18)}`;
  let apiKey = '';
  let practitionerId = '';
  await test.step('an organization with an owner, a key and a deposit; a practitioner with a claimed record', async () => {
    await signUp(ownerPage, owner);
    orgId = ops('org', 'create', '--name', orgName, '--status', 'approved').id as string;
    await addMember(orgId, owner.email, 'owner');
    ops('deposit', 'record', '--org', orgId, '--amount', '20000000', '--reference', `NTF-${orgId.slice(4, 16)}`);
    // The owner is told the deposit arrived, led by its amount and the organization (still in Indonesian).
    const deposited = await notificationMail(owner.email, 'Deposit masuk');
    expect(deposited.subject).toBe(`Deposit masuk: Rp 20.000.000 · ${orgName}`);
    expect(deposited.path).toBe(`/org/${orgId}/deposit`);
    apiKey = ops('key', 'create', '--org', orgId, '--name', 'notif-agent').api_key as string;

    await signUp(pracPage, prac);
    practitionerId = ops('practitioner', 'create', '--name', prac.name, '--email', prac.email, '--services', SERVICE)
      .id as string;
    await pracPage.goto(await mailedPath(prac.email, 'practitioner_claim'));
    await pracPage.getByRole('button', { name: 'Aktifkan profil praktisi' }).click();
    await expect(pracPage.getByText('Profil praktisi terhubung ke akun Anda.')).toBeVisible();
  });

  let orderId = '';
  await test.step('a new offer: an e-mail in the outbox and the bell, whose list opens the offer (Indonesian)', async () => {
    await pracPage.goto('/dashboard');
    await expect(bell(pracPage)).toHaveAccessibleName('Pemberitahuan');
    orderId = await placeOrder(request, apiKey);

    const mail = await notificationMail(prac.email);
    expect(mail.subject).toBe(`Penawaran baru: ${SERVICE_NAME} · Rp 1.750.000`);
    expect(mail.text).toContain(orderId);
    expect(mail.text).toContain('Rp 1.750.000');
    expect(mail.path).toMatch(/^\/praktisi#offer-ofr_/);

    // The count arrives by polling, without a reload.
    await expect(count(pracPage)).toHaveText('1', { timeout: 20_000 });
    await expect(bell(pracPage)).toHaveAccessibleName('Pemberitahuan, 1 belum dibaca');
    // The bell opens a popover with the latest items, and the way to the full list.
    await bell(pracPage).click();
    const popover = pracPage.getByRole('dialog', { name: 'Pemberitahuan' });
    await expect(popover.getByTestId('bell-notification').first()).toContainText(`Penawaran baru: ${SERVICE_NAME}`);
    await popover.getByRole('link', { name: 'Lihat semua pemberitahuan' }).click();
    await expect(pracPage).toHaveURL(/\/notifikasi$/);
    const item = pracPage.getByTestId('notification').filter({ hasText: `Penawaran baru: ${SERVICE_NAME}` });
    await expect(item).toContainText(orderId);
    await expect(item).toContainText('Rp 1.750.000');
    await expect(item).toHaveAttribute('data-read', 'false');
    await screenshotViews(pracPage, 'notifications-practitioner');

    await item.getByRole('link', { name: 'Buka' }).click();
    await expect(pracPage).toHaveURL(new RegExp(`${mail.path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
    await expect(
      pracPage.getByRole('heading', { name: new RegExp(SERVICE_NAME.replace(/[()]/g, '\\$&')) }),
    ).toBeVisible();
    // Opening it marked it read: the count is gone.
    await expect(count(pracPage)).toHaveCount(0);
  });

  await test.step("the owner sees the practitioner's question on the order page without reloading (English)", async () => {
    // The switch also keeps the account's language, in which its notification e-mails are written.
    await ownerPage.goto(`/org/${orgId}/orders/${orderId}`);
    await ownerPage.getByRole('button', { name: 'English' }).click();
    // The deposit's notification is the one unread so far.
    await expect(bell(ownerPage)).toHaveAccessibleName('Notifications, 1 unread');
    await expect(ownerPage.getByRole('heading', { level: 2, name: SERVICE_NAME })).toBeVisible();
    await expect(count(ownerPage)).toHaveText('1');
    // A marker that a reload would wipe.
    await ownerPage.evaluate(() => ((window as unknown as { stillHere: boolean }).stillHere = true));

    ops('offer', 'accept', orderId, '--practitioner', practitionerId);
    ops('work', 'start', orderId, '--practitioner', practitionerId);
    ops('work', 'ask', orderId, '--practitioner', practitionerId, '--text', QUESTION);

    await expect(ownerPage.getByText(QUESTION)).toBeVisible({ timeout: 20_000 });
    await expect(count(ownerPage)).toHaveText('2', { timeout: 20_000 });
    await expect(bell(ownerPage)).toHaveAccessibleName('Notifications, 2 unread');
    expect(await ownerPage.evaluate(() => (window as unknown as { stillHere?: boolean }).stillHere)).toBe(true);

    const mail = await notificationMail(owner.email, 'The practitioner asked');
    expect(mail.subject).toBe(`The practitioner asked: ${SERVICE_NAME}`);
    expect(mail.text).toContain(orderId);
    expect(mail.path).toBe(`/org/${orgId}/orders/${orderId}`);
  });

  await test.step('marking read lowers the count (English list)', async () => {
    await bell(ownerPage).click();
    await ownerPage
      .getByRole('dialog', { name: 'Notifications' })
      .getByRole('link', { name: 'See all notifications' })
      .click();
    await expect(ownerPage).toHaveURL(/\/notifikasi$/);
    const item = ownerPage.getByTestId('notification').filter({ hasText: `The practitioner asked: ${SERVICE_NAME}` });
    await expect(item).toContainText(QUESTION);
    await expect(item).toContainText(orderId);
    await screenshotViews(ownerPage, 'notifications-owner');
    await ownerPage.context().addCookies([{ name: 'locale', value: 'en', url: new URL(ownerPage.url()).origin }]);
    await ownerPage.reload();
    await item.getByRole('button', { name: 'Mark as read' }).click();
    await expect(item).toHaveAttribute('data-read', 'true');
    await expect(count(ownerPage)).toHaveText('1');
    const deposit = ownerPage
      .getByTestId('notification')
      .filter({ hasText: `Deposit credited: Rp 20.000.000 · ${orgName}` });
    await expect(deposit).toHaveAttribute('data-read', 'false');
    await ownerPage.getByRole('button', { name: 'Mark all as read' }).click();
    await expect(deposit).toHaveAttribute('data-read', 'true');
    await expect(count(ownerPage)).toHaveCount(0);
    await expect(bell(ownerPage)).toHaveAccessibleName('Notifications');
    await expect(ownerPage.getByText('All notifications are read.')).toBeVisible();

    // E-mail choices: turning one kind off is kept.
    const box = ownerPage.getByRole('checkbox', { name: "Practitioners' questions" });
    await expect(box).toBeChecked();
    // A click, then the state: the box follows once the page has taken the change (uncheck() wants it at once).
    await box.click();
    await expect(box).not.toBeChecked();
    await expect(ownerPage.getByText('E-mail choices saved.')).toBeVisible();
    await ownerPage.reload();
    await expect(ownerPage.getByRole('checkbox', { name: "Practitioners' questions" })).not.toBeChecked();
  });
});

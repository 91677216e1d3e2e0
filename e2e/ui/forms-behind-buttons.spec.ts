// Forms behind one primary button or a row's menu (issue 25, point 4): a new key, an invitation and a
// member's role open in dialogs, the orders' date range in a calendar; each is driven by the keyboard alone,
// and each, opened, is checked by axe at desktop and phone width in both languages
// (test-results/screenshots/a11y-opened-<name>-<id|en>-<desktop|phone>.png).
import path from 'node:path';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { checkAccessible } from '../fixtures/accessibility';
import { approveOrganization } from '../fixtures/backstage';
import { createOrganization, newPerson, pageOf, signUp, type Person } from '../fixtures/people';
import { checkboxLabels, SCOPE_LABELS } from '../fixtures/scopes';

test.describe.configure({ timeout: 300_000 });

type Words = { id: string; en: string };

/** Once the dialog's or menu's fade-in is over (half-transparent text reads as low contrast to axe). */
const settled = (page: Page) =>
  page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));

/** In each language: the page afresh, `open` (answering what it opened), then axe and screenshots of it. */
async function openedInBothLanguages(
  page: Page,
  name: string,
  open: (locale: 'id' | 'en') => Promise<Locator>,
): Promise<void> {
  // English first, so that the page is left in Indonesian.
  for (const locale of ['en', 'id'] as const) {
    await page.context().addCookies([{ name: 'locale', value: locale, url: new URL(page.url()).origin }]);
    await page.reload();
    const opened = await open(locale);
    await expect(opened).toBeVisible();
    await settled(page);
    await checkAccessible(page, `opened-${name}-${locale}`);
  }
}

async function approvedOwner(page: Page): Promise<{ owner: Person; orgId: string }> {
  const owner = newPerson('Sari Tombol', 'buttons-owner');
  await signUp(page, owner);
  const orgId = await createOrganization(page, {
    name: `PT Tombol ${owner.email.slice(14, 20)}`,
    companyName: 'PT Tombol Indonesia',
    website: 'https://tombol.example.co.id',
    useCase: 'Memeriksa formulir di balik tombol.',
    expectedVolume: '3',
  });
  await approveOrganization(orgId);
  return { owner, orgId };
}

test('the forms open from their button or menu, by keyboard, and read well opened', async ({ browser }) => {
  const page = await pageOf(browser);
  const { owner, orgId } = await approvedOwner(page);

  await test.step('a new key: the button opens the dialog, Enter sends it, the key is shown once', async () => {
    await page.goto(`/org/${orgId}/keys`);
    // No form on the page until it is asked for.
    await expect(page.getByLabel('Nama key')).toHaveCount(0);
    await page.getByRole('button', { name: 'Buat key baru' }).focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Buat API key' });
    await expect(dialog.getByLabel('Nama key')).toBeFocused();
    // The same scope list, words and order as the consent page's (oauth-connect.spec.ts), all checked.
    expect(await checkboxLabels(dialog)).toEqual(SCOPE_LABELS);
    await expect(dialog.getByRole('checkbox', { checked: false })).toHaveCount(0);
    await page.keyboard.type('agen-keyboard');
    await page.keyboard.press('Enter');
    await expect(dialog).toHaveCount(0);
    await expect(page.getByTestId('new-api-key')).toHaveText(/^svc_live_/);
    await expect(page.getByRole('row').filter({ hasText: 'agen-keyboard' })).toBeVisible();
    const label: Words = { id: 'Buat key baru', en: 'New key' };
    await openedInBothLanguages(page, 'key-dialog', async (locale) => {
      await page.getByRole('button', { name: label[locale] }).click();
      return page.getByRole('dialog');
    });
  });

  await test.step("a member's menu: change role and remove, reached with the keyboard", async () => {
    await page.goto(`/org/${orgId}/members`);
    await expect(page.getByRole('combobox')).toHaveCount(0);
    const menuButton = page.getByRole('button', { name: `Tindakan: ${owner.name}`, exact: true });
    await menuButton.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('menu')).toBeVisible();
    await expect(page.getByRole('menuitem', { name: 'Ubah peran' })).toBeFocused();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: `Ubah peran: ${owner.name}` });
    await expect(dialog).toBeVisible();
    // The only owner is told before trying that stepping down is refused.
    await expect(dialog).toContainText('Owner satu-satunya: jadikan anggota lain owner dulu.');
    // Focus is on the member's present role. Until it moves there it is still on the closing menu's item, whose
    // Escape is the menu's own (Mantine marks it so), as it would be for a person as quick as Playwright.
    await expect(dialog.getByRole('radio', { checked: true })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(menuButton).toBeFocused();

    const actions: Words = { id: `Tindakan: ${owner.name}`, en: `Actions: ${owner.name}` };
    const changeRole: Words = { id: 'Ubah peran', en: 'Change role' };
    await openedInBothLanguages(page, 'member-menu', async (locale) => {
      await page.getByRole('button', { name: actions[locale], exact: true }).click();
      return page.getByRole('menu');
    });
    await openedInBothLanguages(page, 'role-dialog', async (locale) => {
      await page.getByRole('button', { name: actions[locale], exact: true }).click();
      await page.getByRole('menuitem', { name: changeRole[locale] }).click();
      return page.getByRole('dialog');
    });
    const invite: Words = { id: 'Undang anggota', en: 'Invite a member' };
    await openedInBothLanguages(page, 'invite-dialog', async (locale) => {
      await page.getByRole('button', { name: invite[locale], exact: true }).click();
      return page.getByRole('dialog');
    });
  });

  await test.step("the orders' date range: a calendar in the page's language, not the browser's", async () => {
    await page.goto(`/org/${orgId}/orders`);
    const dates: Words = { id: 'Tanggal', en: 'Dates' };
    await openedInBothLanguages(page, 'date-range', async (locale) => {
      await page.getByRole('button', { name: dates[locale], exact: true }).click();
      return page.getByRole('dialog');
    });
    const field = page.getByRole('button', { name: 'Tanggal', exact: true });
    await expect(field).toHaveText('Semua tanggal');
    // One day as the range (both ends included): the field writes it as the page's language does.
    const fifteenth = page.getByRole('dialog').getByRole('button', { name: /^15 \S+ \d{4}$/ });
    await fifteenth.click();
    await fifteenth.click();
    await expect(field).toHaveText(/^15 \S+ \d{4} – 15 \S+ \d{4}$/);
    await expect(page.getByRole('button', { name: 'Hapus filter' })).toBeVisible();
  });
  await page.context().close();
});

test('the sidebar and the header hold the whole height of the window however far the page scrolls', async ({
  browser,
}) => {
  const page = await pageOf(browser);
  const { orgId } = await approvedOwner(page);
  // A short window, so that the members page is several windows long.
  await page.setViewportSize({ width: 1280, height: 420 });
  await page.goto(`/org/${orgId}/members`);
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  const sidebar = await page.locator('#app-sidebar').boundingBox();
  const header = await page.getByRole('banner').boundingBox();
  // Full-page screenshots draw fixed elements where the first window had them (a border that stops, a header
  // in the middle); in the window itself the sidebar reaches its bottom and the header stays on top.
  expect(header?.y).toBe(0);
  expect((sidebar?.y ?? 0) + (sidebar?.height ?? 0)).toBe(420);
  await page.screenshot({ path: path.join(test.info().project.outputDir, 'screenshots', 'frame-scrolled-window.png') });
  await page.context().close();
});

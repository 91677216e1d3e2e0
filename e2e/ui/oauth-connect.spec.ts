// Connecting an assistant by OAuth as a person meets it in Chromium: the authorize URL a client opens, sign-in,
// the consent page (organization, mode, limits, scopes), the redirect back with a code, the token, a call to
// /mcp, the connected app on the keys page, and its revocation (the next call is 401). Screenshots of the
// consent page and the connected-apps list at both widths in both languages.
import { createHash, randomBytes } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { checkAccessible } from '../fixtures/accessibility';
import { approveOrganization } from '../fixtures/backstage';
import { confirm, createOrganization, newPerson, pageOf, screenshotViews, signUp } from '../fixtures/people';
import { checkboxLabels, SCOPE_LABELS } from '../fixtures/scopes';

const CALLBACK = 'http://127.0.0.1:33419/callback';

const mcpCall = (page: Page, token: string) =>
  page.request.post('/mcp', {
    headers: { Authorization: `Bearer ${token}`, Accept: 'application/json, text/event-stream' },
    data: { jsonrpc: '2.0', id: 1, method: 'tools/list', params: {} },
  });

test('an owner connects an assistant on the consent page, sees it among the keys and disconnects it', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const owner = newPerson('Oki Pemilik', 'oauth');
  const page = await pageOf(browser);
  await signUp(page, owner);
  const orgId = await createOrganization(page, {
    name: 'Koperasi Asisten',
    companyName: 'Koperasi Asisten Sejahtera',
    website: 'https://asisten.example',
    useCase: 'Asisten kami memesan layanan hukum untuk anggota.',
    expectedVolume: '20',
  });
  await approveOrganization(orgId, 5_000_000);

  // What an MCP client does first: register (RFC 7591), then open the authorize URL with PKCE S256.
  const registered = await page.request.post('/register', {
    data: { redirect_uris: [CALLBACK], client_name: 'Claude', token_endpoint_auth_method: 'none' },
  });
  expect(registered.status()).toBe(201);
  const { client_id: clientId } = (await registered.json()) as { client_id: string };
  const verifier = randomBytes(32).toString('base64url');
  const authorize = new URLSearchParams({
    response_type: 'code',
    client_id: clientId,
    redirect_uri: CALLBACK,
    code_challenge: createHash('sha256').update(verifier).digest('base64url'),
    code_challenge_method: 'S256',
    state: 'langkah-1',
    resource: `${new URL(page.url()).origin}/mcp`,
  });
  let code: string | null = null;
  await page.route(`${CALLBACK}**`, (route) => {
    const back = new URL(route.request().url());
    expect(back.searchParams.get('state')).toBe('langkah-1');
    code = back.searchParams.get('code');
    return route.fulfill({ contentType: 'text/plain', body: 'kembali ke klien' });
  });

  await test.step('the consent page names the app and where it returns, and what it may do and spend', async () => {
    await page.goto(`/authorize?${authorize}`);
    await expect(page).toHaveURL(/\/izin-aplikasi\?/);
    await expect(page.getByRole('heading', { level: 1, name: 'Hubungkan aplikasi' })).toBeVisible();
    await expect(page.getByText('Claude meminta akses ke Agent Order Service')).toBeVisible();
    await expect(page.getByText('dikembalikan ke 127.0.0.1:33419')).toBeVisible();
    await expect(page.getByLabel('Organisasi')).toHaveValue(orgId);
    // The same scope list, words and order as the key dialog's (forms-behind-buttons.spec.ts), all checked.
    const scopes = page.getByRole('group', { name: /^Aplikasi ini akan dapat/ });
    expect(await checkboxLabels(scopes)).toEqual(SCOPE_LABELS);
    await expect(scopes.getByRole('checkbox', { checked: false })).toHaveCount(0);
    await page.getByLabel('Batas per order').fill('2.000.000');
    await expect(page.getByRole('note').filter({ hasText: 'hingga Rp' })).toContainText(/Rp\s2\.000\.000 per order/);
    await screenshotViews(page, 'oauth-consent');
    await checkAccessible(page, 'oauth-consent');
  });

  await test.step('allow: back to the client with a code, exchanged for tokens that work on /mcp', async () => {
    await page.getByLabel('Batas per order').fill('2.000.000');
    await page.getByRole('button', { name: 'Izinkan' }).click();
    await expect.poll(() => code).not.toBeNull();
  });
  const token = await page.request.post('/token', {
    form: {
      grant_type: 'authorization_code',
      client_id: clientId,
      code: code!,
      code_verifier: verifier,
      redirect_uri: CALLBACK,
    },
  });
  expect(token.status()).toBe(200);
  const { access_token: accessToken } = (await token.json()) as { access_token: string };
  expect((await mcpCall(page, accessToken)).status()).toBe(200);

  await test.step('the keys page lists the connected app; disconnecting it ends its token', async () => {
    await page.unroute(`${CALLBACK}**`);
    await page.goto(`/org/${orgId}/keys`);
    const apps = page.getByRole('region', { name: 'Aplikasi terhubung' });
    await expect(apps.getByText('Claude', { exact: true })).toBeVisible();
    await expect(apps.getByText('Oki Pemilik')).toBeVisible();
    await screenshotViews(page, 'oauth-connected-apps');
    await checkAccessible(page, 'oauth-connected-apps');
    await confirm(apps, 'Putuskan Claude', 'Putuskan Claude? Tokennya langsung tidak berlaku.');
    await expect(apps.getByText('Dicabut')).toBeVisible();
    expect((await mcpCall(page, accessToken)).status()).toBe(401);
  });
  await page.context().close();
});

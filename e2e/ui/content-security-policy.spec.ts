import { expect, test, type Page } from '@playwright/test';

/** Every CSP violation the page reports, from its first script on. */
async function recordViolations(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __cspViolations: string[] }).__cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (e) => seen.push(`${e.violatedDirective} ${e.blockedURI}`));
  });
  const console: string[] = [];
  page.on('console', (msg) => {
    if (/Content Security Policy/i.test(msg.text())) console.push(msg.text());
  });
  return async () => [
    ...(await page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations)),
    ...console,
  ];
}

test('the home page hydrates under the CSP: no violations, the language switch works', async ({ page }) => {
  const violations = await recordViolations(page);
  const response = await page.goto('/');
  expect(response?.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
  await page.getByRole('button', { name: 'English' }).click();
  await expect(page.getByRole('heading', { name: 'Service catalog' })).toBeVisible();
  expect(await violations()).toEqual([]);
});

test('the sign-in page renders under the CSP without violations', async ({ page }) => {
  const violations = await recordViolations(page);
  await page.goto('/masuk');
  await expect(page.locator('input[type="password"]')).toBeVisible();
  expect(await violations()).toEqual([]);
});

test('Swagger UI renders under the CSP without violations', async ({ page }) => {
  const violations = await recordViolations(page);
  await page.goto('/docs/api');
  await expect(page.locator('.opblock-summary-path', { hasText: '/services/{code}' })).toBeVisible();
  expect(await violations()).toEqual([]);
});

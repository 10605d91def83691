import { expect, test, totpCode as currentCode } from './fixtures';

test('an account with two-factor authentication asks for the authenticator code at sign-in', async ({
  page,
  browser,
}) => {
  const origin = process.env.E2E_BASE_URL!;
  const email = `two-factor-${Date.now()}@example.com`;
  const password = 'secret-pass';
  const setup = await browser.newContext({ baseURL: origin });
  await setup.request.post('/api/auth/sign-up/email', {
    data: { email, password, name: '' },
    headers: { origin },
  });
  const enable = await setup.request.post('/api/auth/two-factor/enable', {
    data: { password },
    headers: { origin },
  });
  const { totpURI } = (await enable.json()) as { totpURI: string };
  const verify = await setup.request.post('/api/auth/two-factor/verify-totp', {
    data: { code: await currentCode(totpURI) },
    headers: { origin },
  });
  expect(verify.ok()).toBeTruthy();
  await setup.close();

  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByLabel('Authentication code')).toBeVisible();
  await page.getByLabel('Authentication code').fill('000000');
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByTestId('auth-error')).toBeVisible();
  await page.getByLabel('Authentication code').fill(await currentCode(totpURI));
  await page.getByRole('button', { name: 'Verify' }).click();

  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: 'hey chef,' })).toBeVisible();
});

import { expect, signIn, test } from './fixtures';

// Spec 2 §1 route guards: the chef-or-admin guard sends visitors to /login and other users to /.
const COOK_MODE_EDIT = '/recipes/any-recipe/cook-mode-edit';

for (const email of ['free@simmer.test', 'pro@simmer.test']) {
  test(`${email.split('@')[0]} user opening Edit Cook Mode is sent home`, async ({ page }) => {
    await signIn(page, email);

    await page.goto(COOK_MODE_EDIT);

    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { name: 'hey chef,' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Edit Cook Mode' })).toHaveCount(0);
  });
}

for (const email of ['chef@simmer.test', 'admin@simmer.test']) {
  test(`${email.split('@')[0]} reaches Edit Cook Mode`, async ({ page }) => {
    await signIn(page, email);

    await page.goto(COOK_MODE_EDIT);

    await expect(page.getByRole('heading', { level: 1, name: 'Edit Cook Mode' })).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`${COOK_MODE_EDIT}$`));
  });
}

test('a visitor opening Edit Cook Mode signs in first', async ({ page }) => {
  await page.goto(COOK_MODE_EDIT);

  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('redirectAfterLogin'))).toBe(
    COOK_MODE_EDIT,
  );
});

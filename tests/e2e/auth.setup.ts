// The `setup` project (playwright.config.ts): the sessions the other specs reuse, made once per run. The first
// administrator signs in through the /admin door as staff do (admin.spec.ts keeps the door's other paths: a
// visitor, a customer, a newcomer's temporary password); the shopper registers over the API (accounts.spec.ts
// registers and signs in through the modals).
import { expect, test as setup } from '@playwright/test';
import { signInAtDoor } from './admin-support';
import { PASSWORD, uniqueEmail } from './accounts-support';
import { SHOPPER_STATE, STAFF_STATE } from './auth-state';

setup('the first administrator signs in at the door', async ({ page }) => {
  await signInAtDoor(page);
  await page.context().storageState({ path: STAFF_STATE });
});

setup('a shopper registers', async ({ request }) => {
  const res = await request.post('/api/registration', {
    data: { email: uniqueEmail('e2e-shopper'), password: PASSWORD },
  });
  expect(res.status()).toBe(200);
  await request.storageState({ path: SHOPPER_STATE });
});

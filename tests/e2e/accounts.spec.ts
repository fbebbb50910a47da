// Accounts in a real browser (issue 3): the modals and their keyboard handling, toasts, the profile dropdown,
// password reset from the emailed link, the cabinet's profile. The server must run with SHOP_TEST_MODE=1
// (the outbox is read through GET /api/test/outbox).
import { expect, test } from './fixtures';
import {
  createAccount,
  gotoReady,
  openLoginModal,
  PASSWORD,
  signInBrowser,
  toast,
  uniqueEmail,
} from './accounts-support';

test('a guest registers through the modal opened from the profile icon', { tag: '@mobile' }, async ({ page }) => {
  await gotoReady(page, '/');
  const login = await openLoginModal(page);
  await login.getByRole('button', { name: 'Зарегистрироваться' }).click();

  const register = page.getByRole('dialog', { name: 'Регистрация' });
  await expect(register).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(1); // one modal at a time
  await register.getByLabel('Email').fill(uniqueEmail('e2e-reg'));
  await register.getByLabel('Пароль').fill(PASSWORD);
  await register.getByRole('button', { name: 'Зарегистрироваться' }).click();

  await expect(toast(page, 'Вы успешно зарегистрировались')).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0); // success closes
  await expect(page.getByTestId('profile-button')).toHaveAttribute('data-state', 'user');
});

test('a failed registration shows «Ошибка регистрации» with the server text for 6 s', async ({ page, request }) => {
  test.setTimeout(60_000);
  await page.clock.install(); // the toast's 6 s pass on the page's clock, not the test's
  const email = await createAccount(request, 'e2e-taken');
  await gotoReady(page, '/');
  await (await openLoginModal(page)).getByRole('button', { name: 'Зарегистрироваться' }).click();
  const register = page.getByRole('dialog', { name: 'Регистрация' });
  await register.getByLabel('Email').fill(email);
  await register.getByLabel('Пароль').fill(PASSWORD);
  await register.getByRole('button', { name: 'Зарегистрироваться' }).click();
  const shown = toast(page, 'Ошибка регистрации');
  await expect(shown).toContainText('Пользователь с таким email уже зарегистрирован');
  await expect(register).toBeVisible();
  await page.clock.runFor(4_000); // past the 3 s default: error toasts last 6 s
  await expect(shown).toBeVisible();
});

test('a wrong password shows «Неверный логин и/или пароль» with the server text; the modal stays open', async ({
  page,
  request,
}) => {
  const email = await createAccount(request, 'e2e-wrong');
  await gotoReady(page, '/');
  const login = await openLoginModal(page);
  await login.getByLabel('Email').fill(email);
  await login.getByLabel('Пароль').fill('not-my-password');
  await login.getByRole('button', { name: 'Войти' }).click();
  await expect(toast(page, 'Неверный логин и/или пароль')).toContainText('Неверный email или пароль');
  await expect(login).toBeVisible();
  await expect(page.getByTestId('profile-button')).toHaveAttribute('data-state', 'guest');

  await login.getByLabel('Пароль').fill(PASSWORD);
  await login.getByRole('button', { name: 'Войти' }).click();
  await expect(toast(page, 'Успешный вход')).toBeVisible();
  await expect(page.getByTestId('profile-button')).toHaveAttribute('data-state', 'user');
});

test('forgot password → the link from the email → a new password that works', async ({ page, request }) => {
  test.setTimeout(90_000);
  const email = await createAccount(request, 'e2e-forgot');
  await gotoReady(page, '/');
  await (await openLoginModal(page)).getByRole('button', { name: 'Забыли пароль?' }).click();
  const forgot = page.getByRole('dialog', { name: 'Восстановление пароля' });
  await forgot.getByLabel('Email').fill(email);
  await forgot.getByRole('button', { name: 'Отправить ссылку' }).click();
  await expect(toast(page, 'Ссылка для восстановления пароля отправлена на ваш email')).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  const mail = await request.get(`/api/test/outbox?to=${encodeURIComponent(email)}`);
  expect(mail.status(), 'the server must run with SHOP_TEST_MODE=1').toBe(200);
  const [message] = (await mail.json()).messages;
  const link = new URL(message.text.match(/https?:\/\/\S+\/reset-password\/[\w-]+/)[0]);

  await page.goto(link.pathname);
  await page.getByLabel('Новый пароль').fill('new-secret-7');
  await page.getByLabel('Повторите пароль').fill('new-secret-7');
  await page.getByRole('button', { name: 'Сохранить пароль' }).click();
  await expect(page).toHaveURL('/cabinet/profile');
  await expect(page.getByTestId('profile-email')).toHaveText(email);

  // Signed out, the old password fails and the new one works.
  await page.getByTestId('profile-button').click();
  await page.getByRole('menuitem', { name: 'Выход' }).click();
  await expect(page).toHaveURL('/');
  await expect(page.getByTestId('profile-button')).toHaveAttribute('data-state', 'guest');
  const login = await openLoginModal(page);
  await login.getByLabel('Email').fill(email);
  await login.getByLabel('Пароль').fill(PASSWORD);
  await login.getByRole('button', { name: 'Войти' }).click();
  await expect(toast(page, 'Неверный логин и/или пароль')).toBeVisible();
  await login.getByLabel('Пароль').fill('new-secret-7');
  await login.getByRole('button', { name: 'Войти' }).click();
  await expect(toast(page, 'Успешный вход')).toBeVisible();

  // The link was for one use only.
  await page.goto(link.pathname);
  await expect(page.getByTestId('reset-link-expired')).toBeVisible();
});

test('a forgot-password request for an unknown email shows the could-not-send toast', async ({ page }) => {
  await gotoReady(page, '/');
  await (await openLoginModal(page)).getByRole('button', { name: 'Забыли пароль?' }).click();
  const forgot = page.getByRole('dialog', { name: 'Восстановление пароля' });
  await forgot.getByLabel('Email').fill(uniqueEmail('e2e-nobody'));
  await forgot.getByRole('button', { name: 'Отправить ссылку' }).click();
  await expect(toast(page, 'Не удалось отправить письмо. Проверьте правильность email или телефона')).toContainText(
    'Пользователь с таким email не найден',
  );
  await expect(forgot).toBeVisible();
});

test(
  'profile edits persist after a reload; the phone takes the +7 (###) ###-##-## mask',
  { tag: '@mobile' },
  async ({ page }) => {
    test.setTimeout(60_000);
    const email = await signInBrowser(page, 'e2e-profile');
    await gotoReady(page, '/cabinet', 'user');
    await expect(page).toHaveURL('/cabinet/profile');
    await expect(page.getByTestId('profile-email')).toHaveText(email);

    await page.getByRole('button', { name: 'Редактировать' }).click();
    const form = page.getByTestId('profile-form');
    await form.getByLabel('Фамилия').fill('Смирнова');
    await form.getByLabel('Имя').fill('Ольга');
    await form.getByLabel('Отчество').fill('Игоревна');
    // The mask library ignores a key that arrives before it has placed the caret: type like a person.
    await form.getByLabel('Телефон').pressSequentially('9161234567', { delay: 80 });
    await expect(form.getByLabel('Телефон')).toHaveValue('+7 (916) 123-45-67');
    await form.getByLabel('Город').fill('Екатеринбург');
    await form.getByLabel('Адрес').fill('ул. Ленина, д. 5, кв. 12');
    await form.getByLabel('Индекс').fill('620014');
    await form.getByLabel('Получать новости и акции на email').check();
    // The phone signs in too: the form asks for the current password once it changes.
    await form.getByLabel('Текущий пароль').fill(PASSWORD);
    await form.getByRole('button', { name: 'Сохранить' }).click();
    await expect(toast(page, 'Данные сохранены')).toBeVisible();

    await page.reload();
    await expect(page.getByTestId('profile-surname')).toHaveText('Смирнова');
    await expect(page.getByTestId('profile-name')).toHaveText('Ольга');
    await expect(page.getByTestId('profile-middle_name')).toHaveText('Игоревна');
    await expect(page.getByTestId('profile-phone')).toHaveText('+7 (916) 123-45-67');
    await expect(page.getByTestId('profile-city')).toHaveText('Екатеринбург');
    await expect(page.getByTestId('profile-address')).toHaveText('ул. Ленина, д. 5, кв. 12');
    await expect(page.getByTestId('profile-postcode')).toHaveText('620014');
    await expect(page.getByTestId('profile-news')).toHaveText('подписаны на новости и акции');
  },
);

test('the cabinet is refused to guests by the server', async ({ page, request }) => {
  const html = await (await request.get('/cabinet/profile')).text();
  expect(html).toContain('cabinet-sign-in');
  expect(html).not.toContain('profile-view');
  await gotoReady(page, '/cabinet/orders');
  await expect(page.getByTestId('cabinet-sign-in')).toBeVisible();

  // Signing in from the prompt shows the page.
  const email = await createAccount(request, 'e2e-prompt');
  await page.getByTestId('cabinet-sign-in').getByRole('button', { name: 'Войти' }).click();
  const login = page.getByRole('dialog', { name: 'Вход' });
  await login.getByLabel('Email').fill(email);
  await login.getByLabel('Пароль').fill(PASSWORD);
  await login.getByRole('button', { name: 'Войти' }).click();
  await expect(page.getByTestId('orders-empty')).toBeVisible();
});

test(
  'the profile dropdown: Profile, Orders, Logout; closes on outside click and on route change',
  { tag: '@mobile' },
  async ({ page }) => {
    test.setTimeout(60_000);
    await signInBrowser(page, 'e2e-menu');
    await gotoReady(page, '/', 'user');
    const button = page.getByTestId('profile-button');
    const menu = page.getByTestId('profile-menu');

    await button.click();
    await expect(menu).toBeVisible();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(menu.getByRole('menuitem')).toHaveText(['Профиль', 'Заказы', 'Выход']);
    await page.getByTestId('logo').click({ position: { x: 5, y: 5 } });
    await expect(menu).toBeHidden();

    await button.click();
    await menu.getByRole('menuitem', { name: 'Заказы' }).click();
    await expect(page).toHaveURL('/cabinet/orders');
    await expect(menu).toBeHidden();
    await expect(page.getByTestId('orders-empty')).toBeVisible();

    await button.click();
    await menu.getByRole('menuitem', { name: 'Профиль' }).click();
    await expect(page).toHaveURL('/cabinet/profile');
    await expect(menu).toBeHidden();

    await button.click();
    await menu.getByRole('menuitem', { name: 'Выход' }).click();
    await expect(page).toHaveURL('/');
    await expect(button).toHaveAttribute('data-state', 'guest');
    // Logout revoked the session: the cabinet is closed again.
    await page.goto('/cabinet/profile');
    await expect(page.getByTestId('cabinet-sign-in')).toBeVisible();
  },
);

test('modal keyboard handling: focus moves in, Tab is trapped, Escape closes and focus returns to the opener', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await gotoReady(page, '/');
  const button = page.getByTestId('profile-button');
  await button.focus();
  await page.keyboard.press('Enter');
  const login = page.getByRole('dialog', { name: 'Вход' });
  await expect(login).toBeVisible();
  await expect(login.getByLabel('Email')).toBeFocused();

  const focusInside = () => page.evaluate(() => Boolean(document.activeElement?.closest('[role="dialog"]')));
  for (let i = 0; i < 8; i++) {
    await page.keyboard.press('Tab');
    expect(await focusInside()).toBe(true);
  }
  await login.getByLabel('Email').focus();
  await page.keyboard.press('Shift+Tab');
  expect(await focusInside()).toBe(true);
  await expect(login.getByLabel('Email')).not.toBeFocused(); // wrapped to the last control

  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(button).toBeFocused();

  // The links between the modals (docs/PRODUCT.md#modals), then the close icon and the backdrop.
  await page.keyboard.press('Enter');
  await page.getByRole('dialog', { name: 'Вход' }).getByRole('button', { name: 'Забыли пароль?' }).click();
  const forgot = page.getByRole('dialog', { name: 'Восстановление пароля' });
  await expect(forgot.getByLabel('Email')).toBeFocused();
  await forgot.getByRole('button', { name: 'Зарегистрироваться' }).click();
  await page.getByRole('dialog', { name: 'Регистрация' }).getByRole('button', { name: 'Войти' }).click();
  await page.getByRole('dialog', { name: 'Вход' }).getByRole('button', { name: 'Забыли пароль?' }).click();
  await page.getByRole('dialog', { name: 'Восстановление пароля' }).getByRole('button', { name: /Войти/ }).click();
  await expect(page.getByRole('dialog', { name: 'Вход' })).toBeVisible();
  await page.getByTestId('modal-close').click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(button).toBeFocused();

  await button.click();
  await expect(page.getByRole('dialog', { name: 'Вход' })).toBeVisible();
  await page.getByTestId('modal-backdrop').click({ position: { x: 5, y: 5 } });
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('the auth modal is 498 px wide on medium screens', async ({ page }) => {
  await page.setViewportSize({ width: 900, height: 800 });
  await gotoReady(page, '/');
  const modal = await openLoginModal(page);
  const box = await modal.boundingBox();
  expect(box?.width).toBe(498);
});

test("the mail page's button opens the subscribe modal", async ({ page }) => {
  await gotoReady(page, '/mail');
  await page.getByTestId('mail-subscribe').click();
  await expect(page.getByRole('dialog', { name: 'Подписка на новости' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('a link to #subscribe opens the subscribe modal; its button waits for a valid email', async ({ page }) => {
  await gotoReady(page, '/about#subscribe');
  const modal = page.getByRole('dialog', { name: 'Подписка на новости' });
  await expect(modal).toBeVisible();
  const submit = modal.getByRole('button', { name: 'Подписаться' });
  await expect(submit).toBeDisabled();
  await modal.getByLabel('Email').fill('not-an-email');
  await expect(submit).toBeDisabled();
  await modal.getByLabel('Email').fill(uniqueEmail('e2e-news'));
  await submit.click();
  await expect(toast(page, 'Вы подписались на новости!')).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('registration shows the password rule, and a common password is refused with the server’s reason', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await gotoReady(page, '/');
  await (await openLoginModal(page)).getByRole('button', { name: 'Зарегистрироваться' }).click();
  const register = page.getByRole('dialog', { name: 'Регистрация' });
  await expect(register.getByText('Не короче 8 символов и не из списка самых распространённых паролей')).toBeVisible();
  await register.getByLabel('Email').fill(uniqueEmail('e2e-common'));
  await register.getByLabel('Пароль').fill('qwerty123');
  await register.getByRole('button', { name: 'Зарегистрироваться' }).click();
  await expect(toast(page, 'Ошибка регистрации')).toContainText('слишком распространён');
  await expect(page.getByTestId('profile-button')).toHaveAttribute('data-state', 'guest');
});

test('a new email in the profile asks for the current password before it is saved', async ({ page }) => {
  test.setTimeout(60_000);
  await signInBrowser(page, 'e2e-move');
  await gotoReady(page, '/cabinet/profile', 'user');
  await page.getByRole('button', { name: 'Редактировать' }).click();
  const form = page.getByTestId('profile-form');
  await expect(form.getByLabel('Текущий пароль')).toHaveCount(0); // other fields need no password
  const fresh = uniqueEmail('e2e-moved');
  await form.getByLabel('Email', { exact: true }).fill(fresh);
  await form.getByRole('button', { name: 'Сохранить' }).click();
  await expect(form.getByText('Чтобы сменить email или телефон, введите текущий пароль')).toBeVisible();

  await form.getByLabel('Текущий пароль').fill('not-my-password');
  await form.getByRole('button', { name: 'Сохранить' }).click();
  await expect(form.getByText('Неверный текущий пароль')).toBeVisible();

  await form.getByLabel('Текущий пароль').fill(PASSWORD);
  await form.getByRole('button', { name: 'Сохранить' }).click();
  await expect(toast(page, 'Данные сохранены')).toBeVisible();
  await expect(page.getByTestId('profile-email')).toHaveText(fresh);
});

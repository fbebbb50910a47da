// Gift phrasings (issue #14): a parent's query becomes removable chips on the results page, and removing one
// searches again without it.
import { expect, test } from './fixtures';

test('gift query → chips → remove one', async ({ page }) => {
  await page.goto('/');
  const input = page.getByRole('combobox', { name: 'Поиск по каталогу' });
  await expect
    .poll(() => input.evaluate((el) => Object.keys(el).some((key) => key.startsWith('__reactProps'))))
    .toBe(true);
  await input.fill('подарок девочке 5 лет до 2000');
  await input.press('Enter');
  await expect(page).toHaveURL(/\/search\//);

  const chips = page.getByTestId('search-chips');
  await expect(chips.getByRole('listitem')).toHaveCount(3);
  await expect(page.getByTestId('search-chip-for')).toContainText('Для девочки');
  await expect(page.getByTestId('search-chip-age')).toContainText('Возраст: 5 лет');
  await expect(page.getByTestId('search-chip-price')).toContainText('Цена: до 2 000 ₽');
  await expect(page.getByTestId('product-card').first()).toBeVisible();

  await page
    .getByTestId('search-chip-price')
    .getByRole('link', { name: /^Убрать «Цена: до 2\s000\s₽»$/ })
    .click();
  await expect(page).toHaveURL(new RegExp(`/search/${encodeURIComponent('подарок девочке 5 лет')}$`));
  await expect(chips.getByRole('listitem')).toHaveCount(2);
  await expect(page.getByTestId('search-chip-price')).toHaveCount(0);
  await expect(page.getByTestId('search-chip-age')).toBeVisible();
});

test('the search results offer the category page’s sort, kept with the query', async ({ page }) => {
  await page.goto('/search/кукла');
  await expect(page.getByTestId('sort-select')).toHaveValue('relevance');
  await page.getByTestId('sort-select').selectOption('price_asc');
  await expect(page).toHaveURL(/\/search\/[^?]+\?sort=price_asc/);
  await expect(page.getByTestId('sort-select')).toHaveValue('price_asc');
  await expect(page.getByTestId('product-card').first()).toBeVisible();
});

import { productSearchText } from './product-search-text';

describe('productSearchText', () => {
  it('holds brand, categories, article and the Latin spelling of a Russian name', () => {
    const text = productSearchText({
      name: 'Кукла «Анна» с питомцем',
      brand: 'Весна',
      article: 'VS-1024',
      categoryNames: ['Куклы', 'Подарки'],
    });
    expect(text).toContain('Весна');
    expect(text).toContain('Куклы');
    expect(text).toContain('Подарки');
    expect(text).toContain('VS-1024');
    expect(text).toContain('kukla anna s pitomtsem');
    expect(text).toContain('vesna');
    expect(text).not.toMatch(/[«»]/);
  });

  it('gives Latin words of the name and brand a Cyrillic reading', () => {
    const text = productSearchText({
      name: 'Кукла Barbie Dreamtopia',
      brand: 'Mattel',
      article: 'M1',
      categoryNames: [],
    });
    expect(text).toContain('барбие дреамтопиа');
    expect(text).toContain('маттел');
  });

  it('adds the names shoppers know the brand by', () => {
    const text = productSearchText({
      name: 'Набор LOL Surprise',
      brand: 'LOL Surprise',
      article: 'L2',
      categoryNames: [],
      brandSynonyms: 'ЛОЛ Сюрприз',
    });
    expect(text).toContain('ЛОЛ Сюрприз');
  });

  it('repeats nothing', () => {
    const text = productSearchText({ name: 'Lego', brand: 'Lego', article: 'L1', categoryNames: ['Lego'] });
    expect(text.split(' ').filter((w) => w === 'Lego')).toHaveLength(1);
  });
});

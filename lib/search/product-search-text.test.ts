import { productSearchText } from './product-search-text';

/** The search text of a product in no category, whose article says nothing the case looks at. */
const textOf = (name: string, brand: string, brandSynonyms?: string) =>
  productSearchText({ name, brand, article: 'A1', categoryNames: [], brandSynonyms });

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
    const text = textOf('Кукла Barbie Dreamtopia', 'Mattel');
    expect(text).toContain('барбие дреамтопиа');
    expect(text).toContain('маттел');
  });

  it('adds the names shoppers know the brand by', () => {
    const text = textOf('Набор LOL Surprise', 'LOL Surprise', 'ЛОЛ Сюрприз');
    expect(text).toContain('ЛОЛ Сюрприз');
  });

  it('repeats nothing', () => {
    const text = productSearchText({ name: 'Lego', brand: 'Lego', article: 'L1', categoryNames: ['Lego'] });
    expect(text.split(' ').filter((w) => w === 'Lego')).toHaveLength(1);
  });
});

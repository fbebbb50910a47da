import { isLatinWord, latinToCyrillic, slugify, transliterate } from './translit';

describe('latinToCyrillic', () => {
  it.each([
    ['barbi', 'барби'],
    ['kukla', 'кукла'],
    ['kukly', 'куклы'],
    ['myagkaya igrushka', 'мягкая игрушка'],
    ['igrovoy nabor', 'игровой набор'],
    ['krasnyy', 'красный'],
    ['zhiraf', 'жираф'],
    ['shchenok', 'щенок'],
    ['cheburashka', 'чебурашка'],
    ['khomyak', 'хомяк'],
    ['tsirk', 'цирк'],
    ['cirk', 'цирк'],
    ['yula', 'юла'],
    ['yozhik', 'ежик'],
    ['lego', 'лего'],
    ['3d pazl', '3д пазл'],
  ])('%s → %s', (latin, cyrillic) => {
    expect(latinToCyrillic(latin)).toBe(cyrillic);
  });
});

describe('isLatinWord', () => {
  it('accepts Latin letters with digits only', () => {
    expect(isLatinWord('lego')).toBe(true);
    expect(isLatinWord('3d')).toBe(true);
    expect(isLatinWord('123')).toBe(false);
    expect(isLatinWord('legoл')).toBe(false);
  });
});

describe('transliterate and slugify', () => {
  it('turns Russian into Latin slugs', () => {
    expect(transliterate('Барби')).toBe('barbi');
    expect(slugify('Кукла Барби «Модница» 30 см')).toBe('kukla-barbi-modnitsa-30-sm');
    expect(slugify('Мягкие игрушки')).toBe('myagkie-igrushki');
    expect(slugify('Щёлкунчик и ёжик')).toBe('shchelkunchik-i-ezhik');
  });
});

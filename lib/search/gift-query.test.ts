import { describe, expect, it } from '@jest/globals';
import { readGiftQuery, withoutPart, type GiftFilters } from './gift-query';

// Real phrasings parents type, and what the search must read from them: the filters and the words left for the
// catalogue search.
const TABLE: [string, GiftFilters, string][] = [
  ['подарок девочке 5 лет до 2000', { age_from: 5, age_to: 5, for: 'girl', price_max: 2000 }, ''],
  ['что подарить на 8 лет', { age_from: 8, age_to: 8 }, ''],
  ['кукла как в мультике', {}, 'кукла как в мультике'],
  ['подарок для годовалого', { age_from: 1, age_to: 1 }, ''],
  ['подарок подростку', { age_from: 12, age_to: 16 }, ''],
  ['конструктор мальчику 7 лет', { age_from: 7, age_to: 7, for: 'boy' }, 'конструктор'],
  ['подарок сыну на день рождения', { for: 'boy', occasion: 'день рождения' }, ''],
  ['что подарить внучке на новый год', { for: 'girl', occasion: 'новый год' }, ''],
  ['кукла дешевле 1500', { price_max: 1500 }, 'кукла'],
  ['игрушки от 1000 до 3000', { price_min: 1000, price_max: 3000 }, 'игрушки'],
  ['машинка до 500 рублей', { price_max: 500 }, 'машинка'],
  ['подарок девочке 3 года', { age_from: 3, age_to: 3, for: 'girl' }, ''],
  ['набор для творчества девочке 10 лет', { age_from: 10, age_to: 10, for: 'girl' }, 'набор творчества'],
  ['пупс для девочки 2 лет', { age_from: 2, age_to: 2, for: 'girl' }, 'пупс'],
  ['игрушка для малыша 6 месяцев', { age_from: 0, age_to: 0 }, 'игрушка'],
  ['развивающие игрушки от 3 до 5 лет', { age_from: 3, age_to: 5 }, 'развивающие игрушки'],
  ['конструктор 5-7 лет', { age_from: 5, age_to: 7 }, 'конструктор'],
  ['lego для мальчика 9 лет до 5000', { age_from: 9, age_to: 9, for: 'boy', price_max: 5000 }, 'lego'],
  ['подарок дочке на 8 марта', { for: 'girl', occasion: '8 марта' }, ''],
  ['кукла барби до 2 тыс', { price_max: 2000 }, 'кукла барби'],
  ['мягкая игрушка до 1500р', { price_max: 1500 }, 'мягкая игрушка'],
  ['подарок на новый год ребенку 4 года', { age_from: 4, age_to: 4, occasion: 'новый год' }, ''],
  ['что подарить двухлетке', { age_from: 2, age_to: 2 }, ''],
  ['подарок пятилетнему сыну', { age_from: 5, age_to: 5, for: 'boy' }, ''],
  ['что подарить первокласснику', { age_from: 7, age_to: 7 }, ''],
  ['подарок школьнице до 3000', { age_from: 7, age_to: 12, price_max: 3000 }, ''],
  ['подарок новорожденному', { age_from: 0, age_to: 0 }, ''],
  ['игрушки до 3 лет', { age_to: 3 }, 'игрушки'],
  ['пазлы от 5 лет', { age_from: 5 }, 'пазлы'],
  ['настольная игра 6+', { age_from: 6 }, 'настольная игра'],
  ['подарок племяннице 6 лет не дороже 2500', { age_from: 6, age_to: 6, for: 'girl', price_max: 2500 }, ''],
  ['машинка на радиоуправлении внуку', { for: 'boy' }, 'машинка радиоуправлении'],
  ['подарок мальчику пять лет', { age_from: 5, age_to: 5, for: 'boy' }, ''],
  ['кукла за 1000', { price_max: 1000 }, 'кукла'],
  ['железная дорога дороже 3000', { price_min: 3000 }, 'железная дорога'],
  ['кукла от 2000 руб', { price_min: 2000 }, 'кукла'],
  ['подарок девочке 2-х летнему', { age_from: 2, age_to: 2, for: 'girl' }, ''],
  ['Подарок Девочке 5 Лет, до 2 000 ₽', { age_from: 5, age_to: 5, for: 'girl', price_max: 2000 }, ''],
  ['кукла 30 см', {}, 'кукла 30 см'],
  ['лол сюрприз', {}, 'лол сюрприз'],
  ['что подарить брату на др', { for: 'boy', occasion: 'день рождения' }, ''],
  ['подарок на 1 сентября', { occasion: '1 сентября' }, ''],
  ['подарок малышу', { age_from: 1, age_to: 3 }, ''],
  ['игрушка для ребенка 1 год', { age_from: 1, age_to: 1 }, 'игрушка'],
  ['кукла 1000-2000 руб', { price_min: 1000, price_max: 2000 }, 'кукла'],
  ['подарочный набор', {}, 'подарочный набор'],
  ['хатчималс 3000р', { price_max: 3000 }, 'хатчималс'],
  ['игрушки до года', {}, 'игрушки до года'],
  ['игрушки до 1 года', { age_from: 0, age_to: 0 }, 'игрушки'],
  ['кукла как в мультике для девочки 4 лет', { age_from: 4, age_to: 4, for: 'girl' }, 'кукла как мультике'],
];

describe('readGiftQuery', () => {
  it.each(TABLE)('%s', (query, filters, rest) => {
    const read = readGiftQuery(query);
    expect(read.filters).toEqual(filters);
    expect(read.rest).toBe(rest);
  });

  it('holds at least 40 phrasings', () => {
    expect(TABLE.length).toBeGreaterThanOrEqual(40);
  });

  it('keeps an age that is not a child’s and a bare small number as words', () => {
    expect(readGiftQuery('кукла 40 лет').filters).toEqual({});
    expect(readGiftQuery('кукла до 50').filters).toEqual({});
  });

  it('names each understood part by the text it came from, and a chip takes exactly that out', () => {
    const query = 'Подарок девочке 5 лет до 2000';
    const read = readGiftQuery(query);
    expect(read.parts).toEqual([
      { kind: 'for', text: 'девочке' },
      { kind: 'age', text: '5 лет' },
      { kind: 'price', text: 'до 2000' },
    ]);
    expect(withoutPart(query, read.parts[1])).toBe('подарок девочке до 2000');
    expect(readGiftQuery(withoutPart(query, read.parts[1])).filters).toEqual({ for: 'girl', price_max: 2000 });
  });
});

// Demo pickup points of СДЭК and Boxberry in the 15 largest Russian cities (three СДЭК and two Boxberry points
// each). Addresses are real streets; house numbers, postcodes within the city's range and coordinates are
// illustrative. Written at every start, with or without the demo catalogue (lib/server/startup.ts): the checkout's
// pickup-point delivery needs points, and the shop has no carriers' lists of its own yet.
import type { Db } from '@/lib/db/client';
import { pickupPoints } from '@/lib/db/schema';
import { deliveryServiceByCode } from '@/lib/config/delivery-services';

type City = {
  city: string;
  /** City code used in point ids. */
  code: string;
  lat: number;
  lng: number;
  /** [street and house, postcode] — the first three are СДЭК points, the last two Boxberry. */
  points: readonly (readonly [string, string])[];
};

const CITIES: readonly City[] = [
  {
    city: 'Москва',
    code: 'MSK',
    lat: 55.7558,
    lng: 37.6173,
    points: [
      ['ул. Тверская, д. 18, стр. 1', '125009'],
      ['Ленинградский пр-т, д. 62', '125315'],
      ['ул. Профсоюзная, д. 56', '117393'],
      ['ул. Новый Арбат, д. 21', '119019'],
      ['Щёлковское ш., д. 75', '107241'],
    ],
  },
  {
    city: 'Санкт-Петербург',
    code: 'SPB',
    lat: 59.9386,
    lng: 30.3141,
    points: [
      ['Невский пр-т, д. 112', '191025'],
      ['Московский пр-т, д. 143', '196084'],
      ['пр-т Просвещения, д. 46', '194358'],
      ['Лиговский пр-т, д. 50', '191040'],
      ['ул. Савушкина, д. 126', '197374'],
    ],
  },
  {
    city: 'Новосибирск',
    code: 'NSK',
    lat: 55.0084,
    lng: 82.9357,
    points: [
      ['Красный пр-т, д. 77', '630091'],
      ['ул. Ленина, д. 21', '630004'],
      ['ул. Кирова, д. 108', '630102'],
      ['ул. Гоголя, д. 15', '630005'],
      ['пр-т Карла Маркса, д. 24', '630087'],
    ],
  },
  {
    city: 'Екатеринбург',
    code: 'EKB',
    lat: 56.8389,
    lng: 60.6057,
    points: [
      ['ул. Малышева, д. 51', '620014'],
      ['пр-т Ленина, д. 25', '620075'],
      ['ул. 8 Марта, д. 46', '620014'],
      ['ул. Вайнера, д. 9', '620014'],
      ['ул. Белинского, д. 86', '620026'],
    ],
  },
  {
    city: 'Казань',
    code: 'KZN',
    lat: 55.7887,
    lng: 49.1221,
    points: [
      ['ул. Баумана, д. 44', '420111'],
      ['пр-т Победы, д. 91', '420138'],
      ['ул. Пушкина, д. 12', '420015'],
      ['ул. Чистопольская, д. 19', '420066'],
      ['пр-т Ямашева, д. 46', '420124'],
    ],
  },
  {
    city: 'Красноярск',
    code: 'KJA',
    lat: 56.0153,
    lng: 92.8932,
    points: [
      ['пр-т Мира, д. 91', '660017'],
      ['ул. Карла Маркса, д. 95', '660049'],
      ['ул. Взлётная, д. 7', '660135'],
      ['ул. Ленина, д. 113', '660017'],
      ['пр-т Свободный, д. 46', '660062'],
    ],
  },
  {
    city: 'Нижний Новгород',
    code: 'NNV',
    lat: 56.3269,
    lng: 44.0059,
    points: [
      ['ул. Большая Покровская, д. 32', '603005'],
      ['ул. Родионова, д. 165', '603093'],
      ['пр-т Гагарина, д. 35', '603022'],
      ['ул. Белинского, д. 63', '603000'],
      ['Московское ш., д. 12', '603116'],
    ],
  },
  {
    city: 'Челябинск',
    code: 'CHE',
    lat: 55.1644,
    lng: 61.4368,
    points: [
      ['пр-т Ленина, д. 64', '454080'],
      ['ул. Кирова, д. 104', '454091'],
      ['Комсомольский пр-т, д. 41', '454138'],
      ['ул. Свободы, д. 70', '454091'],
      ['ул. Труда, д. 166', '454091'],
    ],
  },
  {
    city: 'Уфа',
    code: 'UFA',
    lat: 54.7388,
    lng: 55.9721,
    points: [
      ['ул. Ленина, д. 28', '450077'],
      ['пр-т Октября, д. 107', '450104'],
      ['ул. Менделеева, д. 137', '450080'],
      ['ул. Карла Маркса, д. 37', '450077'],
      ['ул. Зорге, д. 9', '450059'],
    ],
  },
  {
    city: 'Самара',
    code: 'KUF',
    lat: 53.1959,
    lng: 50.1002,
    points: [
      ['ул. Ленинградская, д. 38', '443099'],
      ['Московское ш., д. 41', '443013'],
      ['ул. Ново-Садовая, д. 106', '443068'],
      ['ул. Куйбышева, д. 90', '443010'],
      ['пр-т Кирова, д. 147', '443093'],
    ],
  },
  {
    city: 'Ростов-на-Дону',
    code: 'ROV',
    lat: 47.2357,
    lng: 39.7015,
    points: [
      ['ул. Большая Садовая, д. 73', '344002'],
      ['пр-т Будённовский, д. 49', '344011'],
      ['пр-т Стачки, д. 25', '344090'],
      ['ул. Пушкинская, д. 140', '344006'],
      ['пр-т Ворошиловский, д. 33', '344010'],
    ],
  },
  {
    city: 'Краснодар',
    code: 'KRR',
    lat: 45.0355,
    lng: 38.9753,
    points: [
      ['ул. Красная, д. 124', '350000'],
      ['ул. Северная, д. 324', '350015'],
      ['ул. Ставропольская, д. 107', '350058'],
      ['ул. Рашпилевская, д. 157', '350020'],
      ['ул. Уральская, д. 79', '350059'],
    ],
  },
  {
    city: 'Омск',
    code: 'OMS',
    lat: 54.9885,
    lng: 73.3242,
    points: [
      ['ул. Ленина, д. 18', '644024'],
      ['пр-т Карла Маркса, д. 41', '644043'],
      ['ул. 70 лет Октября, д. 25', '644074'],
      ['ул. Гагарина, д. 14', '644099'],
      ['пр-т Мира, д. 34', '644050'],
    ],
  },
  {
    city: 'Воронеж',
    code: 'VOZ',
    lat: 51.672,
    lng: 39.1843,
    points: [
      ['пр-т Революции, д. 38', '394036'],
      ['Московский пр-т, д. 97', '394077'],
      ['ул. Плехановская, д. 53', '394038'],
      ['ул. Кольцовская, д. 35', '394030'],
      ['Ленинский пр-т, д. 174', '394033'],
    ],
  },
  {
    city: 'Пермь',
    code: 'PEE',
    lat: 58.0105,
    lng: 56.2502,
    points: [
      ['ул. Ленина, д. 60', '614000'],
      ['Комсомольский пр-т, д. 34', '614000'],
      ['ул. Революции, д. 13', '614039'],
      ['ул. Петропавловская, д. 59', '614000'],
      ['ул. Екатерининская, д. 120', '614015'],
    ],
  },
];

type PickupPointSeed = typeof pickupPoints.$inferInsert;

const CDEK_HOURS = 'Пн–Пт 10:00–20:00, Сб–Вс 10:00–18:00';
const BOXBERRY_HOURS = 'Ежедневно 10:00–21:00';

/** Every demo point; coordinates are spread a little around the city centre so a map would not stack them. */
function pickupPointSeeds(): PickupPointSeed[] {
  return CITIES.flatMap((c) =>
    c.points.map(([address, postcode], i) => {
      const cdek = i < 3;
      const angle = (i * 2 * Math.PI) / c.points.length;
      return {
        id: `${cdek ? 'CDEK' : 'BXB'}-${c.code}-${cdek ? i + 1 : i - 2}`,
        serviceId: deliveryServiceByCode(cdek ? 'cdek' : 'boxberry').id,
        city: c.city,
        address,
        postcode,
        lat: Math.round((c.lat + 0.03 * Math.sin(angle)) * 1e6) / 1e6,
        lng: Math.round((c.lng + 0.05 * Math.cos(angle)) * 1e6) / 1e6,
        hours: cdek ? CDEK_HOURS : BOXBERRY_HOURS,
      };
    }),
  );
}

/** Adds the points that are missing; an operator's edits to existing ones stay. */
export async function seedPickupPoints(db: Db): Promise<void> {
  await db.insert(pickupPoints).values(pickupPointSeeds()).onConflictDoNothing();
}

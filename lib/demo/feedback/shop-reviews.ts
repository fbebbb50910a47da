// Sample published reviews for the demo shop (SEED_DEMO=1), added once so /feedback is not empty.
import { sql } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { shopReviews } from '@/lib/db/schema';

const LOCK = 715_519;

const DEMO: { name: string; rating: number; text: string; answer?: string; daysAgo: number }[] = [
  {
    name: 'Марина',
    rating: 5,
    daysAgo: 3,
    text: 'Заказывала куклу дочке на день рождения. Пришла через три дня, упакована отлично, коробка целая. Дочка в восторге!',
  },
  {
    name: 'Алексей',
    rating: 5,
    daysAgo: 9,
    text: 'Быстро собрали заказ, курьер позвонил заранее. Конструктор полностью укомплектован, инструкция на русском.',
  },
  {
    name: 'Ольга Н.',
    rating: 4,
    daysAgo: 15,
    text: 'Хороший выбор пупсов и одежды для них. Доставка в пункт Boxberry заняла неделю, хотелось бы быстрее.',
    answer: 'Ольга, спасибо за отзыв! Сроки зависят от службы доставки — для вашего города быстрее всего СДЭК.',
  },
  {
    name: 'Светлана',
    rating: 5,
    daysAgo: 21,
    text: 'Покупаю здесь уже третий раз. Цены ниже, чем в торговых центрах, а игрушки те же самые, с сертификатами.',
  },
  {
    name: 'Дмитрий',
    rating: 5,
    daysAgo: 28,
    text: 'Брал мягкую игрушку в подарок племяннице. Качество отличное, швы ровные, ничего не пахнет.',
  },
  {
    name: 'Екатерина',
    rating: 3,
    daysAgo: 34,
    text: 'Сама кукла хорошая, но коробка немного помялась в дороге. Менеджер предложил скидку на следующий заказ — приятно.',
    answer: 'Екатерина, приносим извинения за упаковку! Мы усилили коробки для отправок Почтой России.',
  },
  {
    name: 'Анна',
    rating: 5,
    daysAgo: 40,
    text: 'Очень удобный сайт, легко найти игрушку по возрасту. Оплатила через СБП, всё прошло моментально.',
  },
  {
    name: 'Игорь',
    rating: 4,
    daysAgo: 47,
    text: 'Заказ пришёл вовремя. Один товар оказался не того цвета, обменяли без вопросов за пару дней.',
  },
  {
    name: 'Татьяна',
    rating: 5,
    daysAgo: 55,
    text: 'Отличный магазин! Кукла-реборн как настоящая, внучка не выпускает её из рук.',
  },
  {
    name: 'Наталья',
    rating: 5,
    daysAgo: 63,
    text: 'Спасибо за бонусы и подарок к заказу! Детям очень понравились наклейки.',
  },
  {
    name: 'Павел',
    rating: 4,
    daysAgo: 70,
    text: 'Нормальные цены и быстрая доставка по Москве. Хотелось бы больше развивающих игр для малышей.',
  },
  {
    name: 'Юлия',
    rating: 5,
    daysAgo: 81,
    text: 'Заказала домик для кукол, собирали всей семьёй. Детали качественные, всё подошло.',
  },
  {
    name: 'Ирина',
    rating: 5,
    daysAgo: 95,
    text: 'Вежливые операторы, помогли выбрать подарок для мальчика пяти лет. Рекомендую!',
  },
  { name: 'Сергей', rating: 4, daysAgo: 110, text: 'Всё пришло целым, но курьер опоздал на час. Игрушками довольны.' },
];

/** Adds them unless some are there; the advisory lock keeps instances starting together from adding them twice. */
export async function seedDemoShopReviews(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql.raw(`select pg_advisory_xact_lock(${LOCK})`));
    const [found] = await tx
      .select({ id: shopReviews.id })
      .from(shopReviews)
      .where(sql`${shopReviews.isDemo}`)
      .limit(1);
    if (found) return;
    await tx.insert(shopReviews).values(
      DEMO.map((r) => ({
        name: r.name,
        rating: r.rating,
        text: r.text,
        answer: r.answer ?? null,
        status: 'published' as const,
        isDemo: true,
        createdAt: sql`now() - make_interval(days => ${r.daysAgo})`,
        publishedAt: sql`now() - make_interval(days => ${r.daysAgo})`,
      })),
    );
  });
}

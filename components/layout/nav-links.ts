/** The header's navigation (docs/PRODUCT.md#layout) — also the mobile footer's links. */
export const MAIN_NAV = [
  { href: '/about', label: 'О нас' },
  { href: '/delivery', label: 'Доставка и оплата' },
  { href: '/feedback', label: 'Отзывы и помощь' },
  { href: '/wholesale', label: 'Оптовикам' },
] as const;

export const FOOTER_NAV = [
  ...MAIN_NAV,
  { href: '/contacts', label: 'Контакты' },
  { href: '/order-status', label: 'Где мой заказ' },
  { href: '/bonuses', label: 'Бонусы' },
  { href: '/privacy', label: 'Политика конфиденциальности' },
  { href: '/offer', label: 'Договор-оферта' },
] as const;

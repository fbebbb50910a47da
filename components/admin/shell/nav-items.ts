import type { StaffArea } from '@/lib/server/staff/permissions';

export type AdminNavItem = { href: string; label: string; area: StaffArea };

/** The back office's sections, in the order of an operator's day; each shows only to roles that may enter it. */
export const ADMIN_NAV: readonly AdminNavItem[] = [
  { href: '/admin', label: 'Сводка', area: 'dashboard' },
  { href: '/admin/orders', label: 'Заказы', area: 'orders' },
  { href: '/admin/reviews', label: 'Отзывы о магазине', area: 'reviews' },
  { href: '/admin/product-reviews', label: 'Отзывы о товарах', area: 'reviews' },
  { href: '/admin/product-questions', label: 'Вопросы о товарах', area: 'reviews' },
  { href: '/admin/inbox', label: 'Обращения', area: 'inbox' },
  { href: '/admin/products', label: 'Товары', area: 'products' },
  { href: '/admin/categories', label: 'Категории', area: 'products' },
  { href: '/admin/import', label: 'Импорт', area: 'products' },
  { href: '/admin/product-of-the-day', label: 'Товар дня', area: 'products' },
  { href: '/admin/search', label: 'Поиск', area: 'products' },
  { href: '/admin/promo-codes', label: 'Промокоды', area: 'promoCodes' },
  { href: '/admin/delivery', label: 'Доставка', area: 'delivery' },
  { href: '/admin/customers', label: 'Покупатели', area: 'customers' },
  { href: '/admin/staff', label: 'Сотрудники', area: 'staff' },
  { href: '/admin/audit', label: 'Журнал', area: 'audit' },
];

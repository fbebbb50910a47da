// The audit log API: GET /api/admin/audit?page= (read-only: no endpoint changes or removes an entry).
import { z } from 'zod';

export const auditQuery = z.object({
  page: z.coerce
    .number({ message: 'номер страницы — число' })
    .int('номер страницы — целое число')
    .min(1, 'страницы начинаются с 1')
    .max(100_000)
    .default(1),
});

export type AuditEntry = {
  id: number;
  at: string;
  actor: string;
  action: string;
  /** The action in Russian, for people. */
  action_label: string;
  entity: string;
  entity_id: string;
  before: unknown;
  after: unknown;
  address: string | null;
};

export type AuditPage = {
  success: true;
  error: null;
  entries: AuditEntry[];
  total: number;
  page: number;
  page_size: number;
};

/**
 * Readable names of the actions staff and the shop take. Areas add theirs here; an action without a name is
 * shown as recorded.
 */
export const AUDIT_ACTION_LABELS: Record<string, string> = {
  'staff.create': 'Добавлен сотрудник',
  'staff.role': 'Изменена роль сотрудника',
  'staff.disable': 'Сотрудник отключён',
  'staff.enable': 'Сотрудник снова включён',
  'staff.2fa_enable': 'Включён двухфакторный вход',
  'staff.2fa_disable': 'Выключен двухфакторный вход',
  'staff.2fa_recovery_code': 'Вход по резервному коду',
  'staff.sign_in': 'Вход сотрудника в панель',
  'staff.sign_in_failed': 'Неверный пароль при входе сотрудника',
  'staff.sign_in_expired': 'Вход с истёкшим временным паролем',
  'staff.2fa_wrong_code': 'Неверный код двухфакторного входа',
  'staff.password_wrong': 'Неверный текущий пароль',
  'staff.password_change': 'Сотрудник сменил пароль',
  'staff.password_reset': 'Выдан новый временный пароль',
  'staff.forbidden': 'Отказ: у роли нет доступа',
  'customer.list_view': 'Просмотр списка покупателей',
  'customer.view': 'Просмотр карточки покупателя',
  'customer.export': 'Выгружены персональные данные покупателя',
  'customer.delete': 'Удалён аккаунт покупателя (152-ФЗ)',
  'customer.bonus': 'Начислены или списаны баллы вручную',
  'order.status': 'Изменён статус заказа',
  'order.refund': 'Возврат денег по заказу',
  'order.confirm': 'Заказ с оплатой при получении подтверждён',
  'order.refund_retry': 'Повторён запрос о возврате денег',
  'order.cancel': 'Заказ отменён',
  'review.moderate': 'Отзыв проверен',
  'review.reply': 'Ответ на отзыв',
  'question.answer': 'Ответ на вопрос',
  'product_review.moderate': 'Отзыв о товаре проверен',
  'product_question.moderate': 'Вопрос о товаре проверен',
  'wholesale.answer': 'Ответ на оптовую заявку',
  'feedback.answer': 'Замечание о странице отмечено',
  'promo.create': 'Создан промокод',
  'promo.update': 'Изменён промокод',
  'delivery.tariff': 'Изменён тариф доставки',
  'delivery.threshold': 'Изменён порог бесплатной доставки',
  'delivery.pickup_point': 'Изменён пункт выдачи',
  'delivery.pickup_point_add': 'Добавлен пункт выдачи',
  'product.create': 'Добавлен товар',
  'product.update': 'Изменён товар',
  'product.delete': 'Удалён товар',
  'product.bulk': 'Групповое изменение товаров',
  'product.images': 'Изменены фотографии товара',
  'category.create': 'Добавлена категория',
  'category.update': 'Изменена категория',
  'category.delete': 'Удалена категория',
  'catalog.import': 'Импорт товаров из CSV',
  'offer.choose': 'Выбран товар дня',
  'offer.clear': 'Отменён выбор товара дня',
};

export const auditActionLabel = (action: string) => AUDIT_ACTION_LABELS[action] ?? action;

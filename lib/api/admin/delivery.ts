// Back office: delivery tariffs (service × method × zone), the shop-wide free-delivery threshold, pickup points.
import { z } from 'zod';
import { integer, MAX_INT } from '@/lib/api/fields';
import type { PickupPoint } from '@/lib/api/types';
import { isPostcode } from '@/lib/format/postcode';

const days = integer('целое число дней').min(0, 'не меньше 0').max(90, 'не больше 90');

/** PATCH /api/admin/delivery/tariffs/{id} */
export const updateTariffRequest = z
  .object({
    price: integer('целое число рублей').min(0, 'не меньше 0').max(100_000, 'не больше 100 000 ₽'),
    min_days: days,
    max_days: days,
  })
  .partial();
export type UpdateTariffRequest = z.infer<typeof updateTariffRequest>;

/** PUT /api/admin/delivery/free-threshold: null switches free delivery off. */
export const freeThresholdRequest = z.object({
  amount: integer('целое число рублей').min(1, 'не меньше 1 ₽').max(10_000_000, 'слишком большая сумма').nullable(),
});

const text = (max: number, message: string) =>
  z.string({ message }).trim().min(1, message).max(max, `не длиннее ${max} символов`);

const pickupPointFields = {
  service_id: integer('выберите службу').positive('выберите службу'),
  city: text(100, 'укажите город'),
  address: text(300, 'укажите адрес'),
  postcode: z.string({ message: 'укажите индекс' }).trim().refine(isPostcode, 'шесть цифр'),
  lat: z.number({ message: 'широта — число' }).min(-90, 'от −90 до 90').max(90, 'от −90 до 90'),
  lng: z.number({ message: 'долгота — число' }).min(-180, 'от −180 до 180').max(180, 'от −180 до 180'),
  hours: text(200, 'укажите часы работы'),
  is_active: z.boolean({ message: 'да или нет' }),
};

/** POST /api/admin/pickup-points */
export const createPickupPointRequest = z.object({
  ...pickupPointFields,
  is_active: pickupPointFields.is_active.default(true),
});
export type CreatePickupPointRequest = z.input<typeof createPickupPointRequest>;

/** PATCH /api/admin/pickup-points/{id}: any of the fields; `is_active: false` hides the point from the checkout. */
export const updatePickupPointRequest = z.object(pickupPointFields).partial();
export type UpdatePickupPointRequest = z.input<typeof updatePickupPointRequest>;

export const pickupPointsQuery = z.object({
  q: z.string().trim().max(100).optional(),
  service_id: z.coerce.number().int().positive().max(MAX_INT).optional(),
});

export type AdminTariff = {
  id: number;
  service_id: number;
  service: string;
  method_id: number;
  method: string;
  zone_id: number;
  zone: string;
  price: number;
  min_days: number;
  max_days: number;
};

export type AdminDeliveryResponse = {
  success: true;
  tariffs: AdminTariff[];
  zones: { id: number; name: string }[];
  services: { id: number; code: string; name: string; is_active: boolean }[];
  methods: { id: number; code: string; name: string; is_active: boolean }[];
  /** Goods from this sum travel free; null: never free. */
  free_delivery_from: number | null;
};

/** A pickup point as the checkout lists it, and whether it is shown there. */
export type AdminPickupPoint = PickupPoint & { is_active: boolean };

export type TariffResponse = { success: true; tariff: AdminTariff };
export type FreeThresholdResponse = { success: true; free_delivery_from: number | null };
export type PickupPointsResponse = { success: true; pickup_points: AdminPickupPoint[] };
export type PickupPointResponse = { success: true; pickup_point: AdminPickupPoint };

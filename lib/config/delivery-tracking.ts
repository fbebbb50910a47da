// The carriers' public tracking pages, by delivery service id (lib/config/delivery-tariffs.ts). Kept apart so
// that it can join a registry of delivery services as one more field.
import { DELIVERY_SERVICES, type ServiceCode } from './delivery-tariffs';

const TRACKING_URLS: Record<ServiceCode, (track: string) => string> = {
  cdek: (track) => `https://www.cdek.ru/ru/tracking?order_id=${encodeURIComponent(track)}`,
  boxberry: (track) => `https://boxberry.ru/tracking-page?id=${encodeURIComponent(track)}`,
  russian_post: (track) => `https://www.pochta.ru/tracking?barcode=${encodeURIComponent(track)}`,
};

/** The page where the shopper follows the parcel, or null for an unknown carrier. */
export function trackingUrl(serviceId: number | null, track: string): string | null {
  const service = DELIVERY_SERVICES.find((s) => s.id === serviceId);
  return service ? TRACKING_URLS[service.code](track) : null;
}

import { shop } from '@/lib/config/shop';

/** Work hours for the middle of a sentence: «(ежедневно с 9:00 до 21:00 (мск))». */
export const workHoursInline = shop.workHours.charAt(0).toLowerCase() + shop.workHours.slice(1);

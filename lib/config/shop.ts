// The shop's identity in one place: name, contacts, seller's legal details, promises shown across the site.
// The delivery services it ships with are listed in ./delivery-services.ts.
export const shop = {
  name: 'Куклёнок',
  legalName: 'ИП Смирнова Анна Викторовна',
  tagline: 'Куклы и игрушки с доставкой по всей России',
  phone: '+7 (800) 555-35-35',
  cityPhone: '+7 (495) 123-45-67',
  email: 'hello@kuklenok.example',
  workHours: 'Ежедневно с 9:00 до 21:00 (мск)',
  address: '127015, г. Москва, ул. Бутырская, д. 76, стр. 1, офис 12',
  inn: '771234567890',
  ogrnip: '321774600123456',
  oldSiteUrl: 'https://old.kuklenok.example',
  messengers: [
    { id: 'telegram', name: 'Telegram', url: 'https://t.me/kuklenok_shop' },
    { id: 'whatsapp', name: 'WhatsApp', url: 'https://wa.me/78005553535' },
    { id: 'vk', name: 'ВКонтакте', url: 'https://vk.com/kuklenok_shop' },
  ],
  returnDays: 30,
} as const;

/** Phone as a tel: link target (+78005553535). */
export const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

export const returnPromise = `Возврат в течение ${shop.returnDays} дней`;

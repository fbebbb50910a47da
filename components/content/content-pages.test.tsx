import { describe, expect, it } from '@jest/globals';
import { render, screen, within } from '@testing-library/react';
import { returnPromise, shop } from '@/lib/config/shop';
import { DELIVERY_SERVICE_NAMES, DELIVERY_SERVICES } from '@/lib/config/delivery-services';
import { formatPrice } from '@/lib/format/price';
import { AboutContent } from './about-content';
import { BonusesContent } from './bonuses-content';
import { ContactsContent } from './contacts-content';
import { DeliveryContent } from './delivery-content';
import { deliveryFactsOf } from '@/lib/config/delivery-facts';
import { MailContent } from './mail-content';
import { OfferContent } from './offer-content';
import { PrivacyContent } from './privacy-content';
import { PRIVACY_POLICY_VERSION } from './privacy-version';
import { WholesaleContent } from './wholesale-content';
import { DELIVERY_TARIFFS, FREE_DELIVERY_FROM, SHIPPING_METHODS } from '@/lib/config/delivery-tariffs';

/** The page's figures as the seed writes them into the database. */
const tariffsAsSeeded = DELIVERY_TARIFFS.map((t) => {
  const service = DELIVERY_SERVICES.find((s) => s.code === t.service)!;
  const payOnDelivery = SHIPPING_METHODS.find((m) => m.code === t.method)!.cashOnDelivery;
  return {
    service: service.name,
    serviceSort: service.sort,
    method: t.method,
    price: t.price,
    minDays: t.minDays,
    maxDays: t.maxDays,
    payOnDelivery,
  };
});
const deliveryFacts = deliveryFactsOf(tariffsAsSeeded, FREE_DELIVERY_FROM);
const SeededDeliveryContent = () => <DeliveryContent facts={deliveryFacts} />;

const pages = [
  ['about', AboutContent, 'О магазине'],
  ['delivery', SeededDeliveryContent, 'Доставка и оплата'],
  ['contacts', ContactsContent, 'Контакты'],
  ['privacy', PrivacyContent, 'Политика обработки персональных данных'],
  ['bonuses', BonusesContent, 'Бонусная программа'],
  ['wholesale', WholesaleContent, 'Оптовым покупателям'],
  ['mail', MailContent, 'Рассылка новостей и акций'],
  ['offer', OfferContent, 'Публичная оферта'],
] as const;

describe.each(pages)('/%s', (_route, Content, title) => {
  it('has one h1 and Russian text without placeholders', () => {
    const { container } = render(<Content />);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(title);
    expect(container.textContent).not.toMatch(/lorem|ipsum|TODO|undefined|NaN/i);
  });

  it('opens external links in a new tab safely', () => {
    const { container } = render(<Content />);
    for (const a of container.querySelectorAll('a[href^="http"]')) {
      expect(a).toHaveAttribute('target', '_blank');
      expect(a.getAttribute('rel')).toContain('noopener');
    }
  });
});

it.each([
  ['about', AboutContent],
  ['contacts', ContactsContent],
  ['privacy', PrivacyContent],
  ['offer', OfferContent],
] as const)('/%s shows the seller details from the config', (_route, Content) => {
  const { container } = render(<Content />);
  const text = container.textContent ?? '';
  for (const value of [shop.inn, shop.ogrnip, shop.address, shop.email, shop.phone]) expect(text).toContain(value);
  expect(text).toContain('Индивидуальный предприниматель');
});

it.each([
  ['about', AboutContent],
  ['delivery', SeededDeliveryContent],
  ['offer', OfferContent],
] as const)('/%s states the return promise in the footer wording', (_route, Content) => {
  render(<Content />);
  expect(screen.getAllByText(returnPromise, { exact: false }).length).toBeGreaterThan(0);
});

it('/delivery quotes the free-delivery threshold and prices with no-break spaces', () => {
  const { container } = render(<SeededDeliveryContent />);
  const text = container.textContent ?? '';
  expect(text).toContain(formatPrice(FREE_DELIVERY_FROM));
  expect(text).toContain('3\u00a0000\u00a0₽');
  for (const m of deliveryFacts.methods) expect(text).toContain(formatPrice(m.priceFrom));
  for (const service of DELIVERY_SERVICE_NAMES) expect(text).toContain(service);
  expect(text).toContain('2–10\u00a0дней');
});

it('/delivery promises no free delivery when the shop has switched it off', () => {
  const { container } = render(<DeliveryContent facts={deliveryFactsOf(tariffsAsSeeded, null)} />);
  expect(container.textContent).not.toMatch(/бесплатн/i);
  expect(container.textContent).not.toMatch(/null|NaN|undefined/);
});

it('/contacts links both phones and the messengers', () => {
  const { container } = render(<ContactsContent />);
  expect(container.querySelector('a[href="tel:+78005553535"]')).not.toBeNull();
  expect(container.querySelector('a[href="tel:+74951234567"]')).not.toBeNull();
  for (const m of shop.messengers) expect(screen.getByRole('link', { name: m.name })).toHaveAttribute('href', m.url);
});

it('/privacy shows its edition', () => {
  render(<PrivacyContent />);
  expect(screen.getByText(PRIVACY_POLICY_VERSION)).toBeInTheDocument();
});

it('/wholesale has the request form and the contacts', () => {
  const { container } = render(<WholesaleContent />);
  const section = container.querySelector<HTMLElement>('section#wholesale-request');
  expect(section).not.toBeNull();
  expect(within(section!).getByRole('button', { name: /отправить/i })).toBeInTheDocument();
  expect(within(section!).getByRole('link', { name: shop.email })).toBeInTheDocument();
});

// The consent to personal data processing the checkout asks for (152-ФЗ): the exact text next to its checkbox
// and that text's version. Each order records the version it was given under (orders.consent_version), with the
// time and the client address, so the shop can show which words a buyer agreed to.
//
// Change the text → raise the version (and keep the old text in git history: the version must identify it).
// The privacy policy has editions of its own (./privacy.ts); the consent refers to the policy, not the reverse.

const BEFORE_LINK =
  'Я даю согласие на обработку моих персональных данных для оформления и доставки заказа в соответствии с ';
const LINK_TEXT = 'политикой конфиденциальности';

export const CHECKOUT_CONSENT = {
  /** Stored with every order placed under this text. */
  version: 'Согласие при оформлении заказа, ред. 1 от 1 сентября 2025 г.',
  /** The text as the shopper reads it (the link's words included). */
  text: `${BEFORE_LINK}${LINK_TEXT}`,
  /** How the checkbox renders it: the words before the link, the link. */
  beforeLink: BEFORE_LINK,
  linkText: LINK_TEXT,
  linkHref: '/privacy',
} as const;

// docs/PRODUCT.md#validation: an email is valid if it matches the shape {email}: something@domain.tld, no spaces.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

export const isValidEmail = (value: string) => value.length <= 254 && EMAIL.test(value.trim());

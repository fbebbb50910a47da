/**
 * A dynamic route param as a page should see it. Next.js 16 hands params over decoded on a full page load but
 * still percent-encoded on a client-side navigation (the RSC request), so decode once when the value is valid
 * percent-encoding, else keep it as it is ('скидка 50%' arrives decoded and is not valid encoding).
 */
export function routeParam(raw: string): string {
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

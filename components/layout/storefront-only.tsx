'use client';

import { usePathname } from 'next/navigation';

/** Areas of the site with chrome of their own: the storefront's header, footer and shell stay out of them. */
const OWN_CHROME = ['/admin'];

export const hasOwnChrome = (pathname: string | null) =>
  pathname !== null && OWN_CHROME.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));

/** Renders the storefront's chrome everywhere but in the back office (one root layout serves both). */
export function StorefrontOnly({ children }: { children: React.ReactNode }) {
  return hasOwnChrome(usePathname()) ? null : children;
}

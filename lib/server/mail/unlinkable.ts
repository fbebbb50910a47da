// Text a shopper typed (a name, an address) that goes into a letter the shop writes to whatever email they typed:
// it must not become a link there. Escaping HTML stops markup, but mail clients turn bare text into links on
// their own — `http://…`, `www.…`, even `evil.example` — so a guest could have the shop deliver their link to any
// mailbox. The rule (docs/SECURITY.md#letters-to-anyone) breaks what linkifiers look for, visibly and harmlessly:
// a space after every dot (or dot look-alike) that is followed by a letter or digit, and after the colon of `://`.
// «г.Москва» reads «г. Москва», «evil.example» reads «evil. example», «http://x» reads «http: //x». Applied to both
// parts of the letter, before HTML escaping.

/** Dots and the look-alikes some linkifiers accept: full stop, ideographic, fullwidth and halfwidth ones. */
const DOT_BEFORE_WORD = /([.\u3002\uFF0E\uFF61])(?=[\p{L}\p{N}])/gu;
const SCHEME_SLASHES = /:(?=[/\\]{2})/g;

export function unlinkable(typed: string): string {
  return typed.replace(SCHEME_SLASHES, ': ').replace(DOT_BEFORE_WORD, '$1 ');
}

// Structural checks of a JWT before its signature, with the fault messages of docs/PRODUCT.md#token-faults.
// Pure (no jose, no DB) so it is unit-tested beside this file.

export const TOKEN_FAULT = {
  segments: 'Wrong number of segments',
  json: 'Syntax error, malformed JSON',
  utf8: 'Malformed UTF-8 characters',
  expired: 'token expired',
  notFound: 'token not found',
} as const;

export type TokenFaultMessage = (typeof TOKEN_FAULT)[keyof typeof TOKEN_FAULT];

export type DecodedToken = { header: Record<string, unknown>; payload: Record<string, unknown> };

const BASE64URL = /^[A-Za-z0-9_-]*$/;

/** Decodes header and payload or returns the fault message; does not check the signature. */
export function decodeToken(token: string): DecodedToken | { fault: TokenFaultMessage } {
  const parts = token.split('.');
  if (parts.length !== 3) return { fault: TOKEN_FAULT.segments };
  const header = decodeSegment(parts[0]);
  if ('fault' in header) return header;
  const payload = decodeSegment(parts[1]);
  if ('fault' in payload) return payload;
  return { header: header.value, payload: payload.value };
}

function decodeSegment(segment: string): { value: Record<string, unknown> } | { fault: TokenFaultMessage } {
  if (!segment || !BASE64URL.test(segment)) return { fault: TOKEN_FAULT.json };
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(Buffer.from(segment, 'base64url'));
  } catch {
    return { fault: TOKEN_FAULT.utf8 };
  }
  try {
    const value: unknown = JSON.parse(text);
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return { fault: TOKEN_FAULT.json };
    return { value: value as Record<string, unknown> };
  } catch {
    return { fault: TOKEN_FAULT.json };
  }
}

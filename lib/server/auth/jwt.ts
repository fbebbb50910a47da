// Session tokens: HS256 JWTs (jose) carrying the user id (`sub`) and the session id (`jti`), valid 30 days.
import { errors, jwtVerify, SignJWT } from 'jose';
import { signingKey } from './secret';
import { decodeToken, TOKEN_FAULT, type TokenFaultMessage } from './token-format';

export const SESSION_DAYS = 30;
export const SESSION_SECONDS = SESSION_DAYS * 24 * 3600;
/** Not a token-fault message (docs/PRODUCT.md#token-faults), still a 401: the client clears the token on any 401. */
export const BAD_SIGNATURE = 'Signature verification failed';

export type TokenClaims = { userId: number; sessionId: string; expiresAt: Date };

export async function signSessionToken(userId: number, sessionId: string, expiresAt: Date): Promise<string> {
  return new SignJWT({})
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(String(userId))
    .setJti(sessionId)
    .setIssuedAt()
    .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
    .sign(await signingKey());
}

/** The claims of a genuine, unexpired token, or the 401 message for what is wrong with it. */
export async function verifySessionToken(
  token: string,
): Promise<TokenClaims | { fault: TokenFaultMessage | typeof BAD_SIGNATURE }> {
  const decoded = decodeToken(token);
  if ('fault' in decoded) return decoded;
  try {
    const { payload } = await jwtVerify(token, await signingKey(), { algorithms: ['HS256'] });
    const userId = Number(payload.sub);
    if (!Number.isSafeInteger(userId) || userId <= 0 || typeof payload.jti !== 'string' || !payload.exp) {
      return { fault: TOKEN_FAULT.notFound };
    }
    return { userId, sessionId: payload.jti, expiresAt: new Date(payload.exp * 1000) };
  } catch (error) {
    if (error instanceof errors.JWTExpired) return { fault: TOKEN_FAULT.expired };
    if (error instanceof errors.JWTClaimValidationFailed) return { fault: TOKEN_FAULT.notFound };
    return { fault: BAD_SIGNATURE };
  }
}

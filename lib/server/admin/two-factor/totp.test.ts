import { Secret, TOTP } from 'otpauth';
import { hashRecoveryCode, isValidTotp, newRecoveryCodes, newTotpSecret, RECOVERY_CODE_COUNT } from './totp';

const codeAt = (secret: string, timestamp: number) =>
  new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp });

describe('staff TOTP', () => {
  const secret = newTotpSecret();
  const now = Date.UTC(2026, 0, 10, 12, 0, 15);

  it('makes a 160-bit base32 secret', () => {
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(newTotpSecret()).not.toBe(secret);
  });

  it('accepts the current code and one step either side, nothing older', () => {
    expect(isValidTotp(secret, codeAt(secret, now), now)).toBe(true);
    expect(isValidTotp(secret, codeAt(secret, now - 30_000), now)).toBe(true);
    expect(isValidTotp(secret, codeAt(secret, now + 30_000), now)).toBe(true);
    expect(isValidTotp(secret, codeAt(secret, now - 90_000), now)).toBe(false);
    expect(isValidTotp(newTotpSecret(), codeAt(secret, now), now)).toBe(false);
  });
});

describe('recovery codes', () => {
  it('are ten distinct codes without look-alike characters', () => {
    const codes = newRecoveryCodes();
    expect(codes).toHaveLength(RECOVERY_CODE_COUNT);
    expect(new Set(codes).size).toBe(RECOVERY_CODE_COUNT);
    for (const code of codes) expect(code).toMatch(/^[a-hjkmnp-z2-9]{5}-[a-hjkmnp-z2-9]{5}$/);
  });

  it('hash the same whatever the case, spaces or dash', () => {
    expect(hashRecoveryCode('ABCDE-FGHJK')).toBe(hashRecoveryCode(' abcde fghjk '));
    expect(hashRecoveryCode('abcde-fghjk')).not.toBe(hashRecoveryCode('abcde-fghjm'));
  });
});

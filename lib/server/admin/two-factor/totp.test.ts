import { Secret, TOTP } from 'otpauth';
import { hashRecoveryCode, newRecoveryCodes, newTotpSecret, RECOVERY_CODE_COUNT, totpStep } from './totp';

const codeAt = (secret: string, timestamp: number) =>
  new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp });

describe('staff TOTP', () => {
  const secret = newTotpSecret();
  const now = Date.UTC(2026, 0, 10, 12, 0, 15);

  it('makes a 160-bit base32 secret', () => {
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(newTotpSecret()).not.toBe(secret);
  });

  it('accepts the current code and one step either side, nothing older, and names the step it belongs to', () => {
    const step = Math.floor(now / 30_000);
    expect(totpStep(secret, codeAt(secret, now), now)).toBe(step);
    expect(totpStep(secret, codeAt(secret, now - 30_000), now)).toBe(step - 1);
    expect(totpStep(secret, codeAt(secret, now + 30_000), now)).toBe(step + 1);
    expect(totpStep(secret, codeAt(secret, now - 90_000), now)).toBeNull();
    expect(totpStep(newTotpSecret(), codeAt(secret, now), now)).toBeNull();
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

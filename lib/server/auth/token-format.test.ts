import { decodeToken, TOKEN_FAULT } from './token-format';

const b64 = (value: string | Buffer) => Buffer.from(value).toString('base64url');
const header = b64(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));
const payload = b64(JSON.stringify({ sub: '1', jti: 'x' }));

describe('decodeToken', () => {
  it('decodes a well-formed token', () => {
    expect(decodeToken(`${header}.${payload}.sig`)).toEqual({
      header: { alg: 'HS256', typ: 'JWT' },
      payload: { sub: '1', jti: 'x' },
    });
  });

  it.each(['', 'abc', 'a.b', 'a.b.c.d'])('%p has the wrong number of segments', (token) => {
    expect(decodeToken(token)).toEqual({ fault: TOKEN_FAULT.segments });
  });

  it('reports malformed JSON in the header or payload', () => {
    expect(decodeToken(`${b64('{nope')}.${payload}.sig`)).toEqual({ fault: TOKEN_FAULT.json });
    expect(decodeToken(`${header}.${b64('[1]')}.sig`)).toEqual({ fault: TOKEN_FAULT.json });
    expect(decodeToken(`${header}.not+base64!.sig`)).toEqual({ fault: TOKEN_FAULT.json });
    expect(decodeToken(`.${payload}.sig`)).toEqual({ fault: TOKEN_FAULT.json });
  });

  it('reports bytes that are not UTF-8', () => {
    expect(decodeToken(`${b64(Buffer.from([0xff, 0xfe, 0x7b]))}.${payload}.sig`)).toEqual({ fault: TOKEN_FAULT.utf8 });
  });
});

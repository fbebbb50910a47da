import { routeParam } from './route-param';

describe('routeParam', () => {
  it('decodes a percent-encoded param (client-side navigation)', () => {
    expect(routeParam('%D0%BA%D1%83%D0%BA%D0%BB%D0%B0')).toBe('кукла');
    expect(routeParam('%D0%9A-250001')).toBe('К-250001');
  });
  it('keeps a param that arrives decoded or is not valid percent-encoding', () => {
    expect(routeParam('кукла')).toBe('кукла');
    expect(routeParam('скидка 50%')).toBe('скидка 50%');
    expect(routeParam('%E0%A4%A')).toBe('%E0%A4%A');
  });
});

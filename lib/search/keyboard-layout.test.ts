import { enToRuLayout, ruToEnLayout } from './keyboard-layout';

describe('keyboard layout swap', () => {
  it('reads Latin keys as the Russian layout', () => {
    expect(enToRuLayout('rerkf')).toBe('кукла');
    expect(enToRuLayout(',fh,b')).toBe('барби');
    expect(enToRuLayout('Vzurfz buheirf')).toBe('мягкая игрушка');
    expect(enToRuLayout('[jkjlbkmybr')).toBe('холодильник');
    expect(enToRuLayout("'ktrnhjyysq")).toBe('электронный');
  });
  it('reads Russian keys as the English layout', () => {
    expect(ruToEnLayout('дупщ')).toBe('lego');
    expect(ruToEnLayout('ИФКИШУ')).toBe('barbie');
  });
  it('round-trips letters', () => {
    const ru = 'йцукенгшщзхъфывапролджэячсмитьбю';
    expect(enToRuLayout(ruToEnLayout(ru))).toBe(ru);
  });
  it('leaves digits and spaces alone', () => {
    expect(enToRuLayout('3d gfpk')).toBe('3в пазл');
  });
});

import { describe, expect, it } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import Link from './link';

describe('shop Link', () => {
  it('renders ordinary links as anchors', () => {
    render(
      <Link href={{ pathname: '/improve', query: { url_current: '/contacts' } }} className="c">
        Улучшить
      </Link>,
    );
    expect(screen.getByRole('link', { name: 'Улучшить' })).toHaveAttribute('href', '/improve?url_current=%2Fcontacts');
  });

  it('carries replace, scroll and prefetch for the shell as data attributes, not as anchor attributes', () => {
    render(
      <Link href="/cart" replace scroll={false} prefetch={false}>
        Корзина
      </Link>,
    );
    const anchor = screen.getByRole('link', { name: 'Корзина' });
    expect(anchor).toHaveAttribute('data-replace', '');
    expect(anchor).toHaveAttribute('data-scroll', 'keep');
    expect(anchor).toHaveAttribute('data-prefetch', 'off');
    for (const name of ['replace', 'scroll', 'prefetch']) expect(anchor).not.toHaveAttribute(name);
  });

  it('refuses javascript:, data: and vbscript: hrefs: no address at all', () => {
    for (const href of [
      'javascript:alert(1)',
      ' JavaScript:alert(1)',
      'data:text/html,<b>x</b>',
      'vbscript:msgbox(1)',
    ]) {
      const { container, unmount } = render(
        <Link href={href} className="c" data-testid="bad" replace>
          Плохая
        </Link>,
      );
      const anchor = container.querySelector('a')!;
      expect(anchor).not.toHaveAttribute('href');
      expect(anchor).toHaveAttribute('aria-disabled', 'true');
      expect(anchor).toHaveAttribute('data-testid', 'bad');
      expect(anchor).toHaveClass('c');
      expect(anchor).not.toHaveAttribute('replace');
      unmount();
    }
  });
});

import { describe, expect, it } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import { PageAddress } from './page-address';

describe('PageAddress (the inbox’s page of a note)', () => {
  it('links to a page of the shop', () => {
    render(<PageAddress url="/category/kukly?page=2" />);
    expect(screen.getByRole('link', { name: '/category/kukly?page=2' })).toHaveAttribute(
      'href',
      '/category/kukly?page=2',
    );
  });

  it.each(['//evil.example', '/\\evil.example', 'https://evil.example/', 'javascript:alert(1)', '/%2F%2Fevil.example'])(
    'shows %s as text, never as a link',
    (url) => {
      const { container } = render(<PageAddress url={url} />);
      expect(container.querySelector('a')).toBeNull();
      expect(container.textContent).toBe(`Страница: ${url}`);
    },
  );
});

import { describe, expect, it } from '@jest/globals';
import { inAppLinkClick } from './link-clicks';

const HERE = new URL('http://localhost/category/kukly?page=2');

/** A click on the first element matching `selector` inside `html`, with the given overrides. */
function clickOn(html: string, selector: string, overrides: Partial<MouseEvent> = {}) {
  document.body.innerHTML = html;
  const target = document.querySelector(selector);
  return {
    defaultPrevented: false,
    button: 0,
    metaKey: false,
    ctrlKey: false,
    shiftKey: false,
    altKey: false,
    target,
    ...overrides,
  };
}

describe('inAppLinkClick', () => {
  it('takes a plain left click on a same-origin link, also on an element inside it', () => {
    const click = inAppLinkClick(clickOn('<a href="/product/1"><img alt="" /></a>', 'img'), HERE);
    expect(click?.url.href).toBe('http://localhost/product/1');
    expect(click).toMatchObject({ replace: false, scroll: true });
  });

  it('reads replace and scroll from the link', () => {
    const click = inAppLinkClick(clickOn('<a href="?page=3" data-replace data-scroll="keep">3</a>', 'a'), HERE);
    expect(click?.url.href).toBe('http://localhost/category/kukly?page=3');
    expect(click).toMatchObject({ replace: true, scroll: false });
  });

  it('leaves to the browser what the browser should do', () => {
    const cases: [string, string, Partial<MouseEvent>?][] = [
      ['<a href="/cart">x</a>', 'a', { ctrlKey: true }], // new tab
      ['<a href="/cart">x</a>', 'a', { metaKey: true }],
      ['<a href="/cart">x</a>', 'a', { shiftKey: true }], // new window
      ['<a href="/cart">x</a>', 'a', { button: 1 }], // middle button
      ['<a href="/cart">x</a>', 'a', { defaultPrevented: true }], // handled by the link's own onClick
      ['<a href="/cart" target="_blank">x</a>', 'a'],
      ['<a href="/price.csv" download>x</a>', 'a'],
      ['<a href="https://example.com/">x</a>', 'a'], // another origin
      ['<a href="#reviews">x</a>', 'a'], // a hash on this page: the browser scrolls
      ['<a aria-disabled="true">x</a>', 'a'], // a refused link has no address
      ['<button type="button">x</button>', 'button'],
    ];
    for (const [html, selector, overrides] of cases)
      expect(inAppLinkClick(clickOn(html, selector, overrides), HERE)).toBeNull();
  });

  it('follows a hash on another page in-app', () => {
    expect(inAppLinkClick(clickOn('<a href="/product/1#reviews">x</a>', 'a'), HERE)?.url.hash).toBe('#reviews');
  });
});

import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { fireEvent, render, screen } from '@testing-library/react';
import { useRef } from 'react';
import { focusFirst, useFocusTrap } from './focus-trap';

// jsdom lays nothing out, so every element would count as hidden: give each one box, as a browser does for shown ones.
const realRects = Element.prototype.getClientRects;
beforeAll(() => {
  Element.prototype.getClientRects = function () {
    return [{}] as unknown as DOMRectList;
  };
});
afterAll(() => {
  Element.prototype.getClientRects = realRects;
});

function Layer({ onEscape }: { onEscape: () => void }) {
  const root = useRef<HTMLDivElement>(null);
  useFocusTrap(root, onEscape);
  return (
    <div ref={root}>
      <button type="button">Первая</button>
      <input aria-label="Поле" />
      <button type="button" disabled>
        Выключенная
      </button>
      <button type="button">Последняя</button>
    </div>
  );
}

function renderLayer(onEscape = jest.fn()) {
  const view = render(
    <>
      <button type="button">Снаружи</button>
      <Layer onEscape={onEscape} />
    </>,
  );
  return { ...view, onEscape };
}

describe('useFocusTrap', () => {
  it('wraps Tab from the last control to the first, and Shift+Tab from the first to the last', () => {
    renderLayer();
    const first = screen.getByRole('button', { name: 'Первая' });
    const last = screen.getByRole('button', { name: 'Последняя' });
    last.focus();
    fireEvent.keyDown(document, { key: 'Tab' });
    expect(document.activeElement).toBe(first);
    fireEvent.keyDown(document, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(last);
  });

  it('brings focus that escaped (a click outside) back in on the next Tab', () => {
    renderLayer();
    screen.getByRole('button', { name: 'Снаружи' }).focus();
    fireEvent.keyDown(document, { key: 'Tab' });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Первая' }));
  });

  it('leaves Tab between inner controls to the browser', () => {
    renderLayer();
    screen.getByRole('button', { name: 'Первая' }).focus();
    const event = new KeyboardEvent('keydown', { key: 'Tab', bubbles: true, cancelable: true });
    document.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(false);
  });

  it('calls onEscape on Escape, locks the page scroll while mounted and restores it after', () => {
    document.body.style.overflow = 'auto';
    const { onEscape, unmount } = renderLayer();
    expect(document.body.style.overflow).toBe('hidden');
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(onEscape).toHaveBeenCalledTimes(1);
    unmount();
    expect(document.body.style.overflow).toBe('auto');
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(onEscape).toHaveBeenCalledTimes(1);
  });
});

describe('focusFirst', () => {
  it('focuses the first text field, skipping buttons before it', () => {
    renderLayer();
    focusFirst(screen.getByRole('button', { name: 'Первая' }).parentElement);
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Поле' }));
  });
});

import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { PathnameContext } from 'next/dist/shared/lib/hooks-client-context.shared-runtime';
import { SWRConfig } from 'swr';
import type { ProductCard } from '@/lib/api/catalog';
import { INTERESTING_KEY } from '@/lib/shell/interesting';
import { InterestingPrompt } from './interesting-prompt';

const NOW = new Date('2026-03-02T10:00:00+03:00').getTime();
const TTL = 259_200_000;

const product = (id: number, in_stock = true): ProductCard => ({
  id,
  alias: `/kukla-${id}.html`,
  name: `Кукла ${id}`,
  price: 1000 + id,
  old_price: null,
  image: `/media/p/${id}.webp`,
  brand: 'Shop',
  rating: 0,
  votes: 0,
  in_stock,
  is_new: false,
  is_hit: false,
});

type Reply = { status: number; body: unknown };
const fetchMock = jest.fn<(url: string) => Promise<unknown>>();
const answerPopular = (reply: Reply) =>
  fetchMock.mockImplementation(async () => ({
    ok: reply.status >= 200 && reply.status < 300,
    status: reply.status,
    json: async () => reply.body,
  }));
const popularCalls = () => fetchMock.mock.calls.filter(([url]) => String(url).endsWith('/api/popular')).length;

function renderPrompt(pathname = '/about') {
  return render(
    <PathnameContext.Provider value={pathname}>
      <SWRConfig value={{ provider: () => new Map(), shouldRetryOnError: false, dedupingInterval: 0 }}>
        <InterestingPrompt />
      </SWRConfig>
    </PathnameContext.Provider>,
  );
}

/** Lets time pass with React, the lazy panel and SWR's request all settling in between. */
const advance = (ms: number) => act(() => jest.advanceTimersByTimeAsync(ms));

beforeEach(() => {
  jest.useFakeTimers({ now: NOW });
  localStorage.clear();
  fetchMock.mockReset();
  answerPopular({ status: 200, body: { products: [product(1), product(2, false), product(3)] } });
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  window.history.replaceState(null, '', '/about');
});

afterEach(() => {
  jest.useRealTimers();
});

describe("InterestingPrompt (after 5 s, '1 {expiry}' for 3 days)", () => {
  it('appears 5 s after start when nothing is stored, and stores 1 {now + 259200000} once it shows products', async () => {
    renderPrompt();
    await advance(4999);
    expect(screen.queryByTestId('interesting-prompt')).toBeNull();
    expect(localStorage.getItem(INTERESTING_KEY)).toBeNull();
    expect(popularCalls()).toBe(0);

    await advance(1);
    await advance(0);
    const prompt = await screen.findByTestId('interesting-prompt');
    expect(prompt).toHaveTextContent('Вам может быть интересно');
    // In-stock products only.
    expect(screen.getByRole('link', { name: /Кукла 1/ })).toHaveAttribute('href', '/product/kukla-1');
    expect(screen.queryByRole('link', { name: /Кукла 2/ })).toBeNull();
    expect(screen.getByRole('link', { name: /Кукла 3/ })).toBeInTheDocument();
    expect(localStorage.getItem(INTERESTING_KEY)).toBe(`1 ${NOW + 5000 + TTL}`);

    fireEvent.click(screen.getByRole('button', { name: 'Закрыть' }));
    expect(screen.queryByTestId('interesting-prompt')).toBeNull();
  });

  it.each([
    ['not 1', `0 ${NOW + TTL}`],
    ['expired', `1 ${NOW - 1}`],
    ['garbage', 'yes'],
  ])('appears when the stored value is %s', async (_, stored) => {
    localStorage.setItem(INTERESTING_KEY, stored);
    renderPrompt();
    await advance(5000);
    await advance(0);
    expect(await screen.findByTestId('interesting-prompt')).toBeInTheDocument();
    expect(localStorage.getItem(INTERESTING_KEY)).toBe(`1 ${NOW + 5000 + TTL}`);
  });

  it('stays away while the stored value is 1 with an expiry still ahead', async () => {
    const stored = `1 ${NOW + 60_000}`;
    localStorage.setItem(INTERESTING_KEY, stored);
    renderPrompt();
    await advance(30_000);
    expect(screen.queryByTestId('interesting-prompt')).toBeNull();
    expect(popularCalls()).toBe(0); // the panel (and its request) is not even loaded
    expect(localStorage.getItem(INTERESTING_KEY)).toBe(stored);
  });

  it('waits on the cart and payment pages, re-checking every 5 s', async () => {
    window.history.replaceState(null, '', '/cart');
    renderPrompt();
    await advance(12_000);
    expect(screen.queryByTestId('interesting-prompt')).toBeNull();
    window.history.replaceState(null, '', '/sale');
    await advance(3000); // the re-check at 15 s
    await advance(0);
    expect(await screen.findByTestId('interesting-prompt')).toBeInTheDocument();
    expect(localStorage.getItem(INTERESTING_KEY)).toBe(`1 ${NOW + 15_000 + TTL}`);
  });

  it('does not suggest the product the shopper is looking at', async () => {
    renderPrompt('/product/kukla-1');
    await advance(5000);
    await advance(0);
    await screen.findByTestId('interesting-prompt');
    expect(screen.queryByRole('link', { name: /Кукла 1/ })).toBeNull();
    expect(screen.getByRole('link', { name: /Кукла 3/ })).toBeInTheDocument();
  });

  it.each([
    ['there is nothing to suggest (no product in stock)', { status: 200, body: { products: [product(2, false)] } }],
    ['the suggestions cannot be loaded', { status: 404, body: { error: 'Не найдено' } }],
  ])('stores nothing when %s, so it comes back next time', async (_why, answer) => {
    answerPopular(answer);
    renderPrompt();
    await advance(5000);
    await advance(0);
    await advance(0);
    expect(popularCalls()).toBe(1);
    expect(screen.queryByTestId('interesting-prompt')).toBeNull();
    expect(localStorage.getItem(INTERESTING_KEY)).toBeNull();
  });
});

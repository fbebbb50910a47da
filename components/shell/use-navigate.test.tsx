import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { AppRouterContext, type AppRouterInstance } from 'next/dist/shared/lib/app-router-context.shared-runtime';
import { PathnameContext, SearchParamsContext } from 'next/dist/shared/lib/hooks-client-context.shared-runtime';
import { NavigationEffects } from '@/components/layout/navigation-effects';
import { NavigationRefusedError } from '@/lib/shell/navigation';
import { LOADING_THROTTLE_MS } from '@/lib/shell/loading-bar';
import { progress } from './progress';
import { useNavigate } from './use-navigate';

// The loading bar's wiring (throttle 200 ms): useNavigate starts it (through components/shell/progress.ts),
// the route change seen by NavigationEffects finishes it. nprogress draws #nprogress into the body.

const router = {
  push: jest.fn<(href: string) => void>(),
  replace: jest.fn<(href: string) => void>(),
  refresh: jest.fn(),
  back: jest.fn(),
  forward: jest.fn(),
  prefetch: jest.fn(),
} as unknown as AppRouterInstance & { push: jest.Mock; replace: jest.Mock };

let lastResult: unknown;
const scrollTo = jest.fn();

function Harness({ to, options }: { to: string; options?: { external?: boolean; replace?: boolean } }) {
  const navigate = useNavigate();
  return (
    <button
      type="button"
      onClick={() => {
        try {
          lastResult = navigate(to, options);
        } catch (error) {
          lastResult = error;
        }
      }}
    >
      go
    </button>
  );
}

function App({ pathname, to, options }: { pathname: string; to: string; options?: { replace?: boolean } }) {
  return (
    <AppRouterContext.Provider value={router}>
      <PathnameContext.Provider value={pathname}>
        <SearchParamsContext.Provider value={new URLSearchParams()}>
          <Harness to={to} options={options} />
          <NavigationEffects />
        </SearchParamsContext.Provider>
      </PathnameContext.Provider>
    </AppRouterContext.Provider>
  );
}

const bar = () => document.getElementById('nprogress');
const advance = (ms: number) => act(() => jest.advanceTimersByTime(ms));

beforeEach(() => {
  jest.useFakeTimers();
  window.history.replaceState(null, '', '/about');
  router.push.mockReset();
  router.replace.mockReset();
  lastResult = undefined;
  scrollTo.mockReset();
  window.scrollTo = scrollTo as unknown as typeof window.scrollTo; // not implemented in jsdom
  delete (window as { __shopNavTarget?: unknown }).__shopNavTarget;
});

afterEach(() => {
  act(() => {
    progress.finish();
    jest.runOnlyPendingTimers();
  });
  jest.useRealTimers();
});

describe('useNavigate and the loading bar', () => {
  it('navigates in-app through the router, records the target, and shows the bar only after 200 ms', () => {
    const { rerender } = render(<App pathname="/about" to="/sale?sort=new" />);
    fireEvent.click(screen.getByRole('button', { name: 'go' }));

    expect(router.push).toHaveBeenCalledWith('/sale?sort=new');
    expect(lastResult).toMatchObject({ kind: 'app' });
    expect((window as { __shopNavTarget?: { url: string } }).__shopNavTarget?.url).toBe(
      'http://localhost/sale?sort=new',
    );

    advance(LOADING_THROTTLE_MS - 1);
    expect(bar()).toBeNull();
    advance(1);
    expect(bar()).not.toBeNull();

    // The new route renders: the bar completes and goes away.
    window.history.replaceState(null, '', '/sale?sort=new');
    rerender(<App pathname="/sale" to="/sale?sort=new" />);
    advance(2000);
    expect(bar()).toBeNull();
    expect(scrollTo).toHaveBeenCalledWith({ top: 0 });
  });

  it('a navigation that ends within 200 ms never shows the bar', () => {
    const { rerender } = render(<App pathname="/about" to="/sale" />);
    fireEvent.click(screen.getByRole('button', { name: 'go' }));
    advance(150);
    rerender(<App pathname="/sale" to="/sale" />);
    advance(2000);
    expect(bar()).toBeNull();
  });

  it('replace uses router.replace', () => {
    render(<App pathname="/about" to="/cabinet/profile" options={{ replace: true }} />);
    fireEvent.click(screen.getByRole('button', { name: 'go' }));
    expect(router.replace).toHaveBeenCalledWith('/cabinet/profile');
    expect(router.push).not.toHaveBeenCalled();
  });

  it('a hash on the same page has no bar', () => {
    render(<App pathname="/about" to="#faq" />);
    fireEvent.click(screen.getByRole('button', { name: 'go' }));
    expect(router.push).toHaveBeenCalledWith('/about#faq');
    advance(1000);
    expect(bar()).toBeNull();
  });

  it('refuses external addresses without the flag and disallowed protocols: no router call, no bar', () => {
    for (const to of ['https://pay.example/checkout', 'javascript:alert(1)']) {
      render(<App pathname="/about" to={to} options={{}} />);
      fireEvent.click(screen.getAllByRole('button', { name: 'go' }).at(-1)!);
      expect(lastResult).toBeInstanceOf(NavigationRefusedError);
    }
    expect(router.push).not.toHaveBeenCalled();
    advance(1000);
    expect(bar()).toBeNull();
  });
});

import { beforeEach, describe, expect, it, jest } from '@jest/globals';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Provider as JotaiProvider } from 'jotai';
import { AppRouterContext, type AppRouterInstance } from 'next/dist/shared/lib/app-router-context.shared-runtime';
import { PathnameContext, SearchParamsContext } from 'next/dist/shared/lib/hooks-client-context.shared-runtime';
import { SWRConfig } from 'swr';
import { ProfileMenu } from './profile-menu';

const router = {
  push: jest.fn(),
  replace: jest.fn(),
  refresh: jest.fn(),
  back: jest.fn(),
  forward: jest.fn(),
  prefetch: jest.fn(),
};
const fetchMock = jest.fn<(url: string) => Promise<unknown>>();

function renderMenu() {
  return render(
    <JotaiProvider>
      <SWRConfig value={{ provider: () => new Map(), shouldRetryOnError: false }}>
        <AppRouterContext.Provider value={router as unknown as AppRouterInstance}>
          <PathnameContext.Provider value="/about">
            <SearchParamsContext.Provider value={new URLSearchParams()}>
              <ProfileMenu />
            </SearchParamsContext.Provider>
          </PathnameContext.Provider>
        </AppRouterContext.Provider>
      </SWRConfig>
    </JotaiProvider>,
  );
}

beforeEach(() => {
  fetchMock.mockReset();
  globalThis.fetch = fetchMock as unknown as typeof fetch;
});

describe('ProfileMenu when /api/user-info fails', () => {
  it('treats the shopper as a guest: the icon opens the login modal', async () => {
    fetchMock.mockImplementation(async () => ({ ok: false, status: 500, json: async () => ({ error: 'Сбой' }) }));
    renderMenu();
    const button = screen.getByTestId('profile-button');
    expect(button).toHaveAttribute('data-state', 'loading');
    await waitFor(() => expect(button).toHaveAttribute('data-state', 'guest'));
    // The fetcher's one retry of a GET, and no more from SWR.
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(button).toHaveAccessibleName('Войти');
    fireEvent.click(button);
    expect(await screen.findByRole('dialog', { name: 'Вход' })).toBeInTheDocument();
  });

  it('on a network failure as well', async () => {
    fetchMock.mockImplementation(async () => {
      throw new TypeError('Failed to fetch');
    });
    renderMenu();
    await waitFor(() => expect(screen.getByTestId('profile-button')).toHaveAttribute('data-state', 'guest'));
  });
});

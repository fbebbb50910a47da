import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { act, render } from '@testing-library/react';
import useSWR, { SWRConfig } from 'swr';
import { swrFetcher } from '@/lib/api/fetcher';
import { SwrProvider } from './swr-provider';

const fetchMock = jest.fn<(url: string, init?: RequestInit) => Promise<unknown>>();

function Reader() {
  useSWR('/api/main/cat', swrFetcher);
  return null;
}

/** The reader under the shop's SWR settings, with a cache of its own. */
function renderReader() {
  render(
    <SwrProvider>
      <SWRConfig value={{ provider: () => new Map() }}>
        <Reader />
      </SWRConfig>
    </SwrProvider>,
  );
}

beforeEach(() => {
  jest.useFakeTimers();
  fetchMock.mockReset();
  fetchMock.mockImplementation(async () => ({ ok: false, status: 503, json: async () => null }));
  globalThis.fetch = fetchMock as unknown as typeof fetch;
});
afterEach(() => {
  jest.useRealTimers();
});

describe('SwrProvider', () => {
  it("leaves retrying to the fetcher: one retry of a failed GET, none from SWR's error retry", async () => {
    renderReader();
    await act(() => jest.advanceTimersByTimeAsync(0));
    expect(fetchMock).toHaveBeenCalledTimes(2); // the first attempt and the fetcher's one retry
    await act(() => jest.advanceTimersByTimeAsync(120_000)); // SWR's own retry would have fired by now
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('starts a request one task after the commit that mounted its hook, not inside it', async () => {
    renderReader();
    // render() has committed and run the layout effect in which SWR asks for the data.
    expect(fetchMock).not.toHaveBeenCalled();
    await act(() => jest.advanceTimersByTimeAsync(0));
    expect(fetchMock).toHaveBeenCalledWith(expect.stringContaining('/api/main/cat'), expect.anything());
  });
});

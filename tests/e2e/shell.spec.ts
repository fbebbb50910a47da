// The application shell (issue 5): new-version reloads, chunk failures, prefetch policy, the old-site banner and the
// timed 'interesting' prompt, in a real browser against the production build.
import type { Page, Request } from '@playwright/test';
import { expect, test } from './fixtures';

const TTL_MS = 259_200_000;

/** Opens a page and waits until it has hydrated (the header's badge has asked for the user info). */
async function gotoHydrated(page: Page, path: string) {
  const startup = page.waitForRequest((r) => new URL(r.url()).pathname === '/api/user-info');
  await page.goto(path);
  await startup;
}

/** Marks the running document; a full page load loses the mark, an in-app navigation keeps it. */
const markDocument = (page: Page) => page.evaluate(() => Object.assign(window, { __sameDocument: true }));
const sameDocument = (page: Page) =>
  page.evaluate(() => (window as { __sameDocument?: boolean }).__sameDocument === true);

const documentRequests = (page: Page) => {
  const urls: string[] = [];
  page.on('request', (r) => r.resourceType() === 'document' && r.frame() === page.mainFrame() && urls.push(r.url()));
  return urls;
};

const isPrefetch = (r: Request) => {
  const headers = r.headers();
  return Boolean(headers['next-router-prefetch'] || headers['next-router-segment-prefetch']);
};

/** Network Information API as a slow or data-saving phone reports it. */
const fakeConnection = (page: Page, connection: { effectiveType: string; saveData?: boolean }) =>
  page.addInitScript((value) => {
    Object.defineProperty(navigator, 'connection', {
      configurable: true,
      value: Object.assign(new EventTarget(), { saveData: false, ...value }),
    });
  }, connection);

/** A click on the logo goes home client-side: the same document, no second document request. */
async function expectLogoClickInApp(page: Page, documents: unknown[]) {
  await markDocument(page);
  await page.getByTestId('logo').click();
  await expect(page).toHaveURL('/');
  await expect(page.getByTestId('logo')).toBeVisible();
  expect(await sameDocument(page)).toBe(true);
  expect(documents).toHaveLength(1);
}

test.describe('new-version detection', () => {
  test('without a new build, a link navigates in-app', async ({ page }) => {
    const documents = documentRequests(page);
    await gotoHydrated(page, '/about');
    await expectLogoClickInApp(page, documents);
  });

  test('the marker is polled every 60 s with a timestamp query; a new build id makes the next navigation a full load', async ({
    page,
  }) => {
    await page.clock.install();
    const polls: string[] = [];
    await page.route('**/api/build/latest?*', async (route) => {
      polls.push(route.request().url());
      await route.fulfill({
        json: { id: 'a-newer-build', timestamp: Date.now() },
        headers: { 'cache-control': 'no-store' },
      });
    });
    const documents = documentRequests(page);
    await gotoHydrated(page, '/about');
    expect(polls).toHaveLength(0);

    const polled = page.waitForRequest('**/api/build/latest?*');
    await page.clock.fastForward(60_000);
    expect(new URL((await polled).url()).searchParams.get('t')).toMatch(/^\d{13}$/);

    await markDocument(page);
    const fullLoad = page.waitForRequest((r) => r.resourceType() === 'document' && new URL(r.url()).pathname === '/');
    await page.getByTestId('logo').click();
    await fullLoad;
    await expect(page).toHaveURL('/');
    await expect(page.getByTestId('logo')).toBeVisible();
    expect(await sameDocument(page)).toBe(false);
    expect(documents).toHaveLength(2);
  });

  test('the marker is checked when the tab regains focus', async ({ page }) => {
    await page.route('**/api/build/latest?*', (route) =>
      route.fulfill({ json: { id: 'another-build', timestamp: 1 } }),
    );
    await gotoHydrated(page, '/delivery');
    const polled = page.waitForRequest('**/api/build/latest?*');
    await page.evaluate(() => window.dispatchEvent(new Event('focus')));
    await polled;
    await markDocument(page);
    const fullLoad = page.waitForRequest((r) => r.resourceType() === 'document' && new URL(r.url()).pathname === '/');
    await page.getByTestId('logo').click();
    await fullLoad;
    await expect(page.getByTestId('logo')).toBeVisible();
    expect(await sameDocument(page)).toBe(false);
  });

  test('with the real, unchanged marker, a focus-triggered poll leaves links in-app', async ({ page }) => {
    const documents = documentRequests(page);
    const meta = page.waitForRequest('**/api/build/meta/**'); // names the build this page runs
    await gotoHydrated(page, '/delivery');
    const runningId = decodeURIComponent(new URL((await meta).url()).pathname.split('/').pop()!);

    const polled = page.waitForResponse('**/api/build/latest?*'); // no page.route(): the server's own marker
    await page.evaluate(() => window.dispatchEvent(new Event('focus')));
    const marker = await polled;
    expect(marker.status()).toBe(200);
    expect((await marker.json()).id).toBe(runningId);
    await page.waitForTimeout(300); // the watcher has read the reply

    await expectLogoClickInApp(page, documents);
  });

  test('the running build serves its marker and its route rules', async ({ request }) => {
    const marker = await request.get(`/api/build/latest?t=${Date.now()}`);
    expect(marker.headers()['cache-control']).toContain('no-store');
    const { id, timestamp } = await marker.json();
    expect(typeof id).toBe('string');
    expect(timestamp).toBeGreaterThan(0);
    const meta = await request.get(`/api/build/meta/${id}`);
    expect(meta.status()).toBe(200);
    expect((await meta.json()).routeRules['/cart']).toEqual({ prefetch: false });
    expect((await request.get('/api/build/meta/not-this-build')).status()).toBe(404);
  });
});

test.describe('chunk-load failure', () => {
  test('a failing page chunk reloads once, and a second failure within 10 s shows the error page', async ({ page }) => {
    await fakeConnection(page, { effectiveType: '4g', saveData: true }); // no prefetching: the chunk loads on click
    await gotoHydrated(page, '/about');
    const loaded = new Set(
      await page.evaluate(() =>
        performance
          .getEntriesByType('resource')
          .map((entry) => entry.name)
          .filter((name) => name.includes('/_next/static/')),
      ),
    );
    // The chunks of any page not seen yet are gone, as after a deploy.
    const aborted: string[] = [];
    await page.route('**/_next/static/**', (route) => {
      const url = route.request().url();
      if (loaded.has(url)) return route.continue();
      aborted.push(url);
      return route.abort();
    });
    const documents = documentRequests(page);
    const link = page.getByTestId('improve-link');
    const target = new URL((await link.getAttribute('href'))!, page.url()).pathname;
    await link.click();

    await expect(page.getByTestId('error-screen')).toBeVisible();
    await expect(page.getByTestId('error-screen')).toContainText('Не удалось загрузить страницу');
    expect(aborted.length).toBeGreaterThan(0);
    // Exactly one reload, into the page that was asked for; then no more.
    expect(documents).toHaveLength(1);
    expect(new URL(documents[0]).pathname).toBe(target);
    await page.waitForTimeout(2000);
    expect(documents).toHaveLength(1);
  });
});

test.describe('prefetch policy', () => {
  const scrollThrough = async (page: Page) => {
    for (let y = 0; y < 6; y++) {
      await page.mouse.wheel(0, 800);
      await page.waitForTimeout(150);
    }
  };

  for (const connection of [
    { effectiveType: 'slow-2g' },
    { effectiveType: '2g' },
    { effectiveType: '4g', saveData: true },
  ]) {
    test(`no prefetch requests on ${connection.effectiveType}${connection.saveData ? ' with data saver' : ''}`, async ({
      page,
    }) => {
      await fakeConnection(page, connection);
      const prefetches: string[] = [];
      page.on('request', (r) => isPrefetch(r) && prefetches.push(r.url()));
      await gotoHydrated(page, '/');
      await page.waitForResponse('**/api/build/meta/**'); // from here on links would prefetch
      await scrollThrough(page);
      await page.waitForTimeout(1500);
      expect(prefetches).toEqual([]);
    });
  }

  test('on a fast connection visible links prefetch after the build meta (1 s after load), at most 4 waiting at once', async ({
    page,
  }) => {
    await fakeConnection(page, { effectiveType: '4g' });
    const waiting = new Set<Request>(); // sent, no response yet
    let maxWaiting = 0;
    const prefetched: string[] = [];
    page.on('request', (r) => {
      if (!isPrefetch(r)) return;
      prefetched.push(new URL(r.url()).pathname);
      waiting.add(r);
      maxWaiting = Math.max(maxWaiting, waiting.size);
    });
    page.on('response', (response) => waiting.delete(response.request()));
    page.on('requestfailed', (r) => waiting.delete(r));

    await gotoHydrated(page, '/');
    await page.waitForResponse('**/api/build/meta/**');
    await scrollThrough(page);
    await expect.poll(() => prefetched.length).toBeGreaterThan(0);
    // Timings as the page saw them: the build meta is asked for 1 s after the load event, prefetching starts after it.
    const timing = await page.evaluate(() => {
      const load = (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).loadEventStart;
      const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
      const meta = resources.find((entry) => entry.name.includes('/api/build/meta/'))!;
      const prefetches = resources.filter((entry) => entry.initiatorType === 'fetch' && entry.name.includes('_rsc='));
      return {
        load,
        metaStart: meta.startTime,
        metaEnd: meta.responseEnd,
        firstPrefetch: Math.min(...prefetches.map((e) => e.startTime)),
      };
    });
    expect(timing.metaStart - timing.load).toBeGreaterThanOrEqual(1000);
    expect(timing.firstPrefetch).toBeGreaterThanOrEqual(timing.metaEnd);
    expect(maxWaiting).toBeLessThanOrEqual(4);
    // Personal pages are never prefetched (route rules).
    expect(prefetched.filter((path) => ['/cart', '/wishlist', '/improve'].includes(path))).toEqual([]);
  });
});

test.describe('old-site banner', () => {
  test('stays dismissed after a reload, without flashing back', async ({ page, context }) => {
    await page.goto('/');
    const banner = page.getByTestId('old-site-banner');
    await expect(banner).toBeVisible();
    await banner.getByRole('button', { name: 'Скрыть' }).click();
    await expect(banner).toBeHidden();
    const cookie = (await context.cookies()).find((c) => c.name === 'old_banner_closed');
    expect(cookie).toMatchObject({ value: '1', path: '/' });
    expect(cookie!.expires).toBeGreaterThan(Date.now() / 1000 + 300 * 24 * 3600);

    await page.reload({ waitUntil: 'commit' });
    await page.waitForSelector('[data-testid="old-site-banner"]', { state: 'attached' });
    // Hidden by the pre-paint script, before any of the app's JavaScript ran.
    expect(await page.evaluate(() => document.documentElement.hasAttribute('data-banner-closed'))).toBe(true);
    await expect(banner).toBeHidden();
    await page.goto('/about');
    await expect(page.getByTestId('old-site-banner')).toBeHidden();
  });
});

test.describe("'interesting' prompt", () => {
  test.use({ quietInteresting: false }); // the prompt itself is under test
  test('appears 5 s after start, stores 1 {expiry} and stays away for 3 days', async ({ page }) => {
    const installed = new Date('2026-03-02T10:00:00+03:00').getTime();
    await page.clock.install({ time: installed });
    await gotoHydrated(page, '/about');
    const prompt = page.getByTestId('interesting-prompt');

    // The installed clock also runs on its own, and the prompt's timer starts when the page mounts it, somewhere
    // after the install: taking the clock to 4 s after the install keeps it under 5 s after the start, however long
    // the page took to load and hydrate on this machine.
    const elapsed = await page.evaluate(() => Date.now()).then((now) => now - installed);
    expect(elapsed, 'the page took the whole 4 s to load and hydrate').toBeLessThan(4000);
    await page.clock.runFor(4000 - elapsed);
    await page.waitForTimeout(300);
    await expect(prompt).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem('interesting'))).toBeNull();

    await page.clock.runFor(1000);
    await expect(prompt).toBeVisible();
    await expect(prompt.getByRole('heading')).toHaveText('Вам может быть интересно');
    await expect(prompt.getByRole('link').first()).toBeVisible();
    // Stored once the panel shows suggestions (not before it knows it has some).
    await expect.poll(() => page.evaluate(() => localStorage.getItem('interesting'))).not.toBeNull();
    const [stored, now] = await page.evaluate(() => [localStorage.getItem('interesting'), Date.now()] as const);
    const [flag, expiry] = stored!.split(' ');
    expect(flag).toBe('1');
    expect(Number(expiry) - now).toBeGreaterThan(TTL_MS - 5000);
    expect(Number(expiry) - now).toBeLessThanOrEqual(TTL_MS);

    await prompt.getByRole('button', { name: 'Закрыть' }).click();
    await expect(prompt).toHaveCount(0);

    // Within 3 days: not again.
    await page.clock.setSystemTime(Number(expiry) - 60_000);
    await gotoHydrated(page, '/delivery');
    await page.clock.runFor(10_000);
    await page.waitForTimeout(300);
    await expect(prompt).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem('interesting'))).toBe(stored);

    // Once expired: again, with a new expiry.
    await page.clock.setSystemTime(Number(expiry) + 1000);
    await gotoHydrated(page, '/contacts');
    await page.clock.runFor(5000);
    await expect(prompt).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('interesting'))).not.toBe(stored);
  });

  test('a stored value that is not 1 counts as missing', { tag: '@mobile' }, async ({ page }) => {
    await page.clock.install();
    await page.addInitScript(() => localStorage.setItem('interesting', `0 ${Date.now() + 1e10}`));
    await gotoHydrated(page, '/about');
    await page.clock.runFor(5000);
    await expect(page.getByTestId('interesting-prompt')).toBeVisible();
  });
});

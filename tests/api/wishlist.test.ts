// The wishlist over HTTP: guests and users, the merge into the account at login and registration, owners,
// bad input (docs/PRODUCT.md#wishlist: add-to-favorite, delete-from-favorite, favorite).
import { describe, expect, it } from '@jest/globals';
import { api, apiClient } from '../support/api';
import { expectFailure, PASSWORD, registeredShopper, someProductIds, uniqueEmail } from './accounts-support';

describe('wishlist of a guest', () => {
  it('is empty without creating anything for a first-time visitor', async () => {
    const res = await api('/api/favorite');
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ success: true, pids: [], products: [] });
    expect(res.headers.getSetCookie()).toEqual([]);
    expect(res.headers.get('cache-control')).toMatch(/no-store/);
  });

  it('adds (creating the guest cookie), lists newest first with product cards, ignores repeats and removes', async () => {
    const [a, b] = await someProductIds(2);
    const guest = apiClient();
    const added = await guest.api('/api/add-to-favorite', { method: 'POST', json: { pid: a } });
    expect(added.status).toBe(200);
    expect(guest.cookie('guest')).toMatch(/^[0-9a-f-]{36}$/);
    expect(added.json.pids).toEqual([a]);

    await guest.api('/api/add-to-favorite', { method: 'POST', json: { pid: String(b) } }); // digits as a string are accepted
    const again = await guest.api('/api/add-to-favorite', { method: 'POST', json: { pid: a } });
    expect(again.status).toBe(200);

    const list = await guest.api('/api/favorite');
    expect(list.json.pids).toEqual(expect.arrayContaining([a, b]));
    expect(list.json.pids).toHaveLength(2);
    expect(list.json.products.map((p: { id: number }) => p.id)).toEqual(list.json.pids);
    expect(list.json.products[0]).toEqual(
      expect.objectContaining({
        id: expect.any(Number),
        alias: expect.stringMatching(/\.html$/),
        name: expect.any(String),
        price: expect.any(Number),
      }),
    );

    const removed = await guest.api('/api/delete-from-favorite', { method: 'DELETE', json: { pid: a } });
    expect(removed.status).toBe(200);
    expect(removed.json.pids).toEqual([b]);
    // Removing what is not there is harmless.
    expect((await guest.api('/api/delete-from-favorite', { method: 'DELETE', json: { pid: a } })).json.pids).toEqual([
      b,
    ]);
  });

  it('answers 4xx JSON for bad input', async () => {
    expectFailure(await api('/api/add-to-favorite', { method: 'POST', json: {} }), 400);
    expectFailure(await api('/api/add-to-favorite', { method: 'POST', json: { pid: 'abc' } }), 400);
    expectFailure(await api('/api/add-to-favorite', { method: 'POST', json: { pid: -1 } }), 400);
    expectFailure(await api('/api/add-to-favorite', { method: 'POST', json: { pid: 1.5 } }), 400);
    expectFailure(await api('/api/add-to-favorite', { method: 'POST', json: { pid: 99_999_999_999 } }), 400);
    const unknown = await api('/api/add-to-favorite', { method: 'POST', json: { pid: 2_000_000_000 } });
    expectFailure(unknown, 404);
    expect(unknown.json.error).toBe('Товар не найден');
    expectFailure(
      await api('/api/delete-from-favorite', {
        method: 'DELETE',
        headers: { 'content-type': 'application/json' },
        body: '{"pid":',
      }),
      400,
    );
  });
});

describe('wishlist and accounts', () => {
  it('a guest’s wishlist moves into the account at registration', async () => {
    const [a, b] = await someProductIds(2);
    const client = apiClient();
    await client.api('/api/add-to-favorite', { method: 'POST', json: { pid: a } });
    await client.api('/api/add-to-favorite', { method: 'POST', json: { pid: b } });
    const email = uniqueEmail('merge-reg');
    expect(
      (await client.api('/api/registration', { method: 'POST', json: { email, password: PASSWORD } })).status,
    ).toBe(200);
    const mine = await client.api('/api/favorite');
    expect([...mine.json.pids].sort()).toEqual([a, b].sort());

    // It belongs to the account now: another browser signing in sees it, the guest cookie alone does not.
    const elsewhere = apiClient();
    await elsewhere.api('/api/login', { method: 'POST', json: { login: email, password: PASSWORD } });
    expect([...(await elsewhere.api('/api/favorite')).json.pids].sort()).toEqual([a, b].sort());
    const guestOnly = await api('/api/favorite', { headers: { cookie: `guest=${client.cookie('guest')}` } });
    expect(guestOnly.json.pids).toEqual([]);
  });

  it('a guest’s wishlist merges with the account’s at login, each product once', async () => {
    const [a, b, c] = await someProductIds(3);
    const user = await registeredShopper('merge-login');
    await user.api('/api/add-to-favorite', { method: 'POST', json: { pid: a } });
    await user.api('/api/add-to-favorite', { method: 'POST', json: { pid: b } });
    await user.api('/api/logout', { method: 'POST' });
    expect((await user.api('/api/favorite')).json.pids).toEqual([]); // signed out: the guest's own (empty) list

    await user.api('/api/add-to-favorite', { method: 'POST', json: { pid: b } });
    await user.api('/api/add-to-favorite', { method: 'POST', json: { pid: c } });
    expect(
      (await user.api('/api/login', { method: 'POST', json: { login: user.email, password: PASSWORD } })).status,
    ).toBe(200);
    const merged = await user.api('/api/favorite');
    expect([...merged.json.pids].sort()).toEqual([a, b, c].sort());
  });

  it('one user cannot see or change another’s wishlist', async () => {
    const [a, b] = await someProductIds(2);
    const alice = await registeredShopper('fav-a');
    const bob = await registeredShopper('fav-b');
    await alice.api('/api/add-to-favorite', { method: 'POST', json: { pid: a } });
    await bob.api('/api/add-to-favorite', { method: 'POST', json: { pid: b } });
    expect((await bob.api('/api/favorite')).json.pids).toEqual([b]);
    await bob.api('/api/delete-from-favorite', { method: 'DELETE', json: { pid: a } });
    expect((await alice.api('/api/favorite')).json.pids).toEqual([a]);
  });

  it('votes of a signed-in user belong to the account: a repeat from another browser replaces it', async () => {
    const [, , pid] = await someProductIds(3);
    const user = await registeredShopper('voter');
    const first = await user.api('/api/vote', { method: 'POST', json: { pid, rating: 5 } });
    expect(first.status).toBe(200);
    const elsewhere = apiClient();
    await elsewhere.api('/api/login', { method: 'POST', json: { login: user.email, password: PASSWORD } });
    const second = await elsewhere.api('/api/vote', { method: 'POST', json: { pid, rating: 1 } });
    expect(second.status).toBe(200);
    expect(second.json.votes).toBe(first.json.votes); // replaced, not added
  });
});

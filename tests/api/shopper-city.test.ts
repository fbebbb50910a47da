// The shopper's city in a signed-in shopper's profile (issue 14, docs/adr/0076-profile-city.md): PUT /api/user-city
// keeps a city the delivery data knows (as that data spells it) and refuses others and guests; /api/user-info answers
// it for a device that has none; signing in (registration, login) on a device with a chosen city fills a profile that
// has none and leaves one that has a city alone.
import { beforeAll, describe, expect, it } from '@jest/globals';
import { api, apiClient, type ApiClient } from '../support/api';
import { PASSWORD, registeredShopper } from './accounts-support';

let cities: string[];
/** Two cities the delivery data knows. */
let first: string;
let second: string;

const saveCity = (client: ApiClient, body: unknown) => client.api('/api/user-city', { method: 'PUT', json: body });
const infoCity = async (client: ApiClient) => {
  const res = await client.api('/api/user-info');
  expect(res.status).toBe(200);
  return res.json.city as string | null;
};
const profileCity = async (client: ApiClient) => (await client.api('/api/user-personal')).json.user.city as string;
/** A browser where the city was chosen: the chooser's cookie, written as the browser sends it. */
const deviceWithCity = (city: string) => {
  const client = apiClient();
  client.setCookie('city', encodeURIComponent(city));
  return client;
};

beforeAll(async () => {
  const res = await api('/api/delivery/cities');
  expect(res.status).toBe(200);
  cities = res.json.cities.map((c: { city: string }) => c.city);
  expect(cities.length).toBeGreaterThan(1);
  [first, second] = cities.filter((c) => c !== 'Москва');
});

describe('PUT /api/user-city', () => {
  it('a guest cannot save a city, and user-info names none for a guest', async () => {
    const guest = apiClient();
    const res = await saveCity(guest, { city: first });
    expect(res.status).toBe(401);
    expect(res.json.success).toBe(false);
    expect(await infoCity(guest)).toBeNull();
  });

  it('keeps a known city in the profile as the delivery data spells it; user-info answers it on another device', async () => {
    const shopper = await registeredShopper('city');
    expect(await infoCity(shopper)).toBeNull();
    const res = await saveCity(shopper, { city: `  ${first.toLocaleLowerCase('ru')} ` });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ success: true, city: first });
    expect(await profileCity(shopper)).toBe(first);
    expect(await infoCity(shopper)).toBe(first);
    // The user-info fields the header already read stay as they were.
    const info = (await shopper.api('/api/user-info')).json;
    expect(info).toEqual({ is_guest: 0, cart_count: 0, city_phone: expect.any(String), city: first });

    // Another device of the same shopper (the session only, no city cookie) learns it from user-info.
    const elsewhere = apiClient();
    const login = await elsewhere.api('/api/login', {
      method: 'POST',
      json: { login: shopper.email, password: PASSWORD },
    });
    expect(login.status).toBe(200);
    expect(await infoCity(elsewhere)).toBe(first);

    // A later choice replaces it.
    expect((await saveCity(elsewhere, { city: second })).status).toBe(200);
    expect(await infoCity(shopper)).toBe(second);
  });

  it('refuses a city the delivery data does not know, and bad input, with 400 and the field named', async () => {
    const shopper = await registeredShopper('city-bad');
    expect((await saveCity(shopper, { city: first })).status).toBe(200);
    for (const body of [{ city: 'Урюпинск-на-Луне' }, { city: '' }, { city: 42 }, {}, { city: 'x'.repeat(101) }]) {
      const res = await saveCity(shopper, body);
      expect(res.status).toBe(400);
      expect(res.json.success).toBe(false);
      expect(res.json.errors?.city).toEqual(expect.any(String));
    }
    expect(await profileCity(shopper)).toBe(first);
  });

  it('a city typed in the cabinet that no delivery goes to is kept there but not offered to the header', async () => {
    const shopper = await registeredShopper('city-typed');
    const res = await shopper.api('/api/user-personal-update', { method: 'PUT', json: { city: 'Урюпинск' } });
    expect(res.status).toBe(200);
    expect(await profileCity(shopper)).toBe('Урюпинск');
    expect(await infoCity(shopper)).toBeNull();
  });
});

describe('signing in on a device where a city was chosen', () => {
  it('registration fills the new profile with it', async () => {
    const shopper = await registeredShopper('city-reg', deviceWithCity(first));
    expect(await profileCity(shopper)).toBe(first);
    expect(await infoCity(shopper)).toBe(first);
  });

  it('login fills a profile with no city, and leaves a profile city alone', async () => {
    const shopper = await registeredShopper('city-login');
    expect(await profileCity(shopper)).toBe('');
    const device = deviceWithCity(second);
    const login = () =>
      device.api('/api/login', { method: 'POST', json: { login: shopper.email, password: PASSWORD } });
    expect((await login()).status).toBe(200);
    expect(await profileCity(shopper)).toBe(second);

    // The profile has a city now: a device with another one does not overwrite it.
    const other = deviceWithCity(first);
    const again = await other.api('/api/login', { method: 'POST', json: { login: shopper.email, password: PASSWORD } });
    expect(again.status).toBe(200);
    expect(await profileCity(shopper)).toBe(second);
  });

  it('a cookie naming no known city changes nothing', async () => {
    const shopper = await registeredShopper('city-junk', deviceWithCity('Атлантида'));
    expect(await profileCity(shopper)).toBe('');
    expect(await infoCity(shopper)).toBeNull();
  });
});

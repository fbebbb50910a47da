'use client';
// The shopper's city on the client: read from its cookie after the page starts (never in the cached HTML, like
// the cart badge), chosen in the header's chooser, read by the delivery promises and the checkout. A signed-in
// shopper's choice is also kept in the profile, and a device with no city takes the profile's
// (docs/adr/0076-profile-city.md).
import { getCookie, setCookie } from 'cookies-next/client';
import { atom, useAtomValue, useSetAtom } from 'jotai';
import { useEffect } from 'react';
import useSWR, { mutate } from 'swr';
import type { ProfileCityResponse } from '@/lib/api/accounts';
import type { DeliveryCitiesResponse } from '@/lib/api/delivery';
import type { CityPromise } from '@/lib/api/delivery-promise';
import { api, swrFetcher } from '@/lib/api/fetcher';
import { CITY_COOKIE, ONE_YEAR_S, SHARED_COOKIE_OPTIONS } from '@/lib/config/cookies';
import { USER_INFO_KEY, useUserInfo } from './use-user-info';

/**
 * The city offered when the shopper has chosen none. The shop guesses from nothing personal (no geo-IP database
 * is at hand offline, docs/adr/0066-city-guess.md): Moscow, the largest share of orders, asked to be confirmed once.
 */
export const DEFAULT_CITY = 'Москва';

/** undefined: the cookie not read yet (server render, first paint); null: never chosen. */
const cityAtom = atom<string | null | undefined>(undefined);
/** The chooser dialog is open (the header and the phone menu open it). */
export const cityChooserOpenAtom = atom(false);

const readCookie = (): string | null => {
  const value = getCookie(CITY_COOKIE);
  return typeof value === 'string' && value.trim() ? value.trim().slice(0, 100) : null;
};

/** The chosen city (undefined until read, null when never chosen). Reads the cookie once per page start. */
export function useShopperCity(): string | null | undefined {
  const city = useAtomValue(cityAtom);
  const setCity = useSetAtom(cityAtom);
  useEffect(() => {
    if (city === undefined) setCity(readCookie());
  }, [city, setCity]);
  return city;
}

/** Remembers a city on this device for a year and tells every island showing it. */
function useRememberCity(): (city: string) => void {
  const setCity = useSetAtom(cityAtom);
  return (city: string) => {
    setCookie(CITY_COOKIE, city, { ...SHARED_COOKIE_OPTIONS, maxAge: ONE_YEAR_S });
    setCity(city);
  };
}

/** The shopper's choice: remembered on this device and, signed in, kept in the profile for their other devices. */
export function useChooseCity(): (city: string) => void {
  const remember = useRememberCity();
  const { data: info } = useUserInfo();
  return (city: string) => {
    remember(city);
    if (info?.is_guest !== 0) return;
    // The cookie already holds the choice on this device: a failed save only means another device asks again.
    api<ProfileCityResponse>('/api/user-city', { method: 'PUT', body: { city } })
      .then(() => mutate(USER_INFO_KEY))
      .catch(() => undefined);
  };
}

/**
 * On a device with no city chosen, a signed-in shopper's profile city (from /api/user-info, never from the cached
 * HTML) is taken as the choice, so they are not asked again. True once it is known whether to ask.
 */
export function useProfileCityForNewDevice(city: string | null | undefined): boolean {
  const remember = useRememberCity();
  const { data: info, error } = useUserInfo();
  const profileCity = info?.city ?? null;
  useEffect(() => {
    if (city === null && profileCity) remember(profileCity);
  }, [city, profileCity, remember]);
  return city === null && (info !== undefined || error !== undefined) && !profileCity;
}

/** The city the promises are about: the chosen one, else the default guess (null before the cookie is read). */
export function usePromiseCity(): string | null {
  const city = useShopperCity();
  return city === undefined ? null : (city ?? DEFAULT_CITY);
}

/** The city's delivery promise: one request per page and city, shared by every card (SWR dedupes the key). */
export function useCityPromise(city: string | null) {
  return useSWR<CityPromise>(city ? `/api/delivery/promise?${new URLSearchParams({ city })}` : null, swrFetcher, {
    revalidateOnFocus: false,
    shouldRetryOnError: false,
  });
}

/** The cities the chooser offers (asked when it opens). */
export function useDeliveryCities(wanted: boolean) {
  return useSWR<DeliveryCitiesResponse>(wanted ? '/api/delivery/cities' : null, swrFetcher, {
    revalidateOnFocus: false,
  });
}

import { profileCityRequest, type ProfileCityResponse } from '@/lib/api/accounts';
import { getDb } from '@/lib/db/client';
import { saveProfileCity } from '@/lib/server/accounts/profile-city';
import { requireUser } from '@/lib/server/auth/current-user';
import { endpoint } from '@/lib/server/http/endpoint';
import { readJson } from '@/lib/server/http/parse';
import { json } from '@/lib/server/http/respond';

/**
 * PUT: the city chosen in the header's chooser, kept in the signed-in shopper's profile (a guest's stays in the
 * cookie only). The session is checked before the body is read: a guest gets 401 whatever it sent.
 */
export const PUT = endpoint({}, async ({ request }) => {
  const me = await requireUser();
  const { city } = await readJson(request, profileCityRequest);
  return json<ProfileCityResponse>({ success: true, city: await saveProfileCity(await getDb(), me.id, city) });
});

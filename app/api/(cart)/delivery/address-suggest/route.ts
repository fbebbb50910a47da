import { addressSuggestQuery, type AddressSuggestResponse } from '@/lib/api/delivery';
import { getDb } from '@/lib/db/client';
import { endpoint } from '@/lib/server/http/endpoint';
import { json } from '@/lib/server/http/respond';
import { LIMITS } from '@/lib/server/rate-limit';
import { suggestAddress } from '@/lib/server/shipping/address-suggest';

export const dynamic = 'force-dynamic';

/** GET ?q=&city=: courier address suggestions (DaData, else the shop's city list), each split into parts. */
export const GET = endpoint(
  { query: addressSuggestQuery, rateLimit: LIMITS.addressSuggest, cache: 'addressSuggestions' },
  async ({ query: { q, city } }) => json<AddressSuggestResponse>(await suggestAddress(await getDb(), q, city)),
);

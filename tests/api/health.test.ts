import { describe, expect, it } from '@jest/globals';
import { api, testDb } from '../support/api';

describe('GET /api/health', () => {
  it('answers 200 with the database the server runs on', async () => {
    const res = await api('/api/health');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('application/json');
    expect(res.json).toEqual(expect.objectContaining({ ok: true, database: testDb() }));
  });
});

// Jest globalTeardown of the API projects: stops the server, drops the PostgreSQL test database and the template.
import fs from 'node:fs';
import { SERVER_FILE, STATE_KEY, type ApiRunState } from './api-global-setup';

export default async function globalTeardown(): Promise<void> {
  const state = (globalThis as Record<string, unknown>)[STATE_KEY] as ApiRunState | undefined;
  if (!state) return;
  try {
    await state.server?.stop();
  } finally {
    fs.rmSync(SERVER_FILE, { force: true });
    if (state.database) {
      await state.database.drop();
      console.log(`[api] PostgreSQL: dropped database ${state.database.name}`);
    }
    await state.template?.remove();
  }
}

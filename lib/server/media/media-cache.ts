// Renders pictures on first request and keeps them under MEDIA_DIR; later requests read the file.
import fs from 'node:fs/promises';
import path from 'node:path';
import { serverEnv } from '@/lib/server/env';
import type { MediaFile, MediaSource } from './media-source';

// Concurrent first requests for one picture render it once.
const inFlight = new Map<string, Promise<Buffer>>();

export async function loadMedia<Item extends MediaFile>(source: MediaSource<Item>, item: Item): Promise<Buffer> {
  const file = path.join(serverEnv().MEDIA_DIR, source.version, item.dir, item.file);
  try {
    return await fs.readFile(file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  let pending = inFlight.get(file);
  if (!pending) {
    pending = renderToFile(source, item, file).finally(() => inFlight.delete(file));
    inFlight.set(file, pending);
  }
  return pending;
}

async function renderToFile<Item extends MediaFile>(
  source: MediaSource<Item>,
  item: Item,
  file: string,
): Promise<Buffer> {
  const bytes = await source.render(item);
  await fs.mkdir(path.dirname(file), { recursive: true });
  // Write then rename: another process reading the cache never sees half a file.
  const tmp = `${file}.${process.pid}.${Date.now()}.tmp`;
  await fs.writeFile(tmp, bytes);
  await fs.rename(tmp, file);
  return bytes;
}

// Pictures under /media/: those staff upload (/media/u/{hash}.webp|svg, from the database, lib/server/media/uploads.ts)
// and the demo's drawn toys (/media/p/{kind}-{palette}-{variant}.webp, /media/c/{slug}.svg) from the media source
// registered at start (see lib/server/media).
import { NextResponse } from 'next/server';
import { cacheControl } from '@/lib/cache/policy';
import { loadMedia } from '@/lib/server/media/media-cache';
import { mediaSource } from '@/lib/server/media/media-source';
import { findUpload, UPLOADS_DIR } from '@/lib/server/media/uploads';
import { getDb } from '@/lib/db/client';

const NOT_FOUND = { success: false, error: 'Изображение не найдено' } as const;

function picture(body: Buffer, contentType: string): Response {
  const headers: Record<string, string> = {
    'Content-Type': contentType,
    'Content-Length': String(body.length),
    // A name always means the same picture.
    'Cache-Control': cacheControl('media'),
    'X-Content-Type-Options': 'nosniff',
  };
  // An SVG opened directly must not run anything.
  if (contentType === 'image/svg+xml')
    headers['Content-Security-Policy'] = "default-src 'none'; style-src 'unsafe-inline'; sandbox";
  return new Response(new Uint8Array(body), { headers });
}

export async function GET(_request: Request, { params }: { params: Promise<{ path: string[] }> }) {
  const path = (await params).path;
  if (path.length === 2 && path[0] === UPLOADS_DIR) {
    const upload = await findUpload(await getDb(), path[1]);
    return upload ? picture(upload.bytes, upload.contentType) : NextResponse.json(NOT_FOUND, { status: 404 });
  }
  const source = mediaSource();
  const item = source?.find(path);
  if (!source || !item) return NextResponse.json(NOT_FOUND, { status: 404 });
  try {
    return picture(await loadMedia(source, item), item.contentType);
  } catch (error) {
    console.error('[media] render failed', item.dir, item.file, error);
    return NextResponse.json({ success: false, error: 'Не удалось подготовить изображение' }, { status: 500 });
  }
}

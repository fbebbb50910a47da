// Pictures under /media/ (the demo's drawn toys: /media/p/{kind}-{palette}-{variant}.webp, /media/c/{slug}.svg),
// from the media source registered at start (see lib/server/media).
import { NextResponse } from 'next/server';
import { cacheControl } from '@/lib/cache/policy';
import { loadMedia } from '@/lib/server/media/media-cache';
import { mediaSource } from '@/lib/server/media/media-source';

const NOT_FOUND = { success: false, error: 'Изображение не найдено' } as const;

export async function GET(_request: Request, { params }: { params: Promise<{ path: string[] }> }) {
  const source = mediaSource();
  const item = source?.find((await params).path);
  if (!source || !item) return NextResponse.json(NOT_FOUND, { status: 404 });
  try {
    const body = await loadMedia(source, item);
    const headers: Record<string, string> = {
      'Content-Type': item.contentType,
      'Content-Length': String(body.length),
      // A name always means the same picture.
      'Cache-Control': cacheControl('media'),
      'X-Content-Type-Options': 'nosniff',
    };
    // An SVG opened directly must not run anything.
    if (item.contentType === 'image/svg+xml')
      headers['Content-Security-Policy'] = "default-src 'none'; style-src 'unsafe-inline'; sandbox";
    return new Response(new Uint8Array(body), { headers });
  } catch (error) {
    console.error('[media] render failed', item.dir, item.file, error);
    return NextResponse.json({ success: false, error: 'Не удалось подготовить изображение' }, { status: 500 });
  }
}

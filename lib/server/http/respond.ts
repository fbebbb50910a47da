import { NextResponse } from 'next/server';
import type { ApiFailure } from '@/lib/api/envelope';
import { HttpError } from './errors';

export function json<T>(data: T, init?: ResponseInit): NextResponse<T> {
  return NextResponse.json(data, init);
}

export function failure(status: number, error: string, errors?: Record<string, string>): NextResponse<ApiFailure> {
  return NextResponse.json(failureBody(error, errors), { status });
}

/** The body of a refusal: route handlers and the shop server's fast routes (fast-route.ts) send the same. */
export function failureBody(error: string, errors?: Record<string, string>): ApiFailure {
  return { success: false, error, ...(errors ? { errors } : {}) };
}

type Handler<C> = (request: Request, context: C) => Promise<Response>;

/**
 * Wraps a route handler: expected refusals (HttpError) become 4xx JSON, anything else a logged 500
 * with a generic Russian message and no stack trace.
 */
export function route<C = unknown>(handler: Handler<C>): Handler<C> {
  return async (request, context) => {
    try {
      return await handler(request, context);
    } catch (error) {
      if (error instanceof HttpError) return failure(error.status, error.message, error.errors);
      console.error(`[api] ${request.method} ${new URL(request.url).pathname}`, error);
      return failure(500, 'Внутренняя ошибка сервера. Попробуйте ещё раз.');
    }
  };
}

/** An expected refusal: becomes `{success:false, error}` with this status. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errors?: Record<string, string>,
  ) {
    super(message);
  }
}

export const notFound = (message = 'Не найдено') => new HttpError(404, message);
export const badRequest = (message: string, errors?: Record<string, string>) => new HttpError(400, message, errors);

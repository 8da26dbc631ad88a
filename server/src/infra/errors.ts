/** Typed errors the services throw; one handler maps them to a status and `{ error, code }`. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly code: string,
    readonly headers: Record<string, string> = {},
    /** Fields the answer carries besides `error` and `code` (a 403 challenge.required's `challenge`). */
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const badRequest = (message: string, code = 'request.invalid') => new HttpError(400, message, code);
export const notFound = (message = 'Not found', code = 'not_found') => new HttpError(404, message, code);

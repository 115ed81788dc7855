import { HttpResponse } from 'msw';
import type { components } from '../../src/api/generated/common.ts';

export type ErrorCode = components['schemas']['ErrorCode'];
export type ErrorItem = components['schemas']['ErrorItem'];

/** An error envelope answer (the contract's envelope: `{ code, message?, errors: [{ code, message?, details? }] }`). */
export function errorResponse(
  status: number,
  code: ErrorCode,
  options: { message?: string; details?: ErrorItem['details']; errors?: ErrorItem[] } = {},
): HttpResponse<components['schemas']['ErrorEnvelope']> {
  const errors = options.errors ?? [
    {
      code,
      ...(options.message ? { message: options.message } : {}),
      ...(options.details ? { details: options.details } : {}),
    },
  ];
  return HttpResponse.json(
    { code, ...(options.message ? { message: options.message } : {}), errors },
    { status },
  );
}

/**
 * Ends a handler early with an error envelope. msw turns a thrown Response into the answer, so a
 * handler can call this from any depth.
 */
export function fail(
  status: number,
  code: ErrorCode,
  options?: { message?: string; details?: ErrorItem['details']; errors?: ErrorItem[] },
): never {
  throw errorResponse(status, code, options);
}

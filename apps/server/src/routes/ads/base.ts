import { ZErrorResponse } from '@newsroom/contract';
import type { FastifyRequest } from 'fastify';

export const ADS = '/api/admin/ads';
export const TAGS = ['ads'];

export const actorOf = (request: FastifyRequest) => request.currentUser?.id ?? null;

/** Error answers of the area's admin calls, by status. */
export const errorsOf = (...statuses: number[]) =>
  Object.fromEntries([401, 403, ...statuses].map((status) => [status, ZErrorResponse]));

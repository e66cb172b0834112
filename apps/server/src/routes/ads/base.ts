import type { FastifyRequest } from 'fastify';

export const actorOf = (request: FastifyRequest) => request.currentUser?.id ?? null;

import type { FastifyRequest } from 'fastify';

/** Whose task a request's work is, for a pool's turns: the person, or the address of a guest. */
export function taskOwner(request: FastifyRequest, userId: string | null | undefined): string {
  return userId ? `user:${userId}` : `ip:${request.ip}`;
}

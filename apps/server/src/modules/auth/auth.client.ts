import type { FastifyRequest } from 'fastify';

/** Who is on the other end of a request, as recorded on sessions and audit rows. */
export interface ClientInfo {
  ip: string;
  userAgent: string | undefined;
}

export const clientOf = (request: FastifyRequest): ClientInfo => ({
  ip: request.ip,
  userAgent: request.headers['user-agent'],
});

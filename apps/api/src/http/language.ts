import { pickLanguage, translateMessage, type Language, type MessageKey } from '@dental/contracts';
import type { FastifyRequest } from 'fastify';
import type { MessageParams } from './errors';

/** The request's language, from its Accept-Language header (fr by default, en, ar). */
export function languageOf(request: FastifyRequest): Language {
  const header = request.headers['accept-language'];
  return pickLanguage(Array.isArray(header) ? header[0] : header);
}

export function translate(request: FastifyRequest, key: MessageKey, params?: MessageParams): string {
  return translateMessage(key, languageOf(request), params);
}

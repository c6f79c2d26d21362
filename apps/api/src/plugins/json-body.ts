import { errorCodes, type FastifyRequest } from 'fastify';
import { globalPlugin } from './global';

/**
 * Deepest nesting of arrays and objects a JSON body may have. The deepest payload of the API (a
 * patient's `contact` or `assurance`, a registry entry's `canary`) is 2 levels deep; 32 leaves room
 * and keeps every recursive walk of a body (validation, length checks) far from the stack limit.
 */
export const MAX_JSON_DEPTH = 32;

export interface JsonBodyOptions {
  /** Deepest nesting accepted (default MAX_JSON_DEPTH). */
  maxDepth?: number;
}

const OPEN_OBJECT = 0x7b; // {
const CLOSE_OBJECT = 0x7d; // }
const OPEN_ARRAY = 0x5b; // [
const CLOSE_ARRAY = 0x5d; // ]
const QUOTE = 0x22; // "
const BACKSLASH = 0x5c; // \

/**
 * Whether a JSON text nests arrays or objects deeper than `maxDepth`, read in one pass without
 * parsing (brackets inside strings do not count). Malformed texts are left to the parser.
 */
export function jsonDeeperThan(text: string, maxDepth: number): boolean {
  // Each level takes at least two characters: a shorter text cannot be too deep.
  if (text.length <= 2 * maxDepth) return false;
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i += 1) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === BACKSLASH) i += 1;
      else if (c === QUOTE) inString = false;
    } else if (c === QUOTE) {
      inString = true;
    } else if (c === OPEN_OBJECT || c === OPEN_ARRAY) {
      depth += 1;
      if (depth > maxDepth) return true;
    } else if (c === CLOSE_OBJECT || c === CLOSE_ARRAY) {
      depth -= 1;
    }
  }
  return false;
}

const BLANK = /^\s*$/;

/**
 * The one JSON body parser of the whole application, in place of Fastify's:
 * - an empty (or blank) body is no body (`request.body` undefined), since clients that always
 *   send `content-type: application/json` send it on DELETE and on bodiless POST/PUT too; a
 *   route that needs a body then answers its usual 300 validation messages;
 * - a body nested deeper than `maxDepth` is refused up front with Fastify's invalid-body error
 *   (400 common.invalidBody), before anything walks it;
 * - everything else goes to Fastify's own parser, which keeps the prototype-poisoning protection
 *   (`__proto__` and `constructor.prototype` keys are refused with the same 400).
 * The size limit stays the server's `bodyLimit` (413 common.bodyTooLarge), checked while reading.
 * Registered on the root instance before any route, so every route inherits it.
 */
export const jsonBodyPlugin = globalPlugin<JsonBodyOptions>('json-body', async (app, options) => {
  const maxDepth = options.maxDepth ?? MAX_JSON_DEPTH;
  const fastifyJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request: FastifyRequest, body: string | Buffer, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (BLANK.test(text)) {
      done(null, undefined);
      return;
    }
    if (jsonDeeperThan(text, maxDepth)) {
      done(new errorCodes.FST_ERR_CTP_INVALID_JSON_BODY(), undefined);
      return;
    }
    fastifyJson(request, text, done);
  });
});

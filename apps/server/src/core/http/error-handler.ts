import { type Lang, pickLang, t, translate } from '@portal/contracts';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from './errors.ts';
import { RequestValidationError } from './routes.ts';

type Body = { message: string; errors?: Record<string, string[]> };

function translateFields(lang: Lang, fields: Record<string, string[]>): Record<string, string[]> {
  const out: Record<string, string[]> = Object.create(null);
  for (const [field, messages] of Object.entries(fields))
    out[field] = messages.map((m) => translate(lang, m));
  return out;
}

type DriverError = { code?: string; constraint?: string; table?: string; cause?: unknown };

/**
 * The PostgreSQL error behind a failure: drizzle wraps the driver's error (`DrizzleQueryError`,
 * carrying the SQL text) and keeps it as `cause`.
 */
function driverError(err: unknown): DriverError | null {
  for (let e = err, depth = 0; e && typeof e === 'object' && depth < 5; depth++) {
    const code = (e as DriverError).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return e as DriverError;
    e = (e as DriverError).cause;
  }
  return null;
}

/** PostgreSQL errors that bad input can cause, as client errors; never the driver's text. */
function fromDatabase(error: unknown): AppError | null {
  const err = driverError(error);
  if (!err) return null;
  switch (err.code) {
    case '23505':
      return new AppError(422, 'errors.form', {}, { [constraintField(err)]: ['validation.unique'] });
    case '23503':
      return new AppError(422, 'errors.form', {}, { [constraintField(err)]: ['validation.exists'] });
    // PostgreSQL 18 refuses deleting a row an `ON DELETE RESTRICT` key still references so.
    case '23001':
      return new AppError(409, 'errors.in_use');
    // Text the database cannot store (NUL, invalid UTF-8, `\u0000` in jsonb): the control-character
    // check refuses it at the door; this catches what reaches SQL by another way.
    case '22021':
    case '22P05':
      return new AppError(422, 'errors.form', {}, { _: ['validation.control_characters'] });
    case '22P02':
    case '22003':
    case '22007':
    case '22008':
    case '22001':
    case '23502':
    case '23514':
      return new AppError(422, 'errors.form', {}, { _: ['validation.invalid'] });
    case '40001':
    case '40P01':
      return new AppError(409, 'errors.server');
    default:
      return null;
  }
}

/**
 * The form field a violated constraint stands for, from its name: the table's name and `_` come off
 * the front, the kind off the end (`warranty_reasons_name_unique` → `name`, PostgreSQL's own
 * `devices_code_key` → `code`; a foreign key as drizzle names it,
 * `devices_producer_id_producers_id_fk`, → `producer_id`). A unique over several columns is named
 * after the one a person fills in (`device_models_name_unique` over the producer and the name), so
 * the form shows the error there; a name that fits no field puts it on the whole form (`_`).
 */
export function constraintField(err: { constraint?: string; table?: string }): string {
  const { constraint = '', table = '' } = err;
  const rest = table && constraint.startsWith(`${table}_`) ? constraint.slice(table.length + 1) : '';
  const m = /^(.+)_(?:unique|key|fkey)$/.exec(rest) ?? /^(.+?_id)_.+_fk$/.exec(rest);
  return m ? m[1] : '_';
}

const FASTIFY_CODES: Record<string, [number, string]> = {
  FST_ERR_CTP_INVALID_JSON_BODY: [400, 'errors.malformed_json'],
  FST_ERR_CTP_EMPTY_JSON_BODY: [400, 'errors.malformed_json'],
  FST_ERR_CTP_BODY_TOO_LARGE: [413, 'errors.payload_too_large'],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [415, 'errors.unsupported_media_type'],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: [400, 'errors.malformed_json'],
  FST_ERR_REQ_FILE_TOO_LARGE: [413, 'errors.payload_too_large'],
  FST_PARTS_LIMIT: [413, 'errors.payload_too_large'],
  FST_FILES_LIMIT: [413, 'errors.payload_too_large'],
  FST_FIELDS_LIMIT: [413, 'errors.payload_too_large'],
  FST_INVALID_MULTIPART_CONTENT_TYPE: [415, 'errors.unsupported_media_type'],
};

/**
 * Multipart bodies the parser could not read (missing, wrong or unterminated boundary, a body
 * cut short): busboy raises plain errors without a code, told apart by their fixed texts.
 */
const MULTIPART_MALFORMED =
  /^(?:Multipart: Boundary not found|Boundary required|Unexpected end of (?:multipart data|form)|(?:Part|Preamble) terminated early|Malformed part header)/;

function fromMultipart(error: FastifyError, req: FastifyRequest): AppError | null {
  if (
    ['FST_MP_PREMATURE_CLOSE', 'FST_PROTO_VIOLATION', 'FST_INVALID_JSON_FIELD_ERROR'].includes(error.code) ||
    (req.isMultipart?.() && !error.code && MULTIPART_MALFORMED.test(error.message ?? ''))
  ) {
    return new AppError(400, 'errors.malformed_multipart');
  }
  return null;
}

export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler(
    (error: FastifyError & { constraint?: string }, req: FastifyRequest, reply: FastifyReply) => {
      const lang = pickLang(req.headers['accept-language']);
      let status = 500;
      let body: Body;
      if (error instanceof RequestValidationError) {
        status = 422;
        body = { message: t(lang, 'errors.form'), errors: translateFields(lang, error.fieldErrors) };
      } else {
        const appError =
          error instanceof AppError
            ? error
            : (fromDatabase(error) ??
              fromMultipart(error, req) ??
              (FASTIFY_CODES[error.code] ? new AppError(...FASTIFY_CODES[error.code]) : null));
        if (appError) {
          status = appError.status;
          body = { message: t(lang, appError.key, appError.params) };
          if (appError.fieldErrors) body.errors = translateFields(lang, appError.fieldErrors);
          for (const [h, v] of Object.entries(appError.headers)) reply.header(h, v);
        } else if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
          status = error.statusCode;
          body = { message: t(lang, status === 404 ? 'errors.route_not_found' : 'errors.malformed_json') };
        } else {
          req.log.error({ err: error }, 'unhandled error');
          body = { message: t(lang, 'errors.server') };
        }
      }
      reply.code(status).header('cache-control', 'no-store').send(body);
    },
  );

  app.setNotFoundHandler((req, reply) => {
    const lang = pickLang(req.headers['accept-language']);
    reply.code(404).send({ message: t(lang, 'errors.route_not_found') });
  });
}

import { z } from 'zod';
import { msg } from './message-format.ts';

type Issue = z.core.$ZodRawIssue;

/**
 * Built-in zod issues become catalogue keys (DESIGN §4 "Messages are keys with parameters").
 * Installed once on the shared zod instance when contracts are imported.
 */
export function issueToMessage(issue: Issue): string {
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined || issue.input === null || issue.input === ''
        ? msg('validation.required')
        : issue.expected === 'number'
          ? msg('validation.numeric')
          : msg('validation.invalid_type');
    case 'too_small': {
      const limit = Number(issue.minimum);
      if (issue.origin === 'string')
        return limit <= 1 ? msg('validation.required') : msg('validation.min_length', { limit });
      if (issue.origin === 'array' || issue.origin === 'set') return msg('validation.min_items', { limit });
      return msg('validation.min_value', { limit });
    }
    case 'too_big': {
      const limit = Number(issue.maximum);
      if (issue.origin === 'string') return msg('validation.max_length', { limit });
      if (issue.origin === 'array' || issue.origin === 'set') return msg('validation.max_items', { limit });
      return msg('validation.max_value', { limit });
    }
    case 'invalid_format':
      switch (issue.format) {
        case 'email':
          return msg('validation.email');
        case 'url':
          return msg('validation.url');
        case 'ipv4':
        case 'ipv6':
          return msg('validation.ip');
        case 'mac':
          return msg('validation.mac');
        default:
          return msg('validation.regex');
      }
    case 'invalid_value':
      return msg('validation.one_of');
    case 'unrecognized_keys':
      return msg('validation.unknown_parameter');
    case 'not_multiple_of':
      return msg('validation.integer');
    default:
      return msg('validation.invalid');
  }
}

z.config({ customError: issueToMessage });

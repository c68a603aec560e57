import { z } from 'zod';
import { route } from './define.ts';

/** `{"api.<name>": {uri, methods}}`: the web client's route table (DESIGN §4). */
export const routeTableSchema = z.record(
  z.string(),
  z.object({ uri: z.string(), methods: z.array(z.string()) }),
);

const permissionSchema = z.object({
  key: z.string(),
  area: z.string(),
  zone: z.enum(['cms', 'partner-zone', 'public']),
  label: z.string(),
  resource: z.string(),
  action: z.string(),
});

export const systemApi = {
  'core.routes.index': route({ response: routeTableSchema }),
  'core.permissions.index': route({ response: z.object({ results: z.array(permissionSchema) }) }),
};

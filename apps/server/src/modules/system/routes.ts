import { CATALOGUE } from '@portal/contracts';
import { defineRoute, routeTable } from '../../core/http/routes.ts';

export const systemRoutes = [
  defineRoute('core.routes.index', {
    summary: 'Named route table used by the web client',
    handler: async ({ req }) => routeTable(req.server.routeRegistry),
  }),
  defineRoute('core.permissions.index', {
    summary: 'The permission catalogue, for the roles screen',
    handler: async ({ lang }) => ({
      results: CATALOGUE.map((e) => ({
        key: e.key,
        area: e.area,
        zone: e.zone,
        label: e.label[lang],
        resource: e.resourceLabel[lang],
        action: e.actionLabel[lang],
      })),
    }),
  }),
];

declare module 'fastify' {
  interface FastifyInstance {
    routeRegistry: import('../../core/http/routes.ts').ResolvedRoute[];
  }
}

import { QueryClientProvider } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { queryClient } from '../lib/query.ts';

/**
 * A route's component under the app's query client. The provider sits on the routes, not above
 * the router, so the login screen's first paint does not wait for React Query; nested providers
 * of the one client are harmless.
 */
export function withQueries(Component: ComponentType): ComponentType {
  return function WithQueries() {
    return (
      <QueryClientProvider client={queryClient}>
        <Component />
      </QueryClientProvider>
    );
  };
}

import type { Brand } from '@portal/contracts';
import { createContext, useContext } from 'react';
import { apiCall } from './api.ts';

export async function fetchDefaultBrand(): Promise<Brand | null> {
  try {
    return (await apiCall('brand.default.show')).model;
  } catch (err) {
    // The app still works in the default colours; the theme is not worth a blank page.
    console.error(err);
    return null;
  }
}

export const BrandContext = createContext<Brand | null>(null);

export function useBrand(): Brand | null {
  return useContext(BrandContext);
}

import type { SeedStep } from '../../core/seed/runner.ts';
import { BUSINESS_AREAS, COUNTRIES, LANGUAGES, PROVINCES } from './data.ts';
import { businessAreas, countries, languages, provinces } from './tables.ts';

export const dictionarySeeds: SeedStep[] = [
  {
    id: '001-dictionaries',
    async run({ tx }) {
      await tx
        .insert(provinces)
        .values(PROVINCES.map(([code, name]) => ({ code, name })))
        .onConflictDoNothing();
      await tx
        .insert(countries)
        .values(COUNTRIES.map(([code, name, name_en]) => ({ code, name, name_en })))
        .onConflictDoNothing();
      await tx
        .insert(languages)
        .values(LANGUAGES.map(([code, name]) => ({ code, name })))
        .onConflictDoNothing();
      await tx
        .insert(businessAreas)
        .values(BUSINESS_AREAS.map(([slug, name]) => ({ slug, name })))
        .onConflictDoNothing();
    },
  },
];

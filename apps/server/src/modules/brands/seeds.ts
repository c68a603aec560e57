import type { SeedStep } from '../../core/seed/runner.ts';
import { brands } from './tables.ts';

export const brandSeeds: SeedStep[] = [
  {
    id: '001-brands',
    async run({ tx }) {
      await tx
        .insert(brands)
        .values([
          {
            slug: 'termaris',
            name: 'Termaris',
            is_default: true,
            primary_color: '#0b5cab',
            secondary_color: '#f08c00',
          },
          { slug: 'aerotherm', name: 'Aerotherm', primary_color: '#0c8599', secondary_color: '#2b8a3e' },
          { slug: 'polarklima', name: 'PolarKlima', primary_color: '#1864ab', secondary_color: '#e8590c' },
        ])
        .onConflictDoNothing();
    },
  },
];

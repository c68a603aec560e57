import type { Module } from '../module.ts';
import { dictionaryRoutes } from './routes.ts';
import { dictionarySeeds } from './seeds.ts';

export const dictionariesModule: Module = {
  name: 'dictionaries',
  routes: dictionaryRoutes,
  seeds: dictionarySeeds,
};

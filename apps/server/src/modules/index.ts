import { brandsModule } from './brands/module.ts';
import { dictionariesModule } from './dictionaries/module.ts';
import type { Module } from './module.ts';
import { systemModule } from './system/module.ts';

/** Every domain area the app serves, in one list; a new area adds itself here. */
export const allModules: Module[] = [systemModule, dictionariesModule, brandsModule];

import { authModule } from './auth/module.ts';
import { brandsModule } from './brands/module.ts';
import { contractorsModule } from './contractors/module.ts';
import { devicesModule } from './devices/module.ts';
import { dictionariesModule } from './dictionaries/module.ts';
import { documentationModule } from './documentation/module.ts';
import { erpModule } from './erp/module.ts';
import { mediaModule } from './media/module.ts';
import type { Module } from './module.ts';
import { partnersModule } from './partners/module.ts';
import { producersModule } from './producers/module.ts';
import { systemModule } from './system/module.ts';
import { usersModule } from './users/module.ts';

/** Every domain area the app serves, in one list; a new area adds itself here. */
export const allModules: Module[] = [
  systemModule,
  authModule,
  dictionariesModule,
  brandsModule,
  usersModule,
  contractorsModule,
  partnersModule,
  producersModule,
  devicesModule,
  documentationModule,
  mediaModule,
  erpModule,
];

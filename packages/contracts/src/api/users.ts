import {
  companyUserListQuery,
  companyUserRecordSchema,
  companyUserStoreSchema,
  companyUserUpdateSchema,
  listResponse,
  messageResponse,
  modelResponse,
  passwordChangeSchema,
  profileRecordSchema,
  profileUpdateSchema,
  roleListQuery,
  roleRecordSchema,
  roleStoreSchema,
  roleUpdateSchema,
  userListQuery,
  userRecordSchema,
  userStoreSchema,
  userUpdateSchema,
  writeResponse,
} from '../index.ts';
import { byId, crud, route } from './define.ts';

export const usersApi = {
  'partner-zone.user.users.index': route({
    query: companyUserListQuery,
    response: listResponse(companyUserRecordSchema),
  }),
  'partner-zone.user.users.store': route({
    body: companyUserStoreSchema,
    response: writeResponse(companyUserRecordSchema),
  }),
  'partner-zone.user.users.update': route({
    params: byId,
    body: companyUserUpdateSchema,
    response: writeResponse(companyUserRecordSchema),
  }),
  ...crud('user.roles', {
    query: roleListQuery,
    form: roleStoreSchema,
    update: roleUpdateSchema,
    record: roleRecordSchema,
  }),
  ...crud('user.users', {
    query: userListQuery,
    form: userStoreSchema,
    update: userUpdateSchema,
    record: userRecordSchema,
  }),
  'auth.profile.show': route({ uri: '/api/auth/profile', response: modelResponse(profileRecordSchema) }),
  'auth.profile.update': route({
    uri: '/api/auth/profile',
    body: profileUpdateSchema,
    response: writeResponse(profileRecordSchema),
  }),
  'auth.profile.password': route({ body: passwordChangeSchema, response: messageResponse }),
};

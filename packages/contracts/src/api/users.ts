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
import { byId, route } from './define.ts';

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
  'user.roles.index': route({ query: roleListQuery, response: listResponse(roleRecordSchema) }),
  'user.roles.show': route({ params: byId, response: modelResponse(roleRecordSchema) }),
  'user.roles.store': route({ body: roleStoreSchema, response: writeResponse(roleRecordSchema) }),
  'user.roles.update': route({
    params: byId,
    body: roleUpdateSchema,
    response: writeResponse(roleRecordSchema),
  }),
  'user.roles.destroy': route({ params: byId, response: messageResponse }),
  'user.users.index': route({ query: userListQuery, response: listResponse(userRecordSchema) }),
  'user.users.show': route({ params: byId, response: modelResponse(userRecordSchema) }),
  'user.users.store': route({ body: userStoreSchema, response: writeResponse(userRecordSchema) }),
  'user.users.update': route({
    params: byId,
    body: userUpdateSchema,
    response: writeResponse(userRecordSchema),
  }),
  'user.users.destroy': route({ params: byId, response: messageResponse }),
  'auth.profile.show': route({ uri: '/api/auth/profile', response: modelResponse(profileRecordSchema) }),
  'auth.profile.update': route({
    uri: '/api/auth/profile',
    body: profileUpdateSchema,
    response: writeResponse(profileRecordSchema),
  }),
  'auth.profile.password': route({ body: passwordChangeSchema, response: messageResponse }),
};

export {
  http,
  request,
  requestList,
  requestPage,
  call,
  callList,
  callPage,
  sendKeepalive,
  type ArgsOf,
  type CallArgs,
  type Page,
} from './client';
export { fileNameOf, readBlob, readFile, sendBlob, type NamedBlob } from './file-transfer';
export { configureApiClient, currentToken, type ApiClientConfig } from './config';
export { ApiError, NetworkError, NotSignedInError, errorMessages } from './errors';
export { signIn, readClinicSettings } from './anonymous-calls';
export { readRegistryEarly } from './early-registry';
export * from './endpoints';
export { failureMessages } from './failure';
export { dentalApi, routeBaseQuery, routeRequest, listRequest, pageRequest, listTags, writeTags, whenSaved, ENTITY_TAGS, type Answer, type ApiFailure, type EntityTag, type RouteRequest } from './api';
export { listView, problemMessages, type ListView } from './list-view';
export { sessionApi } from './session-endpoints';
export { referenceApi } from './reference-endpoints';
export { skipToken } from '@reduxjs/toolkit/query/react';

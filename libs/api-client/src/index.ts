export {
  http,
  request,
  requestList,
  requestPage,
  call,
  callList,
  callPage,
  sendKeepalive,
  configureApiClient,
  currentToken,
  errorMessages,
  ApiError,
  NotSignedInError,
  type ApiClientConfig,
  type ArgsOf,
  type CallArgs,
  type Page,
} from './client';
export * from './endpoints';
export { failureMessages } from './failure';
export { dentalApi, routeBaseQuery, routeRequest, listRequest, pageRequest, listTags, writeTags, whenSaved, ENTITY_TAGS, type Answer, type ApiFailure, type EntityTag, type RouteRequest } from './api';
export { listView, problemMessages, type ListView } from './list-view';
export { sessionApi } from './session-endpoints';
export { referenceApi } from './reference-endpoints';
export { skipToken } from '@reduxjs/toolkit/query/react';

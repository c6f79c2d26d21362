export { http, request, requestList, requestPage, call, callList, callPage, configureApiClient, errorMessages, ApiError, NotSignedInError, type ApiClientConfig, type CallArgs, type Page } from './client';
export * from './endpoints';
export { failureMessages } from './failure';

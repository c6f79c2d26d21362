export { http, request, requestList, requestPage, configureApiClient, errorMessages, ApiError, NotSignedInError, type ApiClientConfig, type Page } from './client';
export * from './endpoints';
export { failureMessages } from './failure';

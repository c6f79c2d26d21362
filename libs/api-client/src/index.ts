export { http, request, requestList, configureApiClient, errorMessages, ApiError, NotSignedInError, type ApiClientConfig } from './client';
export * from './endpoints';
export { failureMessages } from './failure';

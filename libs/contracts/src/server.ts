// The zod side of the contracts, for the API only ('@dental/contracts/schemas'): the request
// schemas, the answer schemas and the schemas of every call of the route table. The browser
// imports their types only (from '@dental/contracts'), never these values. The API answers in
// every language: loading this file adds every language's messages (the one file of the package
// with a side effect, as its package.json says, so that bundlers keep it).
import { addAllMessages } from './all-messages';

addAllMessages();
export * from './schemas';
export * from './responses';
export * from './route-schemas';
export * from './patient-file-responses';
export * from './patient-file-schemas';
export * from './consumables-responses';
export * from './consumables-schemas';
export * from './laboratory-work-responses';
export * from './laboratory-work-schemas';
export * from './release-responses';
export * from './release-schemas';
export * from './operations-route-schemas';
export * from './recall-route-schemas';
export * from './transfer-schemas';

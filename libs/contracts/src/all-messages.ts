// Every language's messages at once, for a program that may answer in any of them: the API
// (server.ts) and the tests (tools/jest/all-messages.cjs).
import { addMessages } from './messages';
import { MESSAGES_AR } from './messages.ar';
import { MESSAGES_EN } from './messages.en';

export function addAllMessages(): void {
  addMessages('en', MESSAGES_EN);
  addMessages('ar', MESSAGES_AR);
}

import { removeTemplates } from './template-db';

export default async function globalTeardown(): Promise<void> {
  await removeTemplates();
}

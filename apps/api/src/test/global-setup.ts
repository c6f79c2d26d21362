import { createTemplates } from './template-db';

/** Once per jest run, before any worker starts: the migrated templates the test files copy. */
export default async function globalSetup(): Promise<void> {
  await createTemplates();
}

import { createTemplate, TEMPLATE_ENV } from './template-db';

/** Once per jest run, before any worker starts: the migrated template the test files copy. */
export default async function globalSetup(): Promise<void> {
  process.env[TEMPLATE_ENV] = await createTemplate();
}

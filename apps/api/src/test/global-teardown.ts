import { removeTemplate, TEMPLATE_ENV } from './template-db';

export default async function globalTeardown(): Promise<void> {
  const where = process.env[TEMPLATE_ENV];
  if (where) await removeTemplate(where);
}

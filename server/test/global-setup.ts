import { createTemplate, dropTemplate } from './test-database';

/** Migrates this run's template database once; every test file then copies it. Removed at the end. */
export default async function setup() {
  await createTemplate();
  return async () => {
    await dropTemplate();
  };
}

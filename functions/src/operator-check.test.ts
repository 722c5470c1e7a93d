import { afterEach, describe, expect, it } from 'vitest';
import { operator } from './domain/operator.js';
import type { Store } from './domain/repositories.js';
import { emulatorOnlyProject, refuseUnfinishedOperator, runsDemoContent } from './operator-check.js';
import { seedDemoContent } from './seed/seed.js';
import { openEmbeddedStore } from './store/embedded/store.js';

describe('a start under unfinished operator details', () => {
  let store: Store | undefined;
  afterEach(async () => {
    await store?.close();
    store = undefined;
  });

  it('refuses a store without the demo content, saying what to fill in', async () => {
    store = openEmbeddedStore({ file: ':memory:' });
    expect(await runsDemoContent(store)).toBe(false);
    await expect(refuseUnfinishedOperator(store, undefined, {})).rejects.toThrow(/operator\.ts .*\n- They are the demo’s invented operator \(demo: true\)/);
    await expect(refuseUnfinishedOperator(store, ['phone', 'mailProvider.de'], {})).rejects.toThrow('- Still placeholders: phone, mailProvider.de.');
  });

  it('lets an emulator-only Firebase project (demo-…) start, and no real one', () => {
    expect(emulatorOnlyProject({ FIRESTORE_EMULATOR_HOST: '127.0.0.1:8080' })).toBe(true);
    expect(emulatorOnlyProject({ GCLOUD_PROJECT: 'demo-address-x1' })).toBe(true);
    expect(emulatorOnlyProject({ GCLOUD_PROJECT: 'selbstgemacht-prod' })).toBe(false);
    expect(emulatorOnlyProject({})).toBe(false);
  });

  it('serves the demo content with the demo’s operator, and real content with finished details', async () => {
    store = openEmbeddedStore({ file: ':memory:' });
    await expect(refuseUnfinishedOperator(store, [], {})).resolves.toBeUndefined();
    await seedDemoContent(store);
    expect(await runsDemoContent(store)).toBe(true);
    expect(operator.demo).toBe(true);
    await expect(refuseUnfinishedOperator(store, undefined, {})).resolves.toBeUndefined();
  });
});

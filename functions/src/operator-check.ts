// A site that serves its own content must name its real operator: the imprint and the privacy policy are required
// by law, and the demo's invented company or a forgotten „[… eintragen]“ on them would be a false imprint. The
// demo content (seeded by `npm start` into an empty store, or into the emulators' Firestore) brings the invented
// operator along; the sample venue /musterspace is stored by that seed only, so its presence is how a server knows
// it runs the demo (as demo-schedule-keeper.ts knows it). A Firebase project named `demo-…` exists only in the
// emulators (Firebase's own convention), so it never serves real content either.
import { operatorProblems } from './domain/operator.js';
import type { Store } from './domain/repositories.js';
import { musterspaceSpec } from './seed/demo-venues.js';
import { chooseStore } from './store/open.server.js';

/** Whether the store holds the demo content. */
export async function runsDemoContent(store: Store): Promise<boolean> {
  const [sample] = await store.venues.getBySlugs([musterspaceSpec.slug]);
  return sample !== null && sample !== undefined;
}

/** Whether the environment selects an emulator-only Firebase project (`demo-…`). */
export function emulatorOnlyProject(env: NodeJS.ProcessEnv): boolean {
  const choice = chooseStore(env);
  return choice.adapter === 'firebase' && (choice.projectId?.startsWith('demo-') ?? false);
}

/** Throws, with what to fix, when a store without the demo content would be served under unfinished operator details. */
export async function refuseUnfinishedOperator(store: Store, problems = operatorProblems(), env = process.env): Promise<void> {
  if (problems.length === 0 || emulatorOnlyProject(env) || (await runsDemoContent(store))) return;
  const placeholders = problems.filter((problem) => problem !== 'demo');
  throw new Error(
    [
      'The site operator’s details in functions/src/domain/operator.ts are not finished, and this store holds no demo content: refusing to serve real content under them.',
      ...(problems.includes('demo') ? ['- They are the demo’s invented operator (demo: true). Enter your registered details, then set demo to false.'] : []),
      ...(placeholders.length ? [`- Still placeholders: ${placeholders.join(', ')}.`] : []),
      'README.md, „Before going live“, lists what to fill in.',
    ].join('\n'),
  );
}

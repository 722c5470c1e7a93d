// `npm run restore -- BACKUP`: puts a backup of `npm run backup` (its folder, or a bare SQLite file) in place of the
// embedded store the environment selects (STORE_FILE) and its images. Refuses while the site or another command has
// the store open and when the backup fails its checks; what it replaces is kept beside it, never deleted.
import { resolve } from 'node:path';
import { BackupCheckError, restoreEmbeddedStore, StoreInUseError } from './store/embedded/backup.js';
import { chooseStore, mediaFolderOf } from './store/open.server.js';

const backup = process.argv[2]?.trim();
const choice = chooseStore(process.env);
if (!backup) {
  console.error('Usage: npm run restore -- .data/backups/2026-11-28T23-05-00Z (a folder of npm run backup, or a .sqlite file)');
  process.exit(2);
}
if (choice.adapter !== 'embedded') {
  console.error('The configured store is Firestore: it is restored with gcloud firestore import (docs/deploy.md, "Backups").');
  process.exit(2);
}
const storeFile = resolve(choice.file);
try {
  const restored = await restoreEmbeddedStore(resolve(backup), storeFile, mediaFolderOf(storeFile));
  console.log(`Restored ${resolve(backup)} into ${storeFile} (schema version ${restored.version}; the store migrates when it next opens if older).`);
  if (restored.keptDatabase) console.log(`The replaced store is kept as ${restored.keptDatabase}.`);
  if (restored.images === null) console.log('The backup holds no images: media/ was left as it was.');
  else console.log(`Put ${restored.images} ${restored.images === 1 ? 'image file' : 'image files'} in place${restored.keptMedia ? `; the replaced ones are kept in ${restored.keptMedia}` : ''}.`);
} catch (error) {
  const refused = error instanceof BackupCheckError || error instanceof StoreInUseError;
  console.error(`${refused ? 'Nothing was replaced' : 'Restore failed'}: ${(error as Error).message}`);
  process.exitCode = 1;
}

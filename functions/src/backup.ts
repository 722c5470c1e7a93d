// `npm run backup [-- FOLDER]`: copies the embedded store the environment selects (STORE_FILE, as `npm start`
// reads it) and its uploaded images into a new folder, while the site keeps running. Without FOLDER the copy goes to
// backups/<time>/ beside the store's file (.data/backups/2026-11-28T23-05-00Z). `npm run restore` puts one back.
import { dirname, join, resolve } from 'node:path';
import { backupEmbeddedStore, timestampForFileName } from './store/embedded/backup.js';
import { chooseStore, mediaFolderOf } from './store/open.server.js';

const choice = chooseStore(process.env);
if (choice.adapter !== 'embedded') {
  console.error('The configured store is Firestore: it is backed up by scheduled exports (docs/deploy.md, "Backups").');
  process.exit(2);
}
const storeFile = resolve(choice.file);
const target = resolve(process.argv[2]?.trim() || join(dirname(storeFile), 'backups', timestampForFileName(new Date())));
try {
  const started = performance.now();
  const backup = await backupEmbeddedStore(storeFile, mediaFolderOf(storeFile), target);
  console.log(
    `Backed up ${storeFile} (schema version ${backup.version}, ${(backup.bytes / 1024 / 1024).toFixed(1)} MB, ` +
      `${backup.images} ${backup.images === 1 ? 'image file' : 'image files'}) into ${backup.folder} in ${Math.round(performance.now() - started)} ms.`,
  );
  console.log(`Restore it with: npm run restore -- ${backup.folder}`);
} catch (error) {
  console.error(`Backup failed: ${(error as Error).message}`);
  process.exitCode = 1;
}

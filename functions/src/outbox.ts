// `npm run outbox [-- N] [-- someone@example.org]`: prints the newest mails of the outbox (the embedded store's, or
// the Firestore `mail` collection when the environment selects Firebase), so an operator or developer without a mail
// server can follow sign-in and reset links. STORE_FILE picks the file (`npm run dev` uses .data/dev.sqlite). A mail's
// attachments (an invoice's PDF) are listed by name and size; `-- --save` writes them under .data/outbox/<mail id>/.
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { openStoreFromEnv } from './store/open.server.js';

const args = process.argv.slice(2);
const save = args.includes('--save');
const limit = Number(args.find((arg) => /^\d+$/.test(arg)) ?? 10);
const to = args.find((arg) => arg.includes('@'))?.trim().toLowerCase();

const store = await openStoreFromEnv();
try {
  const mails = await store.mail.list(to ? { to } : {}, limit);
  if (mails.length === 0) console.log(`The outbox${to ? ` for ${to}` : ''} is empty.`);
  for (const mail of mails) {
    console.log(`${'='.repeat(72)}\n${mail.createdAt.toISOString()}  ${mail.template}\nTo: ${mail.to}\nSubject: ${mail.message.subject}\n\n${mail.message.text}\n`);
    for (const attachment of mail.attachments ?? []) {
      const bytes = Buffer.from(attachment.content, 'base64');
      let where = '';
      if (save) {
        const folder = path.join('.data', 'outbox', mail.id);
        await mkdir(folder, { recursive: true });
        // The name as the mail gives it, without any folder part.
        const file = path.join(folder, path.basename(attachment.filename));
        await writeFile(file, bytes);
        where = ` -> ${file}`;
      }
      console.log(`Attachment: ${attachment.filename} (${attachment.contentType}, ${Math.ceil(bytes.length / 1024)} KB)${where}`);
    }
  }
} finally {
  await store.close();
}

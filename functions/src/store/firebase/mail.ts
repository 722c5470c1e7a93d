// The mail outbox in Firestore: the `mail` collection the Trigger Email extension sends from, newest first.
import type { DocumentData } from 'firebase-admin/firestore';
import type { MailAttachment, MailRecord } from '../../domain/records.js';
import type { MailRepository } from '../../domain/repositories.js';
import { fromDocument } from './documents.js';
import type { FirebaseKernel } from './kernel.js';

/**
 * A mail as the Trigger Email extension reads it: `to` and `message` at the top. The template's name is kept as
 * `templateName`, because the extension treats a `template` field as a Handlebars template object ({ name, data })
 * and refuses the mail when that is a plain string. Extra `headers` (List-Unsubscribe) are a top-level field too, as the
 * extension reads them. Attachments go inside `message`, where the extension hands them to nodemailer.
 */
export function mailDocument(mail: MailRecord): DocumentData {
  const message = mail.attachments ? { ...mail.message, attachments: mail.attachments } : mail.message;
  return { to: mail.to, message, templateName: mail.template, createdAt: mail.createdAt, ...(mail.headers ? { headers: mail.headers } : {}) };
}

function fromMailDocument(data: DocumentData, id: string): MailRecord {
  const { to, message, templateName, createdAt, headers } = fromDocument<{
    to: string;
    message: MailRecord['message'] & { attachments?: MailAttachment[] };
    templateName: string;
    createdAt: Date;
    headers?: Record<string, string>;
  }>(data);
  const { attachments, ...text } = message;
  return { id, to, message: text, template: templateName, createdAt, ...(headers ? { headers } : {}), ...(attachments ? { attachments } : {}) };
}

export function mailRepository(kernel: FirebaseKernel): MailRepository {
  const { mail } = kernel.collections;
  return {
    list: (filter, limit) =>
      kernel.guard(() => kernel.read((filter.to === undefined ? mail : mail.where('to', '==', filter.to)).orderBy('createdAt', 'desc').limit(limit), fromMailDocument)),
  };
}

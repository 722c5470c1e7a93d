import { describe, expect, it } from 'vitest';
import { composeMail } from './mail.js';

describe('composeMail', () => {
  it('folds line breaks in a title into one subject line', () => {
    const title = 'Drehen\r\nBcc: alle@example.org\n\nan der Scheibe\r';
    const mail = composeMail('eventCancelled', 'anna@example.org', 'de', { name: 'Anna', title, starts: [], timeZone: 'Europe/Vienna', place: 'Tonwerk', link: 'https://example.org/x' } as never, new Date());
    expect(mail.message.subject).toBe('Abgesagt: Drehen Bcc: alle@example.org an der Scheibe');
    expect(mail.message.subject).not.toMatch(/[\r\n]/);
  });
});

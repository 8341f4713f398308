import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { AppContext } from '../src/app.ts';
import { mailDir, type WrittenMail } from '../src/lib/mailer.ts';

/** The mails the file mailer wrote to an address (DATA_DIR/mail/*.json). */
export async function mailsTo(app: AppContext, email: string): Promise<WrittenMail[]> {
  const dir = mailDir(app.config);
  if (!existsSync(dir)) return [];
  const files = (await readdir(dir)).filter((f) => f.endsWith('.json'));
  const mails = await Promise.all(
    files.map(async (f) => JSON.parse(await readFile(path.join(dir, f), 'utf8')) as WrittenMail),
  );
  return mails.filter((m) => m.to === email);
}

/** Mail is sent in the background (an answer must not wait for it): waits for `count` of them. */
export async function waitForMails(app: AppContext, email: string, count = 1): Promise<WrittenMail[]> {
  for (let i = 0; i < 100; i++) {
    const mails = await mailsTo(app, email);
    if (mails.length >= count) return mails;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`no mail to ${email}`);
}

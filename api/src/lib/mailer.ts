import { randomBytes } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { createTransport } from 'nodemailer';
import type { AppContext } from '../app.ts';
import type { Config } from '../config.ts';
import type { Logger } from '../logger.ts';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Extra headers (e.g. List-Unsubscribe). */
  headers?: Record<string, string>;
}

/** What the file mailer writes beside each .eml, for people and tests to read. */
export interface WrittenMail extends MailMessage {
  from: string;
  sentAt: string;
  links: string[];
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

/** Where messages go when no SMTP server is configured. */
export const mailDir = (config: Pick<Config, 'DATA_DIR'>): string => path.join(config.DATA_DIR, 'mail');

const linksIn = (text: string): string[] => text.match(/https?:\/\/\S+/g) ?? [];

/**
 * With SMTP_URL, mail goes out for real. Without it (development, tests, the
 * offline demo) each message is written to DATA_DIR/mail as a .eml (the exact
 * MIME text) and a .json (easy to read, links listed).
 *
 * Logs never carry a message's content: mail holds secrets (reset links are
 * bearer credentials) and personal data. They say that a mail was sent or
 * written, its subject, and where the file is.
 */
export function createMailer(config: Config, logger: Logger): Mailer {
  if (config.SMTP_URL) {
    const transport = createTransport(config.SMTP_URL);
    return {
      async send(message) {
        await transport.sendMail({ from: config.MAIL_FROM, ...message });
        logger.info({ subject: message.subject }, 'mail sent');
      },
    };
  }

  const transport = createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  const dir = mailDir(config);
  return {
    async send(message) {
      const info = await transport.sendMail({ from: config.MAIL_FROM, ...message });
      const sentAt = new Date();
      const base = `${sentAt.toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}`;
      const written: WrittenMail = {
        from: config.MAIL_FROM,
        ...message,
        sentAt: sentAt.toISOString(),
        links: linksIn(message.text),
      };
      await mkdir(dir, { recursive: true });
      await writeFile(path.join(dir, `${base}.eml`), info.message as Buffer);
      // Written beside, then renamed: a reader never sees half a file.
      await writeFile(path.join(dir, `${base}.json.tmp`), JSON.stringify(written, null, 2));
      await rename(path.join(dir, `${base}.json.tmp`), path.join(dir, `${base}.json`));
      logger.info(
        { subject: message.subject, file: path.join(dir, `${base}.eml`) },
        'mail written to file (no SMTP_URL)',
      );
    },
  };
}

// One mailer per app context, made on first use: the context stays as it is
// and a test server's mail lands in its own DATA_DIR.
const mailers = new WeakMap<AppContext, Mailer>();

export function mailerFor(app: AppContext): Mailer {
  let mailer = mailers.get(app);
  if (!mailer) {
    mailer = createMailer(app.config, app.logger);
    mailers.set(app, mailer);
  }
  return mailer;
}

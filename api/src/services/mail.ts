/**
 * Outgoing e-mail (nodemailer): the delivery step of the mail outbox (mail-outbox.ts), which is
 * what the rest of the server uses. With SMTP_URL it sends through that server; without it, each
 * message is written as an .eml file to DATA_DIR/outbox and logged, so a fresh machine needs no
 * mail server and a developer can still open what would have been sent.
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';

export interface MailAttachment {
  filename: string;
  content: Buffer;
  contentType: string;
}

export interface MailMessage {
  to: string;
  /** The Reply-To address, when answers go elsewhere than the sender */
  replyTo?: string;
  subject: string;
  text: string;
  html?: string;
  attachments?: MailAttachment[];
  /** `<…@…>`; the outbox gives each row one, so a resend of it is recognisable */
  messageId?: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  /** Where mail goes, for the start-up log */
  readonly description: string;
  /** The sender address's domain, for Message-IDs */
  readonly domain: string;
}

export interface MailerOptions {
  from: string;
  smtpUrl: string | undefined;
  /** Used when smtpUrl is not set */
  outboxDir: string;
}

/**
 * SMTP waits bounded well below the outbox's claim lease (5 minutes), so a send never outlives
 * its claim (nodemailer's own socket default is 10 minutes).
 */
const SMTP_TIMEOUTS = { connectionTimeout: 30_000, greetingTimeout: 30_000, socketTimeout: 60_000 };

export function createMailer(options: MailerOptions): Mailer {
  const domain = /@([^>\s]+)>?\s*$/.exec(options.from)?.[1] ?? 'localhost';
  if (options.smtpUrl) {
    const transport: Transporter = nodemailer.createTransport({
      url: options.smtpUrl,
      ...SMTP_TIMEOUTS,
    });
    const target = new URL(options.smtpUrl);
    return {
      domain,
      description: `SMTP ${target.hostname}:${target.port || 'default port'}`,
      async send(message) {
        await transport.sendMail({ from: options.from, ...message });
      },
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true });
  return {
    domain,
    description: `files in ${options.outboxDir}`,
    async send(message) {
      const info = await transport.sendMail({ from: options.from, ...message });
      mkdirSync(options.outboxDir, { recursive: true });
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const file = path.join(options.outboxDir, `${stamp}-${randomBytes(4).toString('hex')}.eml`);
      writeFileSync(file, info.message as Buffer, { mode: 0o600 });
      // Local mode only (no SMTP configured): the text is logged so links can be followed.
      console.log(`[mail] to ${message.to}: "${message.subject}" → ${file}\n${message.text}`);
    },
  };
}

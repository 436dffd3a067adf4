/**
 * A real SMTP server on loopback (smtp-server) that keeps what it receives, for tests and local
 * trials: `startSmtpCatcher()` in-process, or `tsx scripts/services/smtp-catcher.ts` to run it
 * with an HTTP view: GET /messages?to=<address> → [{ to, messageId, subject, text, html, date, attachments:
 * [{ filename, contentType, size }] }], oldest first.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { pathToFileURL } from 'node:url';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { createWaiter } from './waiter';

export interface CaughtMail {
  to: string[];
  /** The Reply-To addresses (none when answers go to the sender) */
  replyTo: string[];
  /** The Message-ID header (the outbox fixes one per mail) */
  messageId: string | null;
  subject: string;
  text: string;
  html: string | null;
  date: string;
  attachments: CaughtAttachment[];
}

export interface CaughtAttachment {
  filename: string;
  contentType: string;
  content: Buffer;
}

export interface SmtpCatcher {
  port: number;
  url: string;
  messages(to?: string): CaughtMail[];
  /** Resolves with the first message to `to` that arrives after the call (or is already there
   * beyond `after` messages), failing after `timeoutMs`. */
  waitFor(to: string, options?: { after?: number; timeoutMs?: number }): Promise<CaughtMail>;
  close(): Promise<void>;
}

const addressesOf = (value: unknown): string[] => {
  const list = Array.isArray(value) ? value : value ? [value] : [];
  return list.flatMap((a: { value?: { address?: string }[] }) =>
    (a.value ?? []).map((v) => (v.address ?? '').toLowerCase()),
  );
};

export async function startSmtpCatcher(port = 0): Promise<SmtpCatcher> {
  const inbox: CaughtMail[] = [];
  const arrivals = createWaiter();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          inbox.push({
            to: addressesOf(mail.to),
            replyTo: addressesOf(mail.replyTo),
            messageId: mail.messageId ?? null,
            subject: mail.subject ?? '',
            text: mail.text ?? '',
            html: typeof mail.html === 'string' ? mail.html : null,
            date: (mail.date ?? new Date()).toISOString(),
            attachments: mail.attachments.map((a) => ({
              filename: a.filename ?? '',
              contentType: a.contentType,
              content: a.content,
            })),
          });
          arrivals.notify();
          callback();
        })
        .catch((err: Error) => callback(err));
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const actualPort = (server.server.address() as AddressInfo).port;

  const messages = (to?: string) =>
    to ? inbox.filter((m) => m.to.includes(to.toLowerCase())) : [...inbox];

  return {
    port: actualPort,
    url: `smtp://127.0.0.1:${actualPort}`,
    messages,
    // a bound on the wait, not a measurement: sized for a slow, busy machine
    waitFor: (to, { after = 0, timeoutMs = 10_000 } = {}) =>
      arrivals.until(() => messages(to)[after], timeoutMs, `mail to ${to}`),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The catcher's inbox over HTTP, for browser tests running in another process. */
function serveInbox(catcher: SmtpCatcher, port: number): Promise<Server> {
  const http = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (url.pathname !== '/messages') {
      res.writeHead(404).end();
      return;
    }
    const messages = catcher.messages(url.searchParams.get('to') ?? undefined);
    // attachments by name, type and size: their bytes stay out of the JSON
    const body = JSON.stringify(
      messages.map((m) => ({
        ...m,
        attachments: m.attachments.map(({ filename, contentType, content }) => ({
          filename,
          contentType,
          size: content.length,
        })),
      })),
    );
    res.writeHead(200, { 'Content-Type': 'application/json' }).end(body);
  });
  return new Promise((resolve) => http.listen(port, '127.0.0.1', () => resolve(http)));
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const smtpPort = Number(process.env.SMTP_PORT ?? 2525);
  const httpPort = Number(process.env.SMTP_HTTP_PORT ?? smtpPort + 1);
  const catcher = await startSmtpCatcher(smtpPort);
  await serveInbox(catcher, httpPort);
  console.log(
    `SMTP catcher: ${catcher.url}; messages at http://127.0.0.1:${httpPort}/messages?to=…`,
  );
}

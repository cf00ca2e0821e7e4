import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { Database } from '../db/database';
import { mailOutbox } from '../db/schema';

/** One plain-text message, optionally carrying a calendar invitation. */
interface MailMessage {
  to: string;
  subject: string;
  text: string;
  /**
   * An RFC 5545 invitation sent as the message's `text/calendar; method=…` part (calendar clients
   * offer Accept/Decline) and as `invite.ics`. The outbox keeps the text only.
   */
  icalEvent?: { method: 'REQUEST' | 'CANCEL'; content: string } | undefined;
}

/** Sends mail. Every message is recorded in the `mail_outbox` table first. */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
  close(): void;
}

/**
 * A mailer that records each message in `mail_outbox` and, when `smtpUrl` is set, delivers it over
 * SMTP (marking `sent_at`, or `error` on failure). Without SMTP it logs the message, so a developer
 * can read an OTP from the server log.
 */
export function createMailer(options: {
  db: Database;
  log: FastifyBaseLogger;
  from: string;
  smtpUrl?: string | undefined;
}): Mailer {
  const { db, log, from, smtpUrl } = options;
  const transport = smtpUrl ? nodemailer.createTransport(smtpUrl) : undefined;
  return {
    async send(message) {
      const { icalEvent, ...plain } = message;
      const [row] = await db.insert(mailOutbox).values(plain).returning({ id: mailOutbox.id });
      if (!transport) {
        log.info(
          { mail: { to: message.to, subject: message.subject, text: message.text } },
          'mail queued in outbox (no SMTP_URL)',
        );
        return;
      }
      try {
        await transport.sendMail({
          from,
          ...plain,
          ...(icalEvent
            ? {
                icalEvent: {
                  method: icalEvent.method,
                  content: icalEvent.content,
                  filename: 'invite.ics',
                },
              }
            : {}),
        });
        if (row)
          await db.update(mailOutbox).set({ sentAt: new Date() }).where(eq(mailOutbox.id, row.id));
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        if (row)
          await db.update(mailOutbox).set({ error: reason }).where(eq(mailOutbox.id, row.id));
        log.error({ err: error, to: message.to }, 'SMTP delivery failed; message kept in outbox');
      }
    },
    close() {
      transport?.close();
    },
  };
}

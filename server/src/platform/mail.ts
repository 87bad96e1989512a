import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import { eq } from 'drizzle-orm';
import type { Db } from './db.js';
import { mailOutbox } from './platform.tables.js';

export interface Mailer {
  send(to: string, subject: string, body: string): Promise<void>;
}

/**
 * Every mail is written to the outbox first. With SMTP_URL it is then sent and marked; without,
 * it stays there and goes to the log, where a developer (or a test) reads the code.
 */
export function createMailer(db: Db, log: FastifyBaseLogger, smtpUrl: string | undefined, from: string): Mailer {
  const transport = smtpUrl ? nodemailer.createTransport(smtpUrl) : null;
  return {
    async send(to, subject, body) {
      const [row] = await db.insert(mailOutbox).values({ to, subject, body }).returning({ id: mailOutbox.id });
      if (!transport) {
        log.info({ mailTo: to, subject }, `mail kept in outbox (no SMTP_URL): ${body}`);
        return;
      }
      try {
        await transport.sendMail({ from, to, subject, text: body });
        await db.update(mailOutbox).set({ sentAt: new Date() }).where(eq(mailOutbox.id, row.id));
      } catch (err) {
        await db.update(mailOutbox).set({ error: (err as Error).message }).where(eq(mailOutbox.id, row.id));
        log.error({ err, mailTo: to }, 'mail could not be sent; kept in outbox');
      }
    },
  };
}

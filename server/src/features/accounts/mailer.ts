import fs from 'node:fs';
import path from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
  /** Where mail goes, for the start-up log. */
  readonly where: string;
}

/**
 * Mail through SMTP when SMTP_URL is set; otherwise each message is written to <dataDir>/outbox as an .eml file
 * and logged (its text too, outside production), so that a local user can still finish signing up.
 */
export function createMailer(opts: { smtpUrl: string; from: string; dataDir: string; log: (msg: string) => void; logContents?: boolean }): Mailer {
  if (opts.smtpUrl) {
    const transport: Transporter = nodemailer.createTransport(opts.smtpUrl);
    return {
      where: `SMTP ${new URL(opts.smtpUrl).host}`,
      async send(mail) {
        await transport.sendMail({ from: opts.from, ...mail });
      },
    };
  }
  const outbox = path.join(opts.dataDir, 'outbox');
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    where: `outbox folder ${outbox}`,
    async send(mail) {
      const info = await transport.sendMail({ from: opts.from, ...mail });
      fs.mkdirSync(outbox, { recursive: true, mode: 0o700 });
      const file = path.join(outbox, `${new Date().toISOString().replace(/[:.]/g, '-')}-${mail.to.replace(/[^a-z0-9@._-]/gi, '_')}.eml`);
      fs.writeFileSync(file, info.message as Buffer, { mode: 0o600 });
      // The text carries one-time links: logged only outside production (where SMTP_URL should be set).
      opts.log(opts.logContents ? `Mail to ${mail.to} written to ${file}:\n${mail.text}` : `Mail to ${mail.to} written to ${file} (set SMTP_URL to send it)`);
    },
  };
}

import fs from 'node:fs';
import path from 'node:path';
import { expect } from './fixtures';

/** The text of the newest .eml in <dataDir>/outbox addressed to `email` (the server writes mail there without SMTP). */
export async function waitForMail(dataDir: string, email: string): Promise<string> {
  const outbox = path.join(dataDir, 'outbox');
  const safe = email.replace(/[^a-z0-9@._-]/gi, '_');
  let found = '';
  await expect
    .poll(
      () => {
        if (!fs.existsSync(outbox)) return false;
        const files = fs.readdirSync(outbox).filter((f) => f.endsWith('.eml') && f.includes(safe)).sort();
        if (files.length === 0) return false;
        found = fs.readFileSync(path.join(outbox, files[files.length - 1]), 'utf8');
        return true;
      },
      { timeout: 10_000, message: `an email to ${email} in ${outbox}` },
    )
    .toBe(true);
  return decodeMail(found);
}

/** The raw message with its quoted-printable soft breaks joined and base64 parts decoded. */
function decodeMail(raw: string): string {
  const base64Parts = [...raw.matchAll(/Content-Transfer-Encoding: base64\r?\n(?:[^\r\n]+\r?\n)*\r?\n([A-Za-z0-9+/=\r\n]+)/gi)].map((m) =>
    Buffer.from(m[1].replace(/\s+/g, ''), 'base64').toString('utf8'),
  );
  const qp = raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16)));
  return [qp, ...base64Parts].join('\n');
}

/** The code of 'Your verification code is: XXXXXXXXXX'. */
export function verificationCode(mail: string): string {
  const code = /Your verification code is: ([A-Za-z0-9]+)/.exec(mail)?.[1];
  if (!code) throw new Error(`No verification code in the email:\n${mail.slice(0, 2000)}`);
  return code;
}

import type { Mail } from './mailer';

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

function layout(brand: string, heading: string, paragraphs: string[], action?: { label: string; url: string }): string {
  return `<!doctype html><html><body style="font-family:system-ui,sans-serif;line-height:1.5;color:#0f172a">
<h1 style="font-size:20px">${esc(heading)}</h1>
${paragraphs.map((p) => `<p>${esc(p)}</p>`).join('\n')}
${action ? `<p><a href="${esc(action.url)}" style="display:inline-block;padding:10px 16px;background:#2563eb;color:#fff;border-radius:8px;text-decoration:none">${esc(action.label)}</a></p>` : ''}
<p style="color:#64748b;font-size:13px">${esc(brand)}</p>
</body></html>`;
}

export function verificationEmail(to: string, brand: string, code: string, link: string): Mail {
  const lines = [
    `Welcome to ${brand}! Your verification code is: ${code}`,
    'Enter it in the Verify Email window, or open the link below. The code expires in 24 hours.',
    "If you did not create an account, you can ignore this email.",
  ];
  return {
    to,
    subject: `Your ${brand} verification code: ${code}`,
    text: `${lines.join('\n\n')}\n\n${link}\n`,
    html: layout(brand, 'Verify your email address', lines, { label: 'Verify my email', url: link }),
  };
}

export function alreadyRegisteredEmail(to: string, brand: string, siteUrl: string): Mail {
  const lines = [
    `Someone, maybe you, tried to create a ${brand} account with this email address, which already has an account.`,
    'If it was you, sign in instead, or use "Forgot password" to choose a new password. If not, you can ignore this email.',
  ];
  return { to, subject: `Your ${brand} account`, text: `${lines.join('\n\n')}\n\n${siteUrl}\n`, html: layout(brand, 'You already have an account', lines, { label: 'Go to the site', url: siteUrl }) };
}

export function resetEmail(to: string, brand: string, link: string): Mail {
  const lines = [
    `We received a request to reset the password of your ${brand} account.`,
    'Open the link below to choose a new password. It expires in 1 hour and works once.',
    'If you did not ask for this, you can ignore this email: your password stays as it is.',
  ];
  return { to, subject: `Reset your ${brand} password`, text: `${lines.join('\n\n')}\n\n${link}\n`, html: layout(brand, 'Reset your password', lines, { label: 'Choose a new password', url: link }) };
}

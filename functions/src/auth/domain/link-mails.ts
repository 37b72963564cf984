import { escapeHtml } from '../../lib/mail/escape-html';
import type { OutgoingMail } from '../../lib/mail/send-mail';

const linkMail = (
  to: string,
  subject: string,
  intro: string,
  action: string,
  link: string,
  validity: string,
): OutgoingMail => ({
  to,
  subject,
  text: `${intro}\n\n${action}:\n${link}\n\n${validity}\nIf you did not expect this mail, you can ignore it.\n\nOligoWatch`,
  html: `<p>${escapeHtml(intro)}</p><p><a href="${escapeHtml(link)}">${escapeHtml(action)}</a></p><p>${escapeHtml(validity)}<br>If you did not expect this mail, you can ignore it.</p><p>OligoWatch</p>`,
});

export const resetPasswordMail = (to: string, link: string): OutgoingMail =>
  linkMail(
    to,
    'Reset your OligoWatch password',
    'Someone asked to reset the password of your OligoWatch account.',
    'Choose a new password',
    link,
    'The link works once and expires in one hour.',
  );

export const enrollmentMail = (to: string, firstName: string, link: string): OutgoingMail =>
  linkMail(
    to,
    'Your OligoWatch account',
    `Hello ${firstName}, an OligoWatch account was created for you.`,
    'Set your password',
    link,
    'The link works once and expires in seven days.',
  );

// The messages that carry a one-time link (password reset, invitation), in the recipient's language, as text
// and HTML. The link is the only secret in them; it appears in no log.
import type { AccountLinkPurpose, ProfileLanguage } from '@nuvem/api-contract';
import type { MailMessage } from './mailer';

interface Texts {
  subject: string;
  greeting: (name: string) => string;
  body: (inviter: string | undefined) => string;
  action: string;
  expiry: string;
  ignore: string;
}

const texts: Record<ProfileLanguage, Record<AccountLinkPurpose, Texts>> = {
  'pt-BR': {
    password_reset: {
      subject: 'Nuvem: redefinição de senha',
      greeting: (name) => `Olá, ${name}.`,
      body: () => 'Recebemos um pedido para redefinir a senha da sua conta no portal Nuvem.',
      action: 'Definir nova senha',
      expiry: 'O link vale por 1 hora e pode ser usado uma única vez.',
      ignore: 'Se você não fez esse pedido, ignore esta mensagem: sua senha continua a mesma.',
    },
    invite: {
      subject: 'Nuvem: você foi convidado para o portal',
      greeting: (name) => `Olá, ${name}.`,
      body: (inviter) =>
        `${inviter ?? 'Um administrador'} convidou você para acessar o portal Nuvem. Defina sua senha para entrar.`,
      action: 'Definir minha senha',
      expiry: 'O link vale por 72 horas e pode ser usado uma única vez.',
      ignore: 'Se você não esperava este convite, ignore esta mensagem.',
    },
  },
  en: {
    password_reset: {
      subject: 'Nuvem: password reset',
      greeting: (name) => `Hello, ${name}.`,
      body: () => 'We received a request to reset the password of your Nuvem portal account.',
      action: 'Set a new password',
      expiry: 'The link is valid for 1 hour and can be used once.',
      ignore: 'If you did not ask for this, ignore this message: your password stays the same.',
    },
    invite: {
      subject: 'Nuvem: you were invited to the portal',
      greeting: (name) => `Hello, ${name}.`,
      body: (inviter) =>
        `${inviter ?? 'An administrator'} invited you to the Nuvem portal. Set your password to sign in.`,
      action: 'Set my password',
      expiry: 'The link is valid for 72 hours and can be used once.',
      ignore: 'If you did not expect this invitation, ignore this message.',
    },
  },
  es: {
    password_reset: {
      subject: 'Nuvem: restablecimiento de contraseña',
      greeting: (name) => `Hola, ${name}.`,
      body: () => 'Recibimos una solicitud para restablecer la contraseña de su cuenta del portal Nuvem.',
      action: 'Definir nueva contraseña',
      expiry: 'El enlace es válido por 1 hora y se puede usar una sola vez.',
      ignore: 'Si usted no hizo esta solicitud, ignore este mensaje: su contraseña sigue siendo la misma.',
    },
    invite: {
      subject: 'Nuvem: usted fue invitado al portal',
      greeting: (name) => `Hola, ${name}.`,
      body: (inviter) =>
        `${inviter ?? 'Un administrador'} lo invitó a acceder al portal Nuvem. Defina su contraseña para ingresar.`,
      action: 'Definir mi contraseña',
      expiry: 'El enlace es válido por 72 horas y se puede usar una sola vez.',
      ignore: 'Si no esperaba esta invitación, ignore este mensaje.',
    },
  },
};

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

export interface AccountLinkMail {
  purpose: AccountLinkPurpose;
  language: ProfileLanguage;
  to: string;
  name: string;
  link: string;
  /** Who sent an invitation. */
  inviter?: string;
}

export function accountLinkMail({
  purpose,
  language,
  to,
  name,
  link,
  inviter,
}: AccountLinkMail): MailMessage {
  const t = texts[language][purpose];
  const paragraphs = [t.greeting(name), t.body(inviter)];
  const text = [...paragraphs, `${t.action}: ${link}`, t.expiry, t.ignore].join('\n\n') + '\n';
  const p = (line: string) => `<p>${escapeHtml(line)}</p>`;
  const html = [
    `<!doctype html><html lang="${language}"><body style="font-family: sans-serif; line-height: 1.5">`,
    ...paragraphs.map(p),
    `<p><a href="${escapeHtml(link)}" style="display: inline-block; padding: 8px 16px; background: #0b5cad; ` +
      `color: #ffffff; text-decoration: none; border-radius: 4px">${escapeHtml(t.action)}</a></p>`,
    p(t.expiry),
    p(t.ignore),
    '</body></html>',
  ].join('\n');
  return { to, subject: t.subject, text, html };
}

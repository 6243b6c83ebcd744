import type { MailMessage } from "./outbox";

// The mails of registration and password reset. Plain text only: every client shows it, nothing in it
// can be a tracking pixel, and the link is readable even where it is not clickable.

const signature =
  "\n\n—\nМИР — социальная экосистема.\nЭто письмо отправлено автоматически, отвечать на него не нужно.";

/** A mail whose point is one link: greeting, what the link does, the link, then what to know of it. */
function oneLinkMail(
  to: string,
  name: string,
  subject: string,
  purpose: string,
  link: string,
  after: string,
) {
  return {
    to,
    subject,
    body: `Здравствуйте, ${name}!\n\n${purpose}, откройте ссылку:\n${link}\n\n${after}${signature}`,
    links: [link],
  } satisfies MailMessage;
}

/** The link of an e-mail verification code (the `/reg/verify-{code}` page). */
export const verifyLink = (publicUrl: string, code: string) => `${publicUrl}/reg/verify-${code}`;

/** The link of a password-reset code (the `/new-password-{code}` page). */
export const resetLink = (publicUrl: string, code: string) => `${publicUrl}/new-password-${code}`;

/** The link of a new address's confirmation (the `/email-confirm-{code}` page). */
export const emailChangeLink = (publicUrl: string, code: string) => `${publicUrl}/email-confirm-${code}`;

/** To the new address a member asked to move to: the link that makes it the account's. */
export function emailChangeMail(publicUrl: string, to: string, name: string, code: string): MailMessage {
  return oneLinkMail(
    to,
    name,
    "Подтвердите новый адрес в МИР",
    "Чтобы входить в МИР с этим адресом",
    emailChangeLink(publicUrl, code),
    "Ссылка действует 24 часа и только один раз. Пока она не открыта, вход остаётся по прежнему адресу. " +
      "Если вы не меняли адрес, просто удалите это письмо — ничего не изменится.",
  );
}

/** After a registration (and again on regcontinue): the link that confirms the address. */
export function verifyEmailMail(publicUrl: string, to: string, name: string, code: string): MailMessage {
  return oneLinkMail(
    to,
    name,
    "Подтвердите регистрацию в МИР",
    "Чтобы завершить регистрацию в МИР",
    verifyLink(publicUrl, code),
    "Ссылка действует 24 часа и только один раз. Если вы не регистрировались, просто удалите это письмо — " +
      "без подтверждения аккаунт не будет активирован.",
  );
}

/**
 * To the owner of a confirmed address that someone tried to register again: it may be them having
 * forgotten, so the mail says how to log in or reset the password; the registration itself changed nothing.
 */
export function alreadyRegisteredMail(publicUrl: string, to: string): MailMessage {
  const login = `${publicUrl}/auth`;
  const forgot = `${publicUrl}/forgot-password`;
  return {
    to,
    subject: "У вас уже есть аккаунт в МИР",
    body:
      "Здравствуйте!\n\n" +
      "Кто-то (возможно, вы) пытался зарегистрироваться в МИР с этим адресом, но у вас уже есть аккаунт.\n\n" +
      `Войти: ${login}\n` +
      `Забыли пароль? Задайте новый: ${forgot}\n\n` +
      `Если это были не вы, ничего делать не нужно: в вашем аккаунте ничего не изменилось.${signature}`,
    links: [login, forgot],
  };
}

/** The link that sets a new password. */
export function passwordResetMail(publicUrl: string, to: string, name: string, code: string): MailMessage {
  return oneLinkMail(
    to,
    name,
    "Восстановление пароля в МИР",
    "Чтобы задать новый пароль",
    resetLink(publicUrl, code),
    "Ссылка действует 1 час и только один раз. После смены пароля все остальные входы в аккаунт будут " +
      "завершены.\n\nЕсли вы не запрашивали восстановление, просто удалите это письмо: пароль останется " +
      "прежним.",
  );
}

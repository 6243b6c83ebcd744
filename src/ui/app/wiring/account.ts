import { formOf } from "../../../machines/lib/form.machine";
import { phoneActors } from "../../../machines/profile/phone.actors";
import { phoneMachine } from "../../../machines/profile/phone.machine";
import { accountActors } from "../../../machines/session/account.actors";
import { linkCodeMachine } from "../../../machines/session/link-code.machine";
import { copyToClipboard } from "../../components/clipboard";
import type { SessionActor } from "../../session/handle";
import { api } from "../api";

const account = accountActors(api);
const phone = phoneActors(api);

// The account's composition root: its forms, the machines of mailed links and of the phone, with their
// real actors. The account and settings pages import this; the session's own machine is wired in
// src/ui/session.

/** A verification link: checked first (verifycheck), then used through the session, which logs in. */
export const verifyLinkLogic = (session: SessionActor) =>
  linkCodeMachine.provide({
    actors: { check: account.checkVerification, use: account.verify(session) },
  });

/** A password-reset link: checked on arrival; the new password is the page's form. */
export const resetLinkLogic = linkCodeMachine.provide({
  actors: { check: account.checkPasswordReset },
});

/** Phone confirmation: the SMS, the code (copied to the clipboard on the dev page), the check. */
export const phoneLogic = (session: SessionActor) =>
  phoneMachine.provide({
    actors: {
      sendSms: phone.sendSms,
      fetchCode: phone.fetchCode(copyToClipboard),
      verify: phone.verify(session),
    },
  });

/** Logging in, through the session (which then holds the member). */
export const loginLogic = (session: SessionActor) => formOf(account.login(session));

/** Registering: the answer is the same whether the address was new (registration cannot reveal members). */
export const registerLogic = formOf(account.register);

/** Asking for a new verification link. */
export const resendLogic = formOf(account.resendVerification);

/** Asking for a password-reset link. */
export const forgotLogic = formOf(account.forgotPassword);

/** A new password with a reset link's code, through the session (which logs the member in). */
export const newPasswordLogic = (session: SessionActor) => formOf(account.resetPassword(session));

import { Schema, SchemaTransformation } from "effect";
import { ShownName, Text, TrimmedText } from "./common";
import { PublicUser } from "./user";

// Trimmed on decode: a pasted " anna@mail.ru " is the address people meant.

/** An e-mail address, trimmed and lower-cased on decode, so one mailbox is one account. */
export const Email = TrimmedText.pipe(
  Schema.decodeTo(Schema.String, SchemaTransformation.toLowerCase()),
).check(
  Schema.isMaxLength(254),
  Schema.isPattern(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, { message: "Введите e-mail в формате name@example.ru" }),
);

/**
 * A password as typed: 8–128 characters, kept as is (spaces count). Only its hash is stored, yet NUL
 * is refused here too: Node's scrypt let `password\0` match `password`.
 */
export const Password = Text.check(
  Schema.isMinLength(8, { message: "Пароль — не короче 8 символов" }),
  Schema.isMaxLength(128, { message: "Пароль — не длиннее 128 символов" }),
);

/** A member's display name: 2–80 characters after trimming, without bidirectional controls. */
export const UserName = ShownName.check(
  Schema.isMinLength(2, { message: "Имя — не короче 2 символов" }),
  Schema.isMaxLength(80, { message: "Имя — не длиннее 80 символов" }),
);

/** A phone number in international form, `+` and 8–15 digits (`+79991234567`). */
export const Phone = Schema.String.check(
  Schema.isPattern(/^\+[1-9][0-9]{7,14}$/, {
    message: "Введите номер в международном формате: +79991234567",
  }),
);

/** A one-time code from a link (verification, password reset): URL-safe, 16–128 characters. */
export const LinkCode = Schema.String.check(
  Schema.isPattern(/^[A-Za-z0-9_-]{16,128}$/, { message: "Неверный код ссылки" }),
);

/** A short numeric code sent by SMS. */
export const SmsCode = Schema.String.check(Schema.isPattern(/^[0-9]{6}$/, { message: "Код — 6 цифр" }));

/** A referral code from a `?ref=` link. */
export const ReferralCode = Schema.String.check(
  Schema.isPattern(/^[A-Za-z0-9_-]{4,64}$/, { message: "Неверный реферальный код" }),
);

/**
 * The logged-in member as they see themselves: the public card plus what only they may read. It is
 * the answer of `checktoken` and part of every login answer.
 */
export const SessionUser = Schema.Struct({
  ...PublicUser.fields,
  email: Schema.String,
  emailVerified: Schema.Boolean,
  phone: Schema.NullOr(Schema.String),
  phoneVerified: Schema.Boolean,
  /** The member's own code for `?ref=` links. */
  referralCode: Schema.String,
  /** A new address asked for and not yet confirmed from its mailbox (`POST /api/users/email/change`). */
  pendingEmail: Schema.NullOr(Schema.String),
});
export type SessionUser = typeof SessionUser.Type;

/**
 * A successful login, verification, password reset or account swap. The browser keeps the token in the
 * HttpOnly cookie `l` that the same answer sets; `accessToken` is for non-browser clients (spec §7).
 */
export const AuthResult = Schema.Struct({ user: SessionUser, accessToken: Schema.String });
export type AuthResult = typeof AuthResult.Type;

/**
 * "If this address is ours, a message is on its way": the same answer whether or not an account
 * exists, so these calls cannot be used to find out who is registered.
 */
export const Accepted = Schema.Struct({ accepted: Schema.Literal(true) });

/** Why a mailed link cannot be used: no such code (or its account is gone), used already, or too old. */
export const linkRefusals = ["unknown", "used", "expired"] as const;
export type LinkRefusal = (typeof linkRefusals)[number];

/** Whether a one-time link code can still be used, and if not, why (the page says so plainly). */
export const CodeCheck = Schema.Struct({
  valid: Schema.Boolean,
  reason: Schema.optionalKey(Schema.Literals(linkRefusals)),
});
export type CodeCheck = typeof CodeCheck.Type;

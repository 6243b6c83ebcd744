import { bodyEmail, ipAndBodyEmail, type RateRule } from "./rate-limit";

const minute = 60;
const hour = 60 * minute;

/**
 * The member, for a save that shows a publication to others (`publish` is `now` or `scheduled`): the
 * author's Publish or Save of a live one — never the editor's autosave of a draft, which reaches nobody.
 */
function showingPublication(rawBody: unknown, _request: unknown, auth: { readonly userId: number } | null) {
  const publish = (rawBody as { publish?: unknown } | null | undefined)?.publish;
  return auth && (publish === "now" || publish === "scheduled") ? String(auth.userId) : undefined;
}

/**
 * Every rate limit of the API in one table, so that the numbers can be read, argued about and quoted in
 * one place. Per IP they are generous (a family or an office shares one address); per account they are
 * tight, because that is where guessing happens. `RATE_LIMITS=off` turns them all off (benchmarks).
 */
export const limits = {
  /**
   * Guessing a password is limited where it happens — one address trying one account — so that nobody
   * can lock a member out by failing on purpose from elsewhere: the owner's own address is counted apart.
   * The per-account ceiling is ten times higher, against guessing spread over many addresses.
   */
  login: [
    { name: "login-ip", max: 30, windowSeconds: 5 * minute, per: "ip" },
    { name: "login-ip-account", max: 10, windowSeconds: 15 * minute, per: ipAndBodyEmail },
    { name: "login-account", max: 100, windowSeconds: 15 * minute, per: bodyEmail },
  ],
  register: [{ name: "register-ip", max: 10, windowSeconds: hour, per: "ip" }],
  resendVerification: [
    { name: "regcontinue-ip", max: 10, windowSeconds: hour, per: "ip" },
    { name: "regcontinue-account", max: 3, windowSeconds: 15 * minute, per: bodyEmail },
  ],
  /** Checking and using link codes: 256-bit codes cannot be guessed, this only stops floods. */
  linkCode: [{ name: "link-code-ip", max: 60, windowSeconds: 5 * minute, per: "ip" }],
  forgotPassword: [
    { name: "forgot-ip", max: 10, windowSeconds: hour, per: "ip" },
    { name: "forgot-account", max: 3, windowSeconds: 15 * minute, per: bodyEmail },
  ],
  sendSms: [
    { name: "sms-ip", max: 20, windowSeconds: hour, per: "ip" },
    { name: "sms-account", max: 5, windowSeconds: hour, per: "user" },
  ],
  /** Deleting the account asks for the password: a stolen session must not guess it. */
  deleteAccount: [{ name: "delete-account-user", max: 5, windowSeconds: 15 * minute, per: "user" }],
  /** Changing the password: the current one is checked, so it must not become a way to guess it. */
  changePassword: [{ name: "change-password-user", max: 5, windowSeconds: 15 * minute, per: "user" }],
  /** A new e-mail address: each request mails a stranger's address, and checks the password. */
  changeEmail: [{ name: "change-email-user", max: 5, windowSeconds: hour, per: "user" }],
  /** Typing the SMS code: a 6-digit code must not be guessable by trying them all. */
  verifyPhone: [{ name: "verify-phone-account", max: 10, windowSeconds: 15 * minute, per: "user" }],
  /** Sending and forwarding messages: a quick typist sends a few a second, a flooding script hundreds. */
  sendMessage: [{ name: "messenger-send-user", max: 120, windowSeconds: minute, per: "user" }],
  /** Starting chats (a direct chat that exists is only looked up, but counts too). */
  createChat: [{ name: "messenger-chat-user", max: 60, windowSeconds: hour, per: "user" }],
  /** Reactions, edits and deletions of messages. */
  changeMessage: [{ name: "messenger-change-user", max: 300, windowSeconds: minute, per: "user" }],
  /** Friend requests, answers and endings: a member's own pace is far below this; a script's is not. */
  friendship: [{ name: "friendship-user", max: 100, windowSeconds: hour, per: "user" }],
  /**
   * Teams: founding, renaming, invitations (each notifies the invitee), answers, joining, leaving and
   * removing (each tells the leader or moves the team's chat). A leader inviting a whole group works
   * within it; a script inviting everyone does not.
   */
  team: [{ name: "team-user", max: 100, windowSeconds: hour, per: "user" }],
  /*
   * Writes that reach other members (ARCHITECTURE §9): each tells or notifies someone, so a script must
   * not be able to flood them. The numbers are far above a real member's pace, far below a script's.
   */
  /** Writing a publication, a draft too (each is a row): a prolific author writes a few a day. */
  createPublication: [{ name: "publication-create-user", max: 30, windowSeconds: hour, per: "user" }],
  /**
   * Saves that show a publication to others (published or scheduled): each may notify every reader. The
   * count is shared with creates that publish at once.
   */
  showPublication: [{ name: "publication-show-user", max: 60, windowSeconds: hour, per: showingPublication }],
  /** Comments written or edited under publications: three a minute for ten minutes on end. */
  comment: [{ name: "publication-comment-user", max: 30, windowSeconds: 10 * minute, per: "user" }],
  /** Reactions to publications, given or taken back: one every two seconds for a whole minute. */
  reaction: [{ name: "publication-reaction-user", max: 30, windowSeconds: minute, per: "user" }],
  /**
   * Ending a sponsorship, or changing a place in the auto-sponsor queue: each may end or begin
   * sponsorships and notify both sides. An admin reassigning wards by hand does a few dozen an hour.
   */
  sponsorship: [{ name: "sponsorship-user", max: 60, windowSeconds: hour, per: "user" }],
  /** An administrator's system notifications, written one by one to one member each. */
  systemNotification: [{ name: "system-notification-admin", max: 60, windowSeconds: hour, per: "user" }],
  /** `post` frames on the socket, per member across all their sockets (and, with Redis, processes). */
  socketPost: [{ name: "socket-post-user", max: 10, windowSeconds: minute, per: "user" }],
} as const satisfies Record<string, ReadonlyArray<RateRule>>;

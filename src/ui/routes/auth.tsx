import { createFileRoute } from "@tanstack/react-router";
import { Schema } from "effect";
import { ReferralCode } from "../../api/schema/account";
import { AuthPage } from "../pages/account/auth-page";
import { type AuthSearch, safeRedirect } from "../pages/account/auth-search";
import { guard, guestOnly } from "./-guards/guards";
import { hint, searchOf } from "./-params/search";

export type { AuthSearch };

/** `page` (auth | reg), `ref` (a referral code) and `redirect` (a path of this site); others are dropped. */
export const authSearch = searchOf(
  Schema.Struct({
    page: hint(Schema.Literals(["auth", "reg"])),
    ref: hint(ReferralCode),
    redirect: hint(Schema.String.check(Schema.makeFilter((path) => safeRedirect(path) !== undefined))),
  }),
);

export const Route = createFileRoute("/auth")({
  validateSearch: authSearch,
  beforeLoad: guard(guestOnly),
  component: AuthRoute,
});

function AuthRoute() {
  const search: AuthSearch = Route.useSearch();
  return <AuthPage search={search} />;
}

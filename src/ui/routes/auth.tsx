import { createFileRoute } from "@tanstack/react-router";
import { AuthPage } from "../pages/account/auth-page";
import { type AuthSearch, parseAuthSearch } from "../pages/account/auth-search";
import { guard, guestOnly } from "./-guards/guards";

export type { AuthSearch };

export const Route = createFileRoute("/auth")({
  // `page` (auth | reg), `ref` (a referral code) and `redirect` (a path of this site); others are dropped.
  validateSearch: (search: Record<string, unknown>): AuthSearch => parseAuthSearch(search),
  beforeLoad: guard(guestOnly),
  component: AuthRoute,
});

function AuthRoute() {
  return <AuthPage search={Route.useSearch()} />;
}

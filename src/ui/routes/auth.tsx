import { createFileRoute } from "@tanstack/react-router";
import { SectionPage } from "../pages/section/section-page";
import { guard, guestOnly } from "./-guards/guards";

export interface AuthSearch {
  /** Which form to open; guards send visitors here with `page=auth` (spec §6). */
  readonly page?: string;
}

export const Route = createFileRoute("/auth")({
  validateSearch: (search: Record<string, unknown>): AuthSearch =>
    typeof search.page === "string" ? { page: search.page } : {},
  beforeLoad: guard(guestOnly),
  component: AuthPage,
});

function AuthPage() {
  return <SectionPage section="/auth" />;
}

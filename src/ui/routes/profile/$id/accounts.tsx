import { createFileRoute } from "@tanstack/react-router";
import { SectionPage } from "../../../pages/section/section-page";
import { guard, ownerOnly, requireAuth } from "../../-guards/guards";

export const Route = createFileRoute("/profile/$id/accounts")({
  beforeLoad: guard(requireAuth, ownerOnly),
  component: ProfileIdAccountsPage,
});

function ProfileIdAccountsPage() {
  return <SectionPage section="/profile/$id/accounts" />;
}

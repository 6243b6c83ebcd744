import { createFileRoute } from "@tanstack/react-router";
import { SectionPage } from "../../../pages/section/section-page";
import { guard, requireAuth } from "../../-guards/guards";

export const Route = createFileRoute("/profile/$id/subscriptions")({
  beforeLoad: guard(requireAuth),
  component: ProfileIdSubscriptionsPage,
});

function ProfileIdSubscriptionsPage() {
  return <SectionPage section="/profile/$id/subscriptions" />;
}

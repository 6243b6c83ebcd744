import { createFileRoute } from "@tanstack/react-router";
import { SectionPage } from "../../../pages/section/section-page";
import { guard, requireAuth } from "../../-guards/guards";

export const Route = createFileRoute("/profile/$id/subscribers")({
  beforeLoad: guard(requireAuth),
  component: ProfileIdSubscribersPage,
});

function ProfileIdSubscribersPage() {
  return <SectionPage section="/profile/$id/subscribers" />;
}

import { createFileRoute } from "@tanstack/react-router";
import { SectionPage } from "../../../pages/section/section-page";
import { guard, requireAuth } from "../../-guards/guards";

export const Route = createFileRoute("/profile/$id/resources")({
  beforeLoad: guard(requireAuth),
  component: ProfileIdResourcesPage,
});

function ProfileIdResourcesPage() {
  return <SectionPage section="/profile/$id/resources" />;
}

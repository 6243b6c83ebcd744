import { createFileRoute } from "@tanstack/react-router";
import { SectionPage } from "../../../pages/section/section-page";
import { guard, requireAuth } from "../../-guards/guards";

export const Route = createFileRoute("/profile/$id/classifieds")({
  beforeLoad: guard(requireAuth),
  component: ProfileIdClassifiedsPage,
});

function ProfileIdClassifiedsPage() {
  return <SectionPage section="/profile/$id/classifieds" />;
}

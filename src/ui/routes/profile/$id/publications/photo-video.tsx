import { createFileRoute } from "@tanstack/react-router";
import { SectionPage } from "../../../../pages/section/section-page";
import { guard, ownerOnly, requireAuth } from "../../../-guards/guards";

export const Route = createFileRoute("/profile/$id/publications/photo-video")({
  beforeLoad: guard(requireAuth, ownerOnly),
  component: ProfileIdPublicationsPhotoVideoPage,
});

function ProfileIdPublicationsPhotoVideoPage() {
  return <SectionPage section="/profile/$id/publications/photo-video" />;
}

import { createFileRoute } from "@tanstack/react-router";
import { SectionPage } from "../../../pages/section/section-page";
import { guard, requireAuth } from "../../-guards/guards";

export const Route = createFileRoute("/profile/$id/photo-video")({
  beforeLoad: guard(requireAuth),
  component: ProfileIdPhotoVideoPage,
});

function ProfileIdPhotoVideoPage() {
  return <SectionPage section="/profile/$id/photo-video" />;
}

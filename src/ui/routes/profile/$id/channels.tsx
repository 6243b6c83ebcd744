import { createFileRoute } from "@tanstack/react-router";
import { SectionPage } from "../../../pages/section/section-page";
import { guard, requireAuth } from "../../-guards/guards";

export const Route = createFileRoute("/profile/$id/channels")({
  beforeLoad: guard(requireAuth),
  component: ProfileIdChannelsPage,
});

function ProfileIdChannelsPage() {
  return <SectionPage section="/profile/$id/channels" />;
}

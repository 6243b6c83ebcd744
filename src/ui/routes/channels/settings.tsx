import { createFileRoute } from "@tanstack/react-router";
import { SectionPage } from "../../pages/section/section-page";
import { guard, requireAuth } from "../-guards/guards";

export const Route = createFileRoute("/channels/settings")({
  beforeLoad: guard(requireAuth),
  component: ChannelsSettingsPage,
});

function ChannelsSettingsPage() {
  return <SectionPage section="/channels/settings" />;
}

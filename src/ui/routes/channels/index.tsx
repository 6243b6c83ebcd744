import { createFileRoute } from "@tanstack/react-router";
import { SectionPage } from "../../pages/section/section-page";

export const Route = createFileRoute("/channels/")({
  component: ChannelsPage,
});

function ChannelsPage() {
  return <SectionPage section="/channels" />;
}

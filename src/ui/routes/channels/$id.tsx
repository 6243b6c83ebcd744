import { createFileRoute } from "@tanstack/react-router";
import { SectionPage } from "../../pages/section/section-page";
import { idParams } from "../-params/ids";

export const Route = createFileRoute("/channels/$id")({
  params: idParams("id"),
  component: ChannelsIdPage,
});

function ChannelsIdPage() {
  return <SectionPage section="/channels/$id" />;
}

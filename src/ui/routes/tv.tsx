import { createFileRoute } from "@tanstack/react-router";
import { SectionPage } from "../pages/section/section-page";

export const Route = createFileRoute("/tv")({
  component: TvPage,
});

function TvPage() {
  return <SectionPage section="/tv" />;
}

import { createFileRoute } from "@tanstack/react-router";
import { SectionPage } from "../../pages/section/section-page";

export const Route = createFileRoute("/blogosphere/")({
  component: BlogospherePage,
});

function BlogospherePage() {
  return <SectionPage section="/blogosphere" />;
}

import { createFileRoute } from "@tanstack/react-router";
import { SectionPage } from "../pages/section/section-page";

export const Route = createFileRoute("/stores")({
  component: StoresPage,
});

function StoresPage() {
  return <SectionPage section="/stores" />;
}

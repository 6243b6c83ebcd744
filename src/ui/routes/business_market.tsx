import { createFileRoute } from "@tanstack/react-router";
import { SectionPage } from "../pages/section/section-page";

export const Route = createFileRoute("/business_market")({
  component: BusinessMarketPage,
});

function BusinessMarketPage() {
  return <SectionPage section="/business_market" />;
}

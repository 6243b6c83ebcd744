import { createFileRoute } from "@tanstack/react-router";
import { SectionPage } from "../pages/section/section-page";

export const Route = createFileRoute("/coupons")({
  component: CouponsPage,
});

function CouponsPage() {
  return <SectionPage section="/coupons" />;
}

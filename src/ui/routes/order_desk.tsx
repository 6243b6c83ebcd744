import { createFileRoute } from "@tanstack/react-router";
import { SectionPage } from "../pages/section/section-page";

export const Route = createFileRoute("/order_desk")({
  component: OrderDeskPage,
});

function OrderDeskPage() {
  return <SectionPage section="/order_desk" />;
}

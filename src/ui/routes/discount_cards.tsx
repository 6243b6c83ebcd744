import { createFileRoute } from "@tanstack/react-router";
import { SectionPage } from "../pages/section/section-page";

export const Route = createFileRoute("/discount_cards")({
  component: DiscountCardsPage,
});

function DiscountCardsPage() {
  return <SectionPage section="/discount_cards" />;
}

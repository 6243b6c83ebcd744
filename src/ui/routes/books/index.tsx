import { createFileRoute } from "@tanstack/react-router";
import { SectionPage } from "../../pages/section/section-page";

export const Route = createFileRoute("/books/")({
  component: BooksPage,
});

function BooksPage() {
  return <SectionPage section="/books" />;
}

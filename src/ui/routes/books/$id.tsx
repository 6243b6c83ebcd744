import { createFileRoute } from "@tanstack/react-router";
import { SectionPage } from "../../pages/section/section-page";
import { idParams } from "../-params/ids";

export const Route = createFileRoute("/books/$id")({
  params: idParams("id"),
  component: BooksIdPage,
});

function BooksIdPage() {
  return <SectionPage section="/books/$id" />;
}

// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { AboutPage } from "../../src/ui/pages/about/about-page";
import { BenefitsPage } from "../../src/ui/pages/about/benefits-page";
import { anna, json, renderPage, stubFetch, testSession } from "./helpers/render-page";

// The project's own pages (issue 28: they were «Здесь пока пусто»), through the app's wiring over a
// stubbed network: what МИР is, with its live figures, and what a member gains.

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const figures = { members: 1234, online: 56, publications: 7890, authors: 321 };

/** The figure named `label` as the page shows it (a <dl>: its name, then its value; spaces made plain). */
const figure = (label: string) =>
  screen
    .getByText(label, { selector: "dt" })
    .parentElement?.querySelector("dd")
    ?.textContent?.replace(/\s/g, " ");

describe("«О проекте»", () => {
  it("says what МИР is and counts it live, and a visitor is offered the way in", async () => {
    const { requests } = stubFetch(() => json(200, figures));
    const { session } = await testSession(null);
    await renderPage(() => <AboutPage />, session);
    expect(screen.getByRole("heading", { level: 1, name: "О проекте" })).toBeTruthy();
    expect(screen.getByText(/МИР — русскоязычная социальная сеть/)).toBeTruthy();
    expect(await screen.findByText("1 234")).toBeTruthy();
    expect(figure("Участники")).toBe("1 234");
    expect(figure("Сейчас в сети")).toBe("56");
    expect(figure("Публикации")).toBe("7 890");
    expect(figure("Авторы")).toBe("321");
    expect(requests).toEqual([{ path: "/api/community/figures", method: "GET", body: null }]);
    const parts = screen.getByRole("heading", { name: "Что есть в МИРе" }).closest("section") as HTMLElement;
    expect(within(parts).getAllByRole("listitem")).toHaveLength(6);
    expect(screen.queryByText("Здесь пока пусто")).toBeNull();
    expect(screen.getByRole("link", { name: "Зарегистрироваться" }).getAttribute("href")).toBe(
      "/auth?page=reg",
    );
    expect(screen.getByRole("link", { name: "Что даёт участие" }).getAttribute("href")).toBe("/benefits");
  });

  it("when the figures cannot be read, says so and asks again on «Повторить»", async () => {
    const answers = [json(503, { error: { code: "INTERNAL", message: "Сервер занят" } }), json(200, figures)];
    stubFetch(() => answers.shift() ?? json(500, {}));
    const { session } = await testSession(null);
    await renderPage(() => <AboutPage />, session);
    expect(await screen.findByText("Не удалось получить цифры.")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Повторить" }));
    expect(await screen.findByText("7 890")).toBeTruthy();
  });
});

describe("«Преимущества»", () => {
  it("lists what a member gains and what a guest may, with the figures; a member is told it is theirs", async () => {
    stubFetch(() => json(200, figures));
    const { session } = await testSession(anna);
    await renderPage(() => <BenefitsPage />, session);
    expect(screen.getByRole("heading", { level: 1, name: "Преимущества" })).toBeTruthy();
    const gains = screen.getByRole("heading", { name: "Что вы получаете" }).closest("section") as HTMLElement;
    expect(within(gains).getAllByRole("listitem").length).toBeGreaterThanOrEqual(6);
    expect(screen.getByRole("heading", { name: "Без регистрации" })).toBeTruthy();
    expect(screen.getByRole("heading", { name: "Участнику" })).toBeTruthy();
    expect(await screen.findByText("1 234")).toBeTruthy();
    expect(await screen.findByRole("heading", { name: "Вы уже в МИРе" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Моя страница" }).getAttribute("href")).toBe("/profile/7");
    expect(screen.queryByRole("link", { name: "Зарегистрироваться" })).toBeNull();
  });
});

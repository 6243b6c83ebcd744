// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { Franchise, FranchiseHolder } from "../../src/api/schema/structure";
import type { PublicUser } from "../../src/api/schema/user";
import { FranchiseesPage } from "../../src/ui/pages/admin/franchisees-page";
import { MemberFranchises } from "../../src/ui/pages/structure/member-franchises";
import { anna, json, renderPage, stubFetch, testSession } from "./helpers/render-page";

// /admin/users/franchisees (issue 29): the holders with their franchises; a member found and granted a
// franchise (the form checked by the contract before any request); a franchise revoked after a yes in the
// app's dialog — against the contract's answers, with the page's real machines.

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const card = (id: number, name: string): PublicUser => ({
  id,
  name,
  avatar: null,
  roles: [],
  createdAt: "2026-03-12T10:00:00.000Z",
});
const boris = card(21, "Борис Орлов");
const vera = card(22, "Вера Ким");
const moscow: Franchise = {
  id: 3,
  holderId: boris.id,
  name: "Кофейня МИР",
  territory: "Москва",
  territoryKind: "city",
  grantedAt: "2025-11-20T10:00:00.000Z",
};

/** The server: Boris holds Moscow; Vera is found by «Вер»; grants and revocations as the contract answers. */
function franchiseServer() {
  let holders: FranchiseHolder[] = [{ user: boris, franchises: [moscow], total: 4 }];
  return stubFetch((path, init) => {
    const url = new URL(path, "http://mir.test");
    const method = init?.method ?? "GET";
    if (url.pathname === "/api/users/franchises" && method === "GET")
      return json(200, { count: holders.length, rows: holders });
    if (url.pathname.startsWith("/api/users/search/"))
      return json(
        200,
        url.searchParams.get("strsearch") === "Вер" ? { count: 1, rows: [vera] } : { count: 0, rows: [] },
      );
    if (url.pathname === "/api/users/franchises/create" && method === "POST") {
      // A form call: multipart, as the app sends every form endpoint.
      const form = init?.body as FormData;
      if (form.get("territory") === "Москва")
        return json(409, {
          error: { code: "CONFLICT", message: "Эта франшиза на этой территории уже выдана" },
        });
      const granted: Franchise = {
        id: 4,
        holderId: Number(form.get("userId")),
        name: String(form.get("name")),
        territory: String(form.get("territory")),
        territoryKind: form.get("territoryKind") === "region" ? "region" : "city",
        grantedAt: "2026-05-01T10:00:00.000Z",
      };
      const holder = { user: vera, franchises: [granted], total: 0 };
      holders = [holder, ...holders];
      return json(200, holder);
    }
    if (url.pathname === `/api/users/franchises/${moscow.id}` && method === "DELETE") {
      holders = holders.filter((holder) => holder.user.id !== boris.id);
      return json(200, { user: boris, franchises: [], total: 4 });
    }
    return json(404, { error: { code: "NOT_FOUND", message: "Нет такого" } });
  });
}

const holderIds = () =>
  Array.from(document.querySelectorAll("[data-franchise-holders] > [data-member-id]")).map((row) =>
    Number(row.getAttribute("data-member-id")),
  );

describe("the franchisees page", () => {
  it("lists the holders, grants a franchise to a member found, and revokes one after a yes", async () => {
    const { requests } = franchiseServer();
    const { session } = await testSession(anna);
    await renderPage(() => <FranchiseesPage title="Франчайзи" />, session);

    await waitFor(() => expect(holderIds()).toEqual([boris.id]));
    const borisRow = within(screen.getByRole("list", { name: "Франшизы: Борис Орлов" }));
    expect(borisRow.getByText("«Кофейня МИР» — город Москва")).toBeTruthy();
    expect(screen.getByText("В структуре 4 участника")).toBeTruthy();

    // Without a member picked, nothing leaves the browser.
    fireEvent.change(screen.getByLabelText(/Название франшизы/), { target: { value: "Школа МИР" } });
    fireEvent.change(screen.getByLabelText(/Территория/), { target: { value: "Татарстан" } });
    fireEvent.click(screen.getByRole("button", { name: "Выдать франшизу" }));
    expect(await screen.findByText("Сначала найдите и выберите участника.")).toBeTruthy();
    expect(requests.filter((request) => request.method === "POST")).toEqual([]);

    fireEvent.change(screen.getByLabelText("Участник"), { target: { value: "Вер" } });
    fireEvent.click(await screen.findByRole("button", { name: "Выбрать: Вера Ким" }, { timeout: 3000 }));
    // Held there already: the server's refusal is shown, the form kept.
    fireEvent.change(screen.getByLabelText(/Территория/), { target: { value: "Москва" } });
    fireEvent.click(screen.getByRole("button", { name: "Выдать франшизу" }));
    expect(await screen.findByText("Эта франшиза на этой территории уже выдана")).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/Территория/), { target: { value: "Татарстан" } });
    fireEvent.change(screen.getByLabelText("Тип территории"), { target: { value: "region" } });
    fireEvent.click(screen.getByRole("button", { name: "Выдать франшизу" }));
    expect(await screen.findByText("Франшиза «Школа МИР» выдана: Вера Ким")).toBeTruthy();
    const posted = requests.filter((request) => request.method === "POST").at(-1);
    expect(Object.fromEntries(posted?.body as FormData)).toEqual({
      userId: String(vera.id),
      name: "Школа МИР",
      territory: "Татарстан",
      territoryKind: "region",
    });
    await waitFor(() => expect(holderIds()).toEqual([vera.id, boris.id]));
    expect(screen.getByText("«Школа МИР» — регион Татарстан")).toBeTruthy();
    // A fresh form for the next grant.
    expect((screen.getByLabelText(/Название франшизы/) as HTMLInputElement).value).toBe("");

    fireEvent.click(
      screen.getByRole("button", {
        name: "Отозвать франшизу «Кофейня МИР» — город Москва у участника Борис Орлов",
      }),
    );
    const dialog = await screen.findByRole("dialog", { name: "Отозвать франшизу?" });
    expect(requests.some((request) => request.method === "DELETE")).toBe(false);
    fireEvent.click(within(dialog).getByRole("button", { name: "Отозвать" }));
    await waitFor(() => expect(holderIds()).toEqual([vera.id]));
    expect(requests.filter((request) => request.method === "DELETE").map((request) => request.path)).toEqual([
      `/api/users/franchises/${moscow.id}`,
    ]);
    expect(screen.getByText("Франшиза «Кофейня МИР» отозвана: Борис Орлов")).toBeTruthy();
  });

  it("shows a member's franchises, small, on their referrals page — and nothing when they hold none", async () => {
    stubFetch((path) => json(200, path.endsWith(`/${boris.id}/franchises`) ? [moscow] : []));
    const { session } = await testSession(anna);
    await renderPage(
      () => (
        <>
          <MemberFranchises memberId={boris.id} />
          <MemberFranchises memberId={vera.id} />
        </>
      ),
      session,
    );
    const list = await screen.findByRole("list", { name: "Франшизы" });
    expect(
      within(list)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(["«Кофейня МИР» — город Москва"]);
    expect(document.querySelectorAll("[data-member-franchises]")).toHaveLength(1);
  });
});

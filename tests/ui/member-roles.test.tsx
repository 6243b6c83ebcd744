// @vitest-environment happy-dom
import { notifications } from "@mantine/notifications";
import { act, cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { PublicUser } from "../../src/api/schema/user";
import { ToastArea } from "../../src/ui/app/toast-area";
import { memberRolesLogic } from "../../src/ui/app/wiring/people";
import { MemberRoles } from "../../src/ui/components/members/member-roles";
import { anna, json, renderPage, stubFetch, testSession } from "./helpers/render-page";

// Issue 28 item 14: the admin's role menu as an administrator and a screen reader meet it — each role a
// checkbox item that says whether the member holds it, a change told by a toast, and giving or taking
// the administrator's rights asked first in the app's dialog. Real machine, real API client, real dialog
// host; only the network is stubbed.

afterEach(() => {
  act(() => notifications.clean());
  cleanup();
  vi.restoreAllMocks();
});

const admin = { ...anna, id: 1, roles: [{ id: 1, name: "Администратор" }] };
const role = (id: number, name: string) => ({ id, name });
const boris = (roles: PublicUser["roles"]): PublicUser => ({
  id: 9,
  name: "Борис Повышаемый",
  avatar: null,
  roles,
  createdAt: "2026-03-12T10:00:00.000Z",
});

async function openRoles(member: PublicUser) {
  let answer = boris([role(2, "Участник")]);
  const { requests } = stubFetch(() => json(200, answer));
  const { session } = await testSession(admin);
  await renderPage(
    () => (
      <>
        <MemberRoles logic={memberRolesLogic} member={member} />
        <ToastArea />
      </>
    ),
    session,
  );
  // The menu as it is, or opened from its button (a pick keeps it open; the dialog closes it). Happy-dom
  // cannot measure where the dropdown goes, so Mantine keeps it `display: none`: found with `hidden`.
  const button = () => screen.getByRole("button", { name: "Изменить роли: Борис Повышаемый" });
  const menu = async () => {
    if (button().getAttribute("aria-expanded") !== "true") fireEvent.click(button());
    return screen.findByRole("menu", { hidden: true });
  };
  const item = async (name: string) =>
    within(await menu()).getByRole("menuitemcheckbox", { name, hidden: true });
  return { requests, menu, item, answerWith: (next: PublicUser) => (answer = next) };
}

describe("the admin's role menu", () => {
  it("each role is a checkbox item that says whether the member holds it; a change is told by a toast", async () => {
    const { requests, menu, item, answerWith } = await openRoles(boris([role(2, "Участник")]));
    const items = within(await menu()).getAllByRole("menuitemcheckbox", { hidden: true });
    expect(items.map((i) => [i.textContent, i.getAttribute("aria-checked")])).toContainEqual([
      "Участник",
      "true",
    ]);
    expect(items.find((i) => i.textContent === "Участник")?.hasAttribute("disabled")).toBe(true);
    expect((await item("Куратор")).getAttribute("aria-checked")).toBe("false");
    expect(screen.queryByText("✓")).toBeNull();

    answerWith(boris([role(2, "Участник"), role(3, "Куратор")]));
    fireEvent.click(await item("Куратор"));
    // The first toast brings the toast area's container in its chunk (a cold import here).
    const toast = { timeout: 15_000 };
    expect(await screen.findByText("Роль «Куратор» выдана: Борис Повышаемый", {}, toast)).toBeTruthy();
    expect(requests).toEqual([{ path: "/api/users/changerole/9", method: "PUT", body: { roleId: 3 } }]);
    await waitFor(async () => expect((await item("Куратор")).getAttribute("aria-checked")).toBe("true"));

    answerWith(boris([role(2, "Участник")]));
    fireEvent.click(await item("Куратор"));
    expect(await screen.findByText("Роль «Куратор» снята: Борис Повышаемый")).toBeTruthy();
    expect(requests[1]).toEqual({ path: "/api/users/del/role/9/3", method: "DELETE", body: null });
  });

  it("giving or taking the administrator's rights is asked first in the dialog; «Отмена» changes nothing", async () => {
    const { requests, item, answerWith } = await openRoles(boris([role(2, "Участник")]));
    fireEvent.click(await item("Администратор"));
    const ask = await screen.findByRole("dialog", { name: "Сделать администратором?" }, { timeout: 15_000 });
    expect(ask.textContent).toContain("Борис Повышаемый");
    expect(requests).toEqual([]);
    fireEvent.click(within(ask).getByRole("button", { name: "Отмена" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull(), { timeout: 5_000 });
    expect(requests).toEqual([]);

    answerWith(boris([role(1, "Администратор"), role(2, "Участник")]));
    fireEvent.click(await item("Администратор"));
    const again = await screen.findByRole("dialog", { name: "Сделать администратором?" });
    fireEvent.click(within(again).getByRole("button", { name: "Сделать администратором" }));
    expect(
      await screen.findByText("Роль «Администратор» выдана: Борис Повышаемый", {}, { timeout: 15_000 }),
    ).toBeTruthy();
    expect(requests).toEqual([{ path: "/api/users/changerole/9", method: "PUT", body: { roleId: 1 } }]);
    await waitFor(async () =>
      expect((await item("Администратор")).getAttribute("aria-checked")).toBe("true"),
    );

    // Taking them back is asked too, in its own words.
    answerWith(boris([role(2, "Участник")]));
    fireEvent.click(await item("Администратор"));
    const take = await screen.findByRole("dialog", { name: "Снять права администратора?" });
    fireEvent.click(within(take).getByRole("button", { name: "Снять права" }));
    expect(await screen.findByText("Роль «Администратор» снята: Борис Повышаемый")).toBeTruthy();
    expect(requests[1]).toEqual({ path: "/api/users/del/role/9/1", method: "DELETE", body: null });
  });
});

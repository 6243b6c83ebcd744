import "@mantine/core/styles/Menu.css";
import "@mantine/core/styles/Popover.css";
import { ActionIcon, Alert, Badge, Group, Menu, Stack } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { useActorRef, useSelector } from "@xstate/react";
import { useEffect } from "react";
import { type PublicUser, RoleId, roleNames } from "../../../api/schema/user";
import { dialogOperation } from "../../../machines/lib/dialog-operations";
import type { memberRolesMachine } from "../../../machines/people/member-roles.machine";
import {
  selectPendingRole,
  selectRoleIds,
  selectRolesProblem,
} from "../../../machines/people/member-roles.selectors";
import { selectUserId } from "../../../machines/session/session.selectors";
import { ruAdmin } from "../../i18n/ru.admin";
import { useSession } from "../../session/hooks";
import { useDialogs } from "../dialogs/dialogs-port";
import { LineIcon } from "../line-icon";

const t = ruAdmin.users;
const roleIds = Object.keys(roleNames).map(Number) as RoleId[];

/**
 * A member's roles as badges, and a menu that gives or takes each (role 2 is every account's): each role
 * a checkbox item, checked when held; a change that stood is told by a toast. Giving or taking the
 * administrator's role is asked first in the app's dialog — it opens (or shuts) the whole admin area,
 * and a misclick in a long menu must not do that; other roles change at once, as a click is easy to undo.
 */
export function MemberRoles({
  logic,
  member,
  align = "end",
}: {
  /** The member-roles machine with the app's calls (`memberRolesLogic`, handed in by the page). */
  logic: typeof memberRolesMachine;
  member: PublicUser;
  /** Which side the badges keep to: a list row's end, or a profile's start. */
  align?: "start" | "end";
}) {
  const roles = useActorRef(logic, {
    input: { userId: member.id, roles: member.roles.map((r) => r.id) },
  });
  const held = useSelector(roles, selectRoleIds);
  const pending = useSelector(roles, selectPendingRole);
  const problem = useSelector(roles, selectRolesProblem);
  const me = useSession(selectUserId);
  const dialogs = useDialogs();
  // A change that stood is told by a toast (the badges change too, but may be far from the eye).
  useEffect(() => {
    const subscription = roles.on("roles.changed", ({ roleId, granted, member: card }) => {
      const name = roleNames[roleId as RoleId] ?? String(roleId);
      notifications.show({ color: "green", message: (granted ? t.given : t.taken)(name, card.name) });
    });
    return () => subscription.unsubscribe();
  }, [roles]);
  const toggle = (roleId: RoleId) => {
    if (roleId !== RoleId.admin) return roles.send({ type: "roles.toggle", roleId });
    // The administrator's rights open the whole admin area (or shut it): asked first, then changed.
    const words = held.includes(roleId) ? t.revokeAdmin : t.grantAdmin;
    const text =
      words === t.revokeAdmin && member.id === me ? t.revokeAdmin.textSelf : words.text(member.name);
    dialogs.show(
      {
        header: words.header,
        text,
        confirmLabel: words.confirm,
        operation: dialogOperation.changeAdminRole,
        entity: "member",
        object: member.id,
      },
      { onConfirmed: () => roles.send({ type: "roles.toggle", roleId }) },
    );
  };
  return (
    <Stack gap={4} align={`flex-${align}`}>
      <Group gap={6} wrap="nowrap" justify={`flex-${align}`}>
        <Group gap={6} wrap="wrap" justify={`flex-${align}`} role="list" aria-label={t.rolesOf(member.name)}>
          {held.map((id) => (
            <Badge key={id} role="listitem" variant="light" color={id === 1 ? "red" : "indigo"}>
              {roleNames[id as RoleId] ?? id}
            </Badge>
          ))}
        </Group>
        <Menu position="bottom-end" withinPortal closeOnItemClick={false}>
          <Menu.Target>
            <ActionIcon
              variant="subtle"
              color="gray"
              aria-label={t.changeRoles(member.name)}
              loading={pending !== null}
            >
              <LineIcon d="M12 20h9M16.5 3.5a2.1 2.1 0 0 1 3 3L7 19l-4 1 1-4Z" size={18} />
            </ActionIcon>
          </Menu.Target>
          <Menu.Dropdown>
            <Menu.Label>{t.roles}</Menu.Label>
            {roleIds.map((id) => (
              // Checkbox items (role menuitemcheckbox, aria-checked): a member holds any number of roles.
              <Menu.CheckboxItem
                key={id}
                checked={held.includes(id)}
                disabled={id === RoleId.member || pending !== null}
                title={id === RoleId.member ? t.memberRoleFixed : undefined}
                // The dialog takes the focus: the menu closes before it opens.
                closeMenuOnClick={id === RoleId.admin}
                onChange={() => toggle(id)}
              >
                {roleNames[id]}
              </Menu.CheckboxItem>
            ))}
          </Menu.Dropdown>
        </Menu>
      </Group>
      {problem ? (
        <Alert color="red" role="alert" p="xs">
          {problem.message}
        </Alert>
      ) : null}
    </Stack>
  );
}

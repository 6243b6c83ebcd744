import "@mantine/core/styles/Menu.css";
import "@mantine/core/styles/Popover.css";
import { ActionIcon, Alert, Badge, Group, Menu, Stack } from "@mantine/core";
import { useActorRef, useSelector } from "@xstate/react";
import { type PublicUser, type RoleId, roleNames } from "../../../api/schema/user";
import type { memberRolesMachine } from "../../../machines/people/member-roles.machine";
import {
  selectPendingRole,
  selectRoleIds,
  selectRolesProblem,
} from "../../../machines/people/member-roles.selectors";
import { ruAdmin } from "../../i18n/ru.admin";
import { LineIcon } from "../line-icon";

const t = ruAdmin.users;
const roleIds = Object.keys(roleNames).map(Number) as RoleId[];

/** A member's roles as badges, and a menu that gives or takes each (role 2 is every account's). */
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
            {roleIds.map((id) => {
              const has = held.includes(id);
              return (
                <Menu.Item
                  key={id}
                  disabled={id === 2 || pending !== null}
                  title={id === 2 ? t.memberRoleFixed : undefined}
                  // Mantine's items are menuitems (no aria-checked): the name says what a click does.
                  aria-label={has ? t.take(roleNames[id]) : t.give(roleNames[id])}
                  leftSection={
                    <span aria-hidden="true" style={{ display: "inline-block", width: "1em" }}>
                      {has ? "✓" : ""}
                    </span>
                  }
                  onClick={() => roles.send({ type: "roles.toggle", roleId: id })}
                >
                  {roleNames[id]}
                </Menu.Item>
              );
            })}
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

import "../../components/mantine-styles";
import "@mantine/core/styles/Menu.css";
import "@mantine/core/styles/Popover.css";
import { ActionIcon, Alert, Badge, Group, Menu, NativeSelect, Stack, TextInput, Title } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { useActorRef, useSelector } from "@xstate/react";
import { useState } from "react";
import type { PublicUser } from "../../../api/schema/user";
import { type RoleId, roleNames } from "../../../api/schema/user";
import {
  selectPendingRole,
  selectRoleIds,
  selectRolesProblem,
} from "../../../machines/people/member-roles.selectors";
import { byRoleListLogic, memberRolesLogic, searchListLogic } from "../../app/wiring/people";
import { LineIcon } from "../../components/line-icon";
import { MemberList } from "../../components/members/member-list";
import { ruAdmin } from "../../i18n/ru.admin";

const t = ruAdmin.users;
const roleIds = Object.keys(roleNames).map(Number) as RoleId[];

/**
 * /admin/users and the lists by role (/admin/users/wards …, /admin/admin-list): members by name, searched
 * by name or e-mail as the administrator types, on the all-members page filtered by role; each with their
 * roles, given and taken from the row (the member's open pages follow live: spec §4 Role change).
 */
export function AdminUsersPage({ title, role }: { title: string; role?: RoleId }) {
  const [text, setText] = useState("");
  const [query] = useDebouncedValue(text.trim(), 300);
  const [filter, setFilter] = useState("");
  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        {title}
      </Title>
      <Group align="end">
        <TextInput
          label={t.search}
          placeholder={t.searchHint}
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
          maxLength={100}
          type="search"
        />
        {role === undefined ? (
          <NativeSelect
            label={t.role}
            value={filter}
            onChange={(event) => setFilter(event.currentTarget.value)}
            data={[
              { value: "", label: t.anyRole },
              ...roleIds.map((id) => ({ value: String(id), label: roleNames[id] })),
            ]}
          />
        ) : null}
      </Group>
      <UsersList
        key={`${query}|${filter}`}
        text={query}
        role={role}
        filter={filter ? Number(filter) : undefined}
      />
    </Stack>
  );
}

function UsersList({ text, role, filter }: { text: string; role?: number; filter?: number }) {
  const [logic] = useState(() =>
    role !== undefined ? byRoleListLogic(role, text) : searchListLogic(text, filter),
  );
  const list = useActorRef(logic, { input: {} });
  return (
    <MemberList
      list={list}
      kind="admin-users"
      texts={{
        loading: t.loading,
        failed: t.failed,
        empty: role !== undefined && !text ? t.emptyRole : t.empty,
      }}
      actions={(member) => <MemberRoles member={member} />}
    />
  );
}

/** A member's roles as badges, and a menu that gives or takes each (role 2 is every account's). */
function MemberRoles({ member }: { member: PublicUser }) {
  const roles = useActorRef(memberRolesLogic, {
    input: { userId: member.id, roles: member.roles.map((r) => r.id) },
  });
  const held = useSelector(roles, selectRoleIds);
  const pending = useSelector(roles, selectPendingRole);
  const problem = useSelector(roles, selectRolesProblem);
  return (
    <Stack gap={4} align="flex-end">
      <Group gap={6} wrap="nowrap" justify="flex-end">
        <Group gap={6} wrap="wrap" justify="flex-end" role="list" aria-label={t.rolesOf(member.name)}>
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

import "../../components/mantine-styles";
import { Group, NativeSelect, Stack, TextInput, Title } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { useActorRef } from "@xstate/react";
import { useState } from "react";
import { type RoleId, roleNames } from "../../../api/schema/user";
import { byRoleListLogic, memberRolesLogic, searchListLogic } from "../../app/wiring/people";
import { MemberList } from "../../components/members/member-list";
import { MemberRoles } from "../../components/members/member-roles";
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
      actions={(member) => <MemberRoles logic={memberRolesLogic} member={member} />}
    />
  );
}

import { Avatar, type AvatarProps, Group, Text } from "@mantine/core";
import type { ReactNode } from "react";
import type { PublicUser } from "../../../api/schema/user";
import { AnchorLink } from "../links";

type Member = Pick<PublicUser, "id" | "name" | "avatar">;

/**
 * A member's picture: their avatar, or their initials on a colour. The name beside it says who, so the
 * picture is decoration (alt=""), not a second name for screen readers.
 */
export function MemberAvatar({ member, size }: { member: Member; size?: AvatarProps["size"] }) {
  return <Avatar src={member.avatar} name={member.name} color="initials" radius="xl" size={size} alt="" />;
}

/**
 * A member's picture and name on one line — the name a link to their profile when `link` — and `children`
 * after it (a time, a counter).
 */
export function MemberBadge({
  member,
  link = false,
  children,
}: {
  member: Member;
  link?: boolean;
  children?: ReactNode;
}) {
  return (
    <Group gap="xs" wrap="nowrap">
      <MemberAvatar member={member} size="sm" />
      {link ? (
        <AnchorLink to="/profile/$id" params={{ id: member.id }} size="sm">
          {member.name}
        </AnchorLink>
      ) : (
        <Text size="sm">{member.name}</Text>
      )}
      {children}
    </Group>
  );
}

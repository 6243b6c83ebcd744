import { Avatar, type AvatarProps } from "@mantine/core";
import type { TeamCard } from "../../../api/schema/team";

/**
 * A team's picture: its own, or the initials of its name on a colour (the contract's `avatar` null). The
 * name beside it says which team, so the picture is decoration (alt="").
 */
export function TeamAvatar({
  team,
  size,
}: {
  team: Pick<TeamCard, "name" | "avatar">;
  size?: AvatarProps["size"];
}) {
  return <Avatar src={team.avatar} name={team.name} color="initials" radius="md" size={size} alt="" />;
}

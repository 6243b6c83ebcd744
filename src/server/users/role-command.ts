import { RoleId } from "../../api/schema/user";
import type { CommandHandler } from "../realtime/commands";
import { grantRole, type RoleDeps } from "./roles";

/**
 * The socket's `changeRole` (spec §7): an administrator gives a member a role, as `PUT /api/users/role`
 * does, with the sender's roles looked at again first (a role taken a moment ago counts).
 */
export function changeRoleCommand(deps: RoleDeps): CommandHandler<"changeRole"> {
  return async (message, { roles, fail }) => {
    const held = await roles();
    if (!held) return;
    if (!held.includes(RoleId.admin)) return fail("FORBIDDEN", "Менять роли может только администратор");
    if (!(await grantRole(deps, { userId: message.userId, roleId: message.roleId })))
      fail("NOT_FOUND", "Пользователь не найден");
  };
}

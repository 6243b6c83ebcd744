import { SectionPage } from "../section/section-page";

/**
 * /profile/{id}: kept alive (spec §2), so the id comes as a prop rather than from route hooks.
 * `editing` is the `type=edit` mode (spec §2); the profile machine and its forms come with later issues.
 */
export function ProfilePage({ id, editing }: { id: number; editing: boolean }) {
  return (
    <div data-keepalive="profile" data-profile-id={id} data-editing={editing || undefined}>
      <SectionPage section="/profile/$id" />
    </div>
  );
}

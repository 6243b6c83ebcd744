import {
  Avatar,
  Button,
  FileButton,
  Group,
  Paper,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from "@mantine/core";
import { Navigate } from "@tanstack/react-router";
import { useId, useMemo, useRef, useState } from "react";
import { uploadedAvatarRoute } from "../../../api/endpoints/avatars";
import { avatarRules, updateProfile } from "../../../api/endpoints/users";
import type { SessionUser } from "../../../api/schema/account";
import type { ProfileDetails } from "../../../api/schema/settings";
import { avatarFault, checkAvatar } from "../../../machines/profile/avatar-check";
import { updateProfileLogic } from "../../app/wiring/profile";
import { BirthdayPicker } from "../../components/dates/birthday-picker";
import { MachineForm, NameField, ProblemAlert, SubmitButton } from "../../components/form/fields";
import { useForm } from "../../components/form/use-form";
import { ButtonLink } from "../../components/links";
import { useObjectUrl } from "../../components/use-object-url";
import { ruProfilePage } from "../../i18n/ru.account";
import { ruProfileDetails } from "../../i18n/ru.settings";
import { useSessionActor } from "../../session/hooks";
import css from "./profile.module.css";

const uploadedPrefix = uploadedAvatarRoute.replace(":file", "");
const t = ruProfilePage;
const checkPicked = checkAvatar(t.avatarFaults);

/**
 * `/profile/{id}?type=edit` (the owner only): name, photo (previewed before anything is sent), city,
 * birthday and a few words about oneself. Saved → the session has the new copy (the header shows the new name) → the card.
 */
export function ProfileEdit({ user, details }: { user: SessionUser; details: ProfileDetails }) {
  const session = useSessionActor();
  const logic = useMemo(() => updateProfileLogic(session), [session]);
  const form = useForm(logic, { schema: updateProfile.body, check: checkPicked });
  const [file, setFile] = useState<File | null>(null);
  const [remove, setRemove] = useState(false);
  const preview = useObjectUrl(file);
  const hintId = useId();
  const resetPicker = useRef<() => void>(null);

  if (form.succeeded) return <Navigate to="/profile/$id" params={{ id: user.id }} replace />;

  const hasUploaded = user.avatar?.startsWith(uploadedPrefix) ?? false;
  const shown = preview ?? (remove ? null : user.avatar);
  const fault = file ? avatarFault(file) : null;
  const avatarError = (fault ? t.avatarFaults[fault] : null) ?? form.fieldErrors.avatar;

  const pick = (picked: File | null) => {
    setFile(picked);
    if (picked) setRemove(false);
    // So that picking the same file again after "don't change" is noticed.
    else resetPicker.current?.();
    form.ref.send({ type: "form.change", field: "avatar" });
  };

  return (
    <Paper withBorder radius="lg" className={css.card} component="section" aria-labelledby="edit-title">
      <MachineForm
        form={form}
        gap="lg"
        onSubmit={(element) =>
          form.submit(element, {
            values: remove && !file ? { removeAvatar: "1" } : {},
            files: { avatar: file },
          })
        }
      >
        <Title order={1} id="edit-title" className={css.name}>
          {t.editTitle}
        </Title>

        <fieldset className={css.section} style={{ border: 0, padding: 0, margin: 0 }}>
          <legend style={{ fontWeight: 600, padding: 0, marginBottom: "var(--mantine-spacing-xs)" }}>
            {t.avatarLabel}
          </legend>
          <div className={css.head}>
            <Avatar
              src={shown}
              name={user.name}
              color="initials"
              size={96}
              radius={96}
              alt={t.avatarAlt(user.name)}
              data-avatar-preview={preview ? "new" : remove ? "removed" : "current"}
            />
            <Stack gap="xs" className={css.who}>
              <Group gap="xs">
                <FileButton
                  onChange={pick}
                  resetRef={resetPicker}
                  accept={avatarRules.types.join(",")}
                  inputProps={{ "aria-label": t.avatarLabel, "aria-describedby": hintId }}
                >
                  {(props) => (
                    <Button variant="light" {...props} aria-describedby={hintId}>
                      {file ? t.otherAvatar : t.pickAvatar}
                    </Button>
                  )}
                </FileButton>
                {file ? (
                  <Button variant="subtle" onClick={() => pick(null)}>
                    {t.undoPick}
                  </Button>
                ) : hasUploaded && !remove ? (
                  <Button variant="subtle" color="red" onClick={() => setRemove(true)}>
                    {t.removeAvatar}
                  </Button>
                ) : remove ? (
                  <Button variant="subtle" onClick={() => setRemove(false)}>
                    {t.keepAvatar}
                  </Button>
                ) : null}
              </Group>
              <Text size="xs" c="dimmed" id={hintId}>
                {t.avatarHint}
              </Text>
              {preview && !avatarError ? (
                <Text size="sm" role="status">
                  {t.newAvatarPreview}
                </Text>
              ) : null}
              {remove && !file ? (
                <Text size="sm" role="status">
                  {t.avatarWillBeRemoved}
                </Text>
              ) : null}
              {avatarError ? (
                <Text size="sm" c="red" role="alert">
                  {avatarError}
                </Text>
              ) : null}
            </Stack>
          </div>
        </fieldset>

        <NameField defaultValue={user.name} error={form.fieldErrors.name} />
        <TextInput
          name="city"
          label={ruProfileDetails.city}
          defaultValue={details.city}
          maxLength={80}
          autoComplete="address-level2"
          error={form.fieldErrors.city}
        />
        <BirthdayPicker name="birthday" defaultValue={details.birthday} error={form.fieldErrors.birthday} />
        <Textarea
          name="about"
          label={ruProfileDetails.about}
          placeholder={ruProfileDetails.aboutPlaceholder}
          defaultValue={details.about}
          maxLength={500}
          autosize
          minRows={3}
          maxRows={8}
          error={form.fieldErrors.about}
        />

        <ProblemAlert problem={form.problem} />

        <div className={css.actions} style={{ marginTop: 0 }}>
          <SubmitButton form={form} fullWidth={false}>
            {t.save}
          </SubmitButton>
          <ButtonLink to="/profile/$id" params={{ id: user.id }} variant="default">
            {t.cancel}
          </ButtonLink>
        </div>
      </MachineForm>
    </Paper>
  );
}

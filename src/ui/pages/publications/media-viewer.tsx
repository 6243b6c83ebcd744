import { Stack, Text } from "@mantine/core";
import { useNavigate, useRouter } from "@tanstack/react-router";
import { useEffect } from "react";
import { mediaViewLogic } from "../../app/wiring/publications";
import { ErrorScreen } from "../../components/error-screen";
import { AnchorLink } from "../../components/links";
import { ResourceWait } from "../../components/resource-view";
import { useResource } from "../../components/use-resource";
import { ruPublications } from "../../i18n/ru.publications";
import css from "./media.module.css";

const t = ruPublications.media;

/**
 * /profile/{id}/media/{mediaId}: one photo or video full-screen (the viewer layout, no header), ← and →
 * (links and arrow keys, each in place of the last in the history) to the newer and older ones of the
 * member, Escape back to where it was opened from (the save-position rule), or to the member's grid.
 */
export function MediaViewer({ authorId, mediaId }: { authorId: number; mediaId: number }) {
  const { data, problem, reload } = useResource(mediaViewLogic, { id: mediaId });
  const navigate = useNavigate();
  const router = useRouter();
  const previousId = data?.previousId ?? null;
  const nextId = data?.nextId ?? null;
  useEffect(() => {
    const go = (to: number | null) => {
      // In place of this one: Back and Escape lead to where the viewer was opened from, not through every item.
      if (to !== null) {
        void navigate({
          to: "/profile/$id/media/$mediaId",
          params: { id: authorId, mediaId: to },
          replace: true,
        });
      }
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
      if (event.key === "ArrowLeft") go(previousId);
      else if (event.key === "ArrowRight") go(nextId);
      else if (event.key === "Escape") {
        if (router.history.canGoBack()) router.history.back();
        else void navigate({ to: "/profile/$id/photo-video", params: { id: authorId } });
      }
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [authorId, previousId, nextId, navigate, router]);

  if (problem?.status === 404 || (data && data.item.authorId !== authorId)) {
    return <ErrorScreen status={404} message={t.notFound} showMessage />;
  }
  if (!data) {
    return (
      <ResourceWait
        problem={problem}
        reload={reload}
        loading={t.loading}
        failed={t.failed}
        loaderProps={{ size: "md", m: "xl" }}
      />
    );
  }
  const { item } = data;
  return (
    <Stack className={css.viewer} align="center" gap="sm" data-media-id={item.id}>
      <div className={css.stage}>
        {item.kind === "video" ? (
          // biome-ignore lint/a11y/useMediaCaption: members' videos come without captions
          <video src={item.url} controls autoPlay className={css.full} aria-label={item.name} />
        ) : (
          <img src={item.url} alt={item.name} className={css.full} />
        )}
      </div>
      <nav className={css.steps} aria-label={t.stepsLabel}>
        {previousId !== null ? (
          <AnchorLink
            to="/profile/$id/media/$mediaId"
            params={{ id: authorId, mediaId: previousId }}
            replace
            rel="prev"
          >
            ← {t.previous}
          </AnchorLink>
        ) : (
          <span />
        )}
        <AnchorLink to="/blogs/$id/post/$postId" params={{ id: authorId, postId: item.publicationId }}>
          {t.openPost}
        </AnchorLink>
        {nextId !== null ? (
          <AnchorLink
            to="/profile/$id/media/$mediaId"
            params={{ id: authorId, mediaId: nextId }}
            replace
            rel="next"
          >
            {t.next} →
          </AnchorLink>
        ) : (
          <span />
        )}
      </nav>
      <Text size="sm" c="dimmed">
        {t.keys}
      </Text>
    </Stack>
  );
}

import { fromCallback } from "xstate";
import type { Problem } from "../../../machines/lib/problem";
import type { ChatEvent, RecorderEvent } from "../../../machines/messenger/chat.machine";
import { ruMessenger } from "../../i18n/ru.messenger";

/** What MediaRecorder makes, best first: the types the server takes for a voice message. */
const recordingTypes = ["audio/webm;codecs=opus", "audio/webm", "audio/ogg;codecs=opus", "audio/mp4"];

const problemOf = (message: string): Problem => ({ status: 0, code: "INTERNAL", message, fieldErrors: {} });

/** How often the recording's length is reported while recording. */
const tickMs = 200;

/**
 * The chat machine's `recorder` in a browser: the microphone through MediaRecorder, its length every
 * 200 ms (`voice.tick`), and on `recorder.stop` the recording as a file (`voice.ready`). Stopped any
 * other way (the member cancelled, the chat closed), it throws the recording away and frees the
 * microphone.
 */
export const browserRecorder = fromCallback<RecorderEvent, void>(({ sendBack, receive }) => {
  const send = (event: ChatEvent) => sendBack(event);
  let recorder: MediaRecorder | null = null;
  let stream: MediaStream | null = null;
  let timer: ReturnType<typeof setInterval> | undefined;
  let finished = false;
  let stopAsked = false;
  const chunks: Blob[] = [];

  const release = () => {
    clearInterval(timer);
    for (const track of stream?.getTracks() ?? []) track.stop();
  };

  if (typeof MediaRecorder === "undefined" || !navigator.mediaDevices?.getUserMedia) {
    send({ type: "voice.fail", problem: problemOf(ruMessenger.chatPage.voice.unsupported) });
    return () => {};
  }

  navigator.mediaDevices.getUserMedia({ audio: true }).then(
    (media) => {
      stream = media;
      if (finished) return release();
      const mimeType = recordingTypes.find((type) => MediaRecorder.isTypeSupported(type));
      const active = new MediaRecorder(media, mimeType ? { mimeType } : undefined);
      recorder = active;
      active.ondataavailable = (event) => {
        if (event.data.size > 0) chunks.push(event.data);
      };
      active.onstop = () => {
        release();
        if (finished) return;
        finished = true;
        // The server checks the declared type against the bytes: the plain type, without codecs.
        const type = (active.mimeType || mimeType || "audio/webm").split(";")[0] ?? "audio/webm";
        const extension = type.split("/")[1] ?? "webm";
        send({ type: "voice.ready", audio: new File(chunks, `voice.${extension}`, { type }) });
      };
      const started = Date.now();
      active.start(250);
      timer = setInterval(() => send({ type: "voice.tick", ms: Date.now() - started }), tickMs);
      if (stopAsked) active.stop();
    },
    () => {
      if (!finished) send({ type: "voice.fail", problem: problemOf(ruMessenger.chatPage.voice.denied) });
    },
  );

  receive((event) => {
    if (event.type !== "recorder.stop") return;
    if (recorder && recorder.state !== "inactive") recorder.stop();
    else stopAsked = true;
  });

  return () => {
    // Stopped after `voice.ready`, or cancelled: either way nothing more is sent.
    const wasFinished = finished;
    finished = true;
    if (!wasFinished && recorder && recorder.state !== "inactive") recorder.stop();
    release();
  };
});

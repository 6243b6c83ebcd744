/**
 * Writes the app's notification sounds (spec §9: chat, post, other notifications) as small WAV files
 * into src/ui/components/sound/sounds/. They are committed; run `npx tsx scripts/generate-sounds.ts`
 * only to change them. Soft sine chimes with a quick attack and an exponential fade, 16-bit mono.
 */
import { writeFileSync } from "node:fs";
import { join } from "node:path";

const rate = 22_050;

/** One note: frequency in Hz, start and length in seconds. */
type Note = readonly [frequency: number, start: number, length: number];

function render(notes: readonly Note[], gain = 0.5): Int16Array {
  const seconds = Math.max(...notes.map(([, start, length]) => start + length));
  const samples = new Float32Array(Math.ceil(seconds * rate));
  for (const [frequency, start, length] of notes) {
    const from = Math.floor(start * rate);
    const count = Math.floor(length * rate);
    for (let i = 0; i < count && from + i < samples.length; i++) {
      const t = i / rate;
      const attack = Math.min(1, t / 0.005);
      const fade = Math.exp((-5 * t) / length);
      // A little of the octave above makes it a bell rather than a beep.
      const tone = Math.sin(2 * Math.PI * frequency * t) + 0.25 * Math.sin(4 * Math.PI * frequency * t);
      samples[from + i] = (samples[from + i] ?? 0) + gain * attack * fade * tone;
    }
  }
  return Int16Array.from(samples, (s) => Math.round(Math.max(-1, Math.min(1, s)) * 32_767));
}

function wav(pcm: Int16Array): Buffer {
  const header = Buffer.alloc(44);
  header.write("RIFF", 0);
  header.writeUInt32LE(36 + pcm.byteLength, 4);
  header.write("WAVEfmt ", 8);
  header.writeUInt32LE(16, 16); // fmt chunk size
  header.writeUInt16LE(1, 20); // PCM
  header.writeUInt16LE(1, 22); // mono
  header.writeUInt32LE(rate, 24);
  header.writeUInt32LE(rate * 2, 28); // bytes per second
  header.writeUInt16LE(2, 32); // bytes per frame
  header.writeUInt16LE(16, 34); // bits per sample
  header.write("data", 36);
  header.writeUInt32LE(pcm.byteLength, 40);
  return Buffer.concat([header, Buffer.from(pcm.buffer)]);
}

const sounds: Record<string, readonly Note[]> = {
  // A rising two-note chime: a new chat message.
  chat: [
    [880, 0, 0.18],
    [1318.5, 0.09, 0.3],
  ],
  // One mellow note: a new publication.
  post: [[659.3, 0, 0.35]],
  // Three quick notes: any other notification.
  notification: [
    [784, 0, 0.16],
    [987.8, 0.08, 0.16],
    [1174.7, 0.16, 0.28],
  ],
};

const dir = join(import.meta.dirname, "../src/ui/components/sound/sounds");
for (const [name, notes] of Object.entries(sounds)) {
  const file = join(dir, `${name}.wav`);
  writeFileSync(file, wav(render(notes)));
  console.log(file);
}

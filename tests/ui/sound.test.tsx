// @vitest-environment happy-dom
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { MantineProvider } from "@mantine/core";
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import {
  initialVolume,
  readVolume,
  subscribeVolume,
  volumeStorageKey,
  writeVolume,
} from "../../src/ui/components/sound/sound-volume";
import { createSounds, type SoundPlayer, soundGapMs, soundUrls } from "../../src/ui/components/sound/sounds";
import { VolumeControl } from "../../src/ui/components/sound/volume-control";

beforeEach(() => localStorage.clear());
afterEach(cleanup);

describe("sound volume", () => {
  it("stores the initial volume 1 when there is none (spec §9)", () => {
    expect(localStorage.getItem(volumeStorageKey)).toBeNull();
    expect(readVolume()).toBe(initialVolume);
    expect(localStorage.getItem(volumeStorageKey)).toBe("1");
    localStorage.setItem(volumeStorageKey, "громко");
    expect(readVolume()).toBe(1);
  });

  it("keeps the volume between 0 and 1 and tells the listeners, also of another tab's change", () => {
    let heard = 0;
    const stop = subscribeVolume(() => heard++);
    writeVolume(0.333);
    expect(readVolume()).toBe(0.33);
    writeVolume(7);
    expect(readVolume()).toBe(1);
    writeVolume(-1);
    expect(readVolume()).toBe(0);
    window.dispatchEvent(new StorageEvent("storage", { key: volumeStorageKey }));
    expect(heard).toBe(4);
    stop();
    writeVolume(0.5);
    expect(heard).toBe(4);
  });
});

describe("sounds", () => {
  function player(fails = false) {
    const played: Array<[string, number]> = [];
    const fake: SoundPlayer = {
      play: async (url, volume) => {
        played.push([url, volume]);
        if (fails) throw new DOMException("play() needs a user gesture", "NotAllowedError");
      },
    };
    return { fake, played };
  }

  it("plays at the stored volume, not at all when muted, and once for a burst", async () => {
    let now = 0;
    const { fake, played } = player();
    const play = createSounds(fake, () => now);
    writeVolume(0.4);
    expect(await play("chat")).toBe(true);
    expect(played).toEqual([[soundUrls.chat, 0.4]]);
    now += soundGapMs - 1;
    expect(await play("chat")).toBe(false);
    expect(await play("post")).toBe(true);
    now += 1;
    writeVolume(0);
    expect(await play("chat")).toBe(false);
    writeVolume(1);
    expect(await play("chat")).toBe(true);
    expect(played).toHaveLength(3);
  });

  it("rings only in the tab allowed to (the one holding the socket)", async () => {
    const { fake, played } = player();
    let leader = false;
    const play = createSounds(fake, Date.now, () => leader);
    expect(await play("chat")).toBe(false);
    leader = true;
    expect(await play("chat")).toBe(true);
    expect(played).toHaveLength(1);
  });

  it("takes the browser's refusal to play before any interaction quietly", async () => {
    const { fake } = player(true);
    expect(await createSounds(fake)("notification")).toBe(false);
  });

  it("ships real sound files: short 16-bit mono WAVs of our own", () => {
    for (const url of Object.values(soundUrls)) {
      expect(url).toMatch(/\.wav$/);
      const file = readFileSync(join(process.cwd(), url.replace(/^\//, "").replace(/\?.*$/, "")));
      expect(file.toString("ascii", 0, 4)).toBe("RIFF");
      expect(file.toString("ascii", 8, 12)).toBe("WAVE");
      expect(file.readUInt16LE(22)).toBe(1);
      const seconds = file.readUInt32LE(40) / file.readUInt32LE(28);
      expect(seconds).toBeGreaterThan(0.1);
      expect(seconds).toBeLessThan(1);
    }
  });
});

describe("volume control", () => {
  it("shows the stored volume, mutes and restores it, and follows the slider", () => {
    writeVolume(0.6);
    render(
      <MantineProvider>
        <VolumeControl />
      </MantineProvider>,
    );
    const slider = screen.getByRole("slider", { name: "Громкость звуков" });
    expect(slider.getAttribute("aria-valuenow")).toBe("60");
    fireEvent.click(screen.getByRole("button", { name: "Выключить звук" }));
    expect(localStorage.getItem(volumeStorageKey)).toBe("0");
    expect(slider.getAttribute("aria-valuenow")).toBe("0");
    fireEvent.click(screen.getByRole("button", { name: "Включить звук" }));
    expect(readVolume()).toBe(0.6);
    act(() => {
      slider.focus();
      fireEvent.keyDown(slider, { key: "ArrowRight" });
    });
    expect(readVolume()).toBe(0.65);
    // Another tab changed it: this one follows.
    act(() => {
      localStorage.setItem(volumeStorageKey, "0.2");
      window.dispatchEvent(new StorageEvent("storage", { key: volumeStorageKey }));
    });
    expect(slider.getAttribute("aria-valuenow")).toBe("20");
  });
});

// The Mantine parts the messenger draws, in its own chunk (main.tsx loads only the shell's).
import "@mantine/core/styles/ActionIcon.css";
import "@mantine/core/styles/Alert.css";
import "@mantine/core/styles/Avatar.css";
import "@mantine/core/styles/Badge.css";
import "@mantine/core/styles/Center.css";
import "@mantine/core/styles/Input.css";
import "@mantine/core/styles/Menu.css";
import "@mantine/core/styles/Modal.css";
import "@mantine/core/styles/Pill.css";
import "@mantine/core/styles/Popover.css";
import "@mantine/core/styles/Progress.css";
import "@mantine/core/styles/Stack.css";
import "@mantine/core/styles/Title.css";
import "@mantine/core/styles/VisuallyHidden.css";

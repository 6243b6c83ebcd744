import { LineIcon } from "../../components/line-icon";

// The messenger's line icons (decorative: their buttons carry the labels).

const Icon = LineIcon;

export const SendIcon = () => <Icon d="M22 2 11 13M22 2l-7 20-4-9-9-4z" />;
export const AttachIcon = () => (
  <Icon d="m21.4 11.1-9.2 9.2a6 6 0 0 1-8.5-8.5l9.2-9.2a4 4 0 0 1 5.7 5.7l-9.2 9.2a2 2 0 0 1-2.8-2.8l8.5-8.5" />
);
export const MicIcon = () => (
  <Icon d="M12 2a3 3 0 0 0-3 3v7a3 3 0 0 0 6 0V5a3 3 0 0 0-3-3zM19 10v2a7 7 0 0 1-14 0v-2M12 19v3" />
);
export const StopIcon = () => <Icon d="M6 6h12v12H6z" />;
export const CloseIcon = () => <Icon d="M18 6 6 18M6 6l12 12" />;
export const SmileIcon = () => (
  <Icon d="M12 22a10 10 0 1 0 0-20 10 10 0 0 0 0 20zM8 14s1.5 2 4 2 4-2 4-2M9 9h.01M15 9h.01" />
);
export const DotsIcon = () => (
  <Icon d="M12 13a1 1 0 1 0 0-2 1 1 0 0 0 0 2zM19 13a1 1 0 1 0 0-2 1 1 0 0 0 0 2zM5 13a1 1 0 1 0 0-2 1 1 0 0 0 0 2z" />
);
export const BackIcon = () => <Icon d="m15 18-6-6 6-6" />;
export const SearchIcon = () => <Icon d="M11 19a8 8 0 1 0 0-16 8 8 0 0 0 0 16zM21 21l-4.3-4.3" size={16} />;
export const NewGroupIcon = () => (
  <Icon d="M16 21v-2a4 4 0 0 0-4-4H6a4 4 0 0 0-4 4v2M9 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM20 8v6M23 11h-6" />
);

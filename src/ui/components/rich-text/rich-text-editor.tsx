import "@mantine/core/styles/Popover.css";
import "@mantine/core/styles/Tooltip.css";
import "@mantine/tiptap/styles.css";
import { Link, RichTextEditor } from "@mantine/tiptap";
import { useEditor } from "@tiptap/react";
import StarterKit from "@tiptap/starter-kit";
import { ruPublications } from "../../i18n/ru.publications";

/**
 * The text editor of publications: Tiptap through Mantine's RichTextEditor, limited to what the contract's
 * document takes (src/api/schema/rich-text.ts: headings 2–4, bold, italic, strike, links to the web and
 * mail, lists, quotes, rules) — so what the author sees is what is saved. `onChange` gets the document's JSON.
 */
export function RichTextInput({
  initial,
  label,
  onChange,
}: {
  /** The document's JSON to start from. */
  initial: string;
  label: string;
  onChange: (json: string) => void;
}) {
  const editor = useEditor({
    immediatelyRender: true,
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3, 4] },
        code: false,
        codeBlock: false,
        underline: false,
        link: false,
      }),
      Link.configure({
        openOnClick: false,
        autolink: true,
        defaultProtocol: "https",
        protocols: ["http", "https", "mailto"],
        isAllowedUri: (url) => /^(https?:|mailto:)/i.test(url),
      }),
    ],
    content: JSON.parse(initial),
    editorProps: { attributes: { "aria-label": label, "aria-multiline": "true", role: "textbox" } },
    onUpdate: ({ editor: changed }) => onChange(JSON.stringify(changed.getJSON())),
  });
  return (
    <RichTextEditor editor={editor} labels={ruPublications.editor.toolbar}>
      <RichTextEditor.Toolbar sticky stickyOffset={60}>
        <RichTextEditor.ControlsGroup>
          <RichTextEditor.Bold />
          <RichTextEditor.Italic />
          <RichTextEditor.Strikethrough />
        </RichTextEditor.ControlsGroup>
        <RichTextEditor.ControlsGroup>
          <RichTextEditor.H2 />
          <RichTextEditor.H3 />
          <RichTextEditor.H4 />
        </RichTextEditor.ControlsGroup>
        <RichTextEditor.ControlsGroup>
          <RichTextEditor.BulletList />
          <RichTextEditor.OrderedList />
          <RichTextEditor.Blockquote />
          <RichTextEditor.Hr />
        </RichTextEditor.ControlsGroup>
        <RichTextEditor.ControlsGroup>
          <RichTextEditor.Link />
          <RichTextEditor.Unlink />
        </RichTextEditor.ControlsGroup>
        <RichTextEditor.ControlsGroup>
          <RichTextEditor.Undo />
          <RichTextEditor.Redo />
        </RichTextEditor.ControlsGroup>
      </RichTextEditor.Toolbar>
      <RichTextEditor.Content />
    </RichTextEditor>
  );
}

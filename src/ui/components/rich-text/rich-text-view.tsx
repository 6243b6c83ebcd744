import type { ReactNode } from "react";
import type { Block, RichText } from "../../../api/schema/rich-text";
import css from "./rich-text.module.css";

type Inline = NonNullable<Extract<Block, { type: "paragraph" }>["content"]>[number];

/** A run of text with its marks, as React elements: text is always text, never markup. */
function InlineView({ node }: { node: Inline }) {
  if (node.type === "hardBreak") return <br />;
  let shown: ReactNode = node.text;
  for (const mark of node.marks ?? []) {
    if (mark.type === "bold") shown = <strong>{shown}</strong>;
    else if (mark.type === "italic") shown = <em>{shown}</em>;
    else if (mark.type === "strike") shown = <s>{shown}</s>;
    else if (mark.type === "link") {
      // The contract let only http(s) and mailto through; a member's link is not vouched for by us.
      shown = (
        <a href={mark.attrs.href} target="_blank" rel="noopener noreferrer nofollow ugc">
          {shown}
        </a>
      );
    }
  }
  return <>{shown}</>;
}

function Inlines({ content }: { content: ReadonlyArray<Inline> | undefined }) {
  return (
    <>
      {content?.map((node, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a document's nodes have no identity but their place, and a shown document is never reordered
        <InlineView key={index} node={node} />
      ))}
    </>
  );
}

function BlockView({ node }: { node: Block }) {
  switch (node.type) {
    case "paragraph":
      return (
        <p>
          <Inlines content={node.content} />
        </p>
      );
    case "heading": {
      const Tag = `h${node.attrs.level}` as "h2" | "h3" | "h4";
      return (
        <Tag>
          <Inlines content={node.content} />
        </Tag>
      );
    }
    case "image":
      return <img src={node.attrs.src} alt={node.attrs.alt ?? ""} loading="lazy" />;
    case "horizontalRule":
      return <hr />;
    case "bulletList":
      return (
        <ul>
          {node.content.map((item, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a document's nodes have no identity but their place, and a shown document is never reordered
            <li key={index}>
              <Blocks content={item.content} />
            </li>
          ))}
        </ul>
      );
    case "orderedList":
      return (
        <ol start={node.attrs?.start}>
          {node.content.map((item, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a document's nodes have no identity but their place, and a shown document is never reordered
            <li key={index}>
              <Blocks content={item.content} />
            </li>
          ))}
        </ol>
      );
    case "blockquote":
      return (
        <blockquote>
          <Blocks content={node.content} />
        </blockquote>
      );
  }
}

function Blocks({ content }: { content: ReadonlyArray<Block> }) {
  return (
    <>
      {content.map((node, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a document's nodes have no identity but their place, and a shown document is never reordered
        <BlockView key={index} node={node} />
      ))}
    </>
  );
}

/**
 * A publication's text drawn from its document (src/api/schema/rich-text.ts) as React elements — no HTML
 * string is ever put into the page, so nothing a member wrote can run.
 */
export function RichTextView({ doc }: { doc: RichText }) {
  return (
    <div className={css.text} data-rich-text="">
      <Blocks content={doc.content} />
    </div>
  );
}

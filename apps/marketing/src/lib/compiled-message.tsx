import { cloneElement, Fragment, isValidElement, type ReactNode } from "react";

/**
 * One message of a compiled catalogue (scripts/check-messages.mjs compiles them with Lingui's compiler): text parts
 * and `[name]` placeholders. The site's messages use no plural, select or number formats (the checker refuses them:
 * see `isSupportedMessage`), so this small formatter replaces Lingui's runtime in every page's first load
 * (docs/behaviours/speed.md#public-pages).
 */
export type CompiledMessage = string | readonly (string | readonly [string])[];

export type MessageValues = Record<string, string | number>;

/** Whether `message` has only the parts this formatter reads (text and plain placeholders). */
export function isSupportedMessage(message: unknown): message is CompiledMessage {
  if (typeof message === "string") return true;
  return (
    Array.isArray(message) &&
    message.every(
      (part) =>
        typeof part === "string" || (Array.isArray(part) && part.length === 1 && typeof part[0] === "string"),
    )
  );
}

/** The parts of `message` with its placeholders filled in; a value not given is left out, as Lingui does. */
function filledParts(
  message: CompiledMessage,
  values: MessageValues | undefined,
): { text: string; value: boolean }[] {
  if (typeof message === "string") return [{ text: message, value: false }];
  return message.map((part) =>
    typeof part === "string"
      ? { text: part, value: false }
      : { text: String(values?.[part[0]] ?? ""), value: true },
  );
}

/** Plain text: "Or call <0>{phone}</0>" comes back with its tags as they are (for rich text, use `formatRich`). */
export function formatText(message: CompiledMessage, values?: MessageValues): string {
  return filledParts(message, values)
    .map((part) => part.text)
    .join("");
}

const TAG = /<(\d+)>|<\/(\d+)>|<(\d+)\/>/g;

interface Frame {
  index: string | undefined;
  children: ReactNode[];
  text: string;
}

/**
 * A message with components inside it: `<0>…</0>` wraps its content in `components[0]` (a copy of that element with
 * the content as its children) and `<0/>` puts `components[0]` there. Tags are read only in the message's own text, so
 * a value can never open one. Adjacent text is joined into one string, as Lingui's Trans renders it (the same DOM, so
 * prerendered pages hydrate unchanged). A tag with no component keeps just its content.
 */
export function formatRich(
  message: CompiledMessage,
  values: MessageValues | undefined,
  components: Record<string, ReactNode> = {},
): ReactNode {
  const root: Frame = { index: undefined, children: [], text: "" };
  const stack: Frame[] = [root];
  let keys = 0;
  const top = () => stack[stack.length - 1] as Frame;
  const flush = (frame: Frame) => {
    if (frame.text !== "") frame.children.push(frame.text);
    frame.text = "";
  };
  const place = (index: string, children: ReactNode[] | undefined) => {
    const frame = top();
    flush(frame);
    const component = components[index];
    const key = `${index}.${keys++}`;
    if (isValidElement(component)) {
      frame.children.push(
        children === undefined
          ? cloneElement(component, { key })
          : cloneElement(component, { key }, ...children),
      );
    } else if (children !== undefined) {
      frame.children.push(<Fragment key={key}>{children}</Fragment>);
    }
  };

  for (const part of filledParts(message, values)) {
    if (part.value) {
      top().text += part.text;
      continue;
    }
    let last = 0;
    for (const match of part.text.matchAll(TAG)) {
      top().text += part.text.slice(last, match.index);
      last = match.index + match[0].length;
      const [, open, close, selfClosing] = match;
      if (open !== undefined) {
        flush(top());
        stack.push({ index: open, children: [], text: "" });
      } else if (selfClosing !== undefined) {
        place(selfClosing, undefined);
      } else if (stack.length > 1 && top().index === close) {
        const frame = stack.pop() as Frame;
        flush(frame);
        place(frame.index as string, frame.children);
      } else {
        // A closing tag that closes nothing open: shown as text, as it was written.
        top().text += match[0];
      }
    }
    top().text += part.text.slice(last);
  }
  // A tag left open: its content as written, after its opening tag.
  while (stack.length > 1) {
    const frame = stack.pop() as Frame;
    flush(frame);
    const parent = top();
    parent.text += `<${frame.index}>`;
    flush(parent);
    parent.children.push(...frame.children);
  }
  flush(root);
  return root.children.length === 1 ? root.children[0] : root.children;
}

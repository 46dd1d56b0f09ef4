/**
 * Turns the JSDoc that react-docgen hands over verbatim into the Markdown the docs pages render.
 * Storybook only strips tags that start a line, keeps the rest as text and never reads `@default`,
 * so without this a page shows a literal "@example", "{@link CartPanelTrigger}" and "@default true"
 * while the Default column says "-". Here:
 * - `@example` becomes a fenced `tsx` block (the docs render it highlighted, with a copy button);
 * - `{@link X}` / `{@link X | label}` becomes a link to X's docs page, or inline code without one;
 * - `@default` / `@defaultValue` moves into the Default column;
 * - `@deprecated`, `@see`, `@returns`, `@param` become words; other tags are dropped.
 */

/** Where the docs page of a component lives (`?path=/docs/cart-cartpanel--docs`), if it has one. */
export type DocsLinkFor = (name: string) => string | undefined;

export interface RenderedJsDoc {
  /** Markdown without any JSDoc tag left in it. */
  markdown: string;
  /** The value of `@default`, when the comment gives one. */
  defaultValue?: string;
}

const TAG_LINE = /^@(\w+)\s?(.*)$/;
// A tag after the prose on the same line: `/** Shows the skeleton. @default false */`; its value
// may go on over the next lines.
const TRAILING_DEFAULT = /\s*@default(?:Value)?\s+([\s\S]+?)\s*$/;
const INLINE_LINK = /\{@(?:link|linkcode|linkplain)\s+([^}\s|]+)(?:\s*\|\s*|\s+)?([^}]*)\}/g;

function renderLinks(text: string, linkFor: DocsLinkFor): string {
  // Code inside backticks stays as written.
  return text
    .split(/(`[^`]*`)/)
    .map((part, index) =>
      index % 2 === 1
        ? part
        : part.replace(INLINE_LINK, (_match, target: string, label: string) => {
            const name = target.replace(/\(\)$/, '');
            const href = linkFor(name.split('.')[0] ?? name);
            const text = label.trim() || name;
            return href ? `[${text}](${href})` : `\`${text}\``;
          }),
    )
    .join('');
}

function fenced(code: string): string {
  const trimmed = code.replace(/^\n+|\s+$/g, '');
  if (trimmed.startsWith('```')) return trimmed;
  return `\`\`\`tsx\n${trimmed}\n\`\`\``;
}

/** One comment body (no `/**`, no leading `*`) as Markdown plus its `@default`. */
export function renderJsDoc(source: string | null | undefined, linkFor: DocsLinkFor = () => undefined): RenderedJsDoc {
  const prose: string[] = [];
  const sections: string[] = [];
  let defaultValue: string | undefined;
  let current: { tag: string; head: string; lines: string[] } | null = null;

  const close = () => {
    if (!current) return;
    const { tag, head, lines } = current;
    const body = [head, ...lines].join('\n').trim();
    switch (tag) {
      case 'example': {
        // `@example Caption` on the tag's own line is a caption, the code follows on the next lines.
        const caption = lines.length > 0 && head.trim() !== '' && !/[<({;=]/.test(head) ? head.trim() : '';
        const code = caption ? lines.join('\n') : body;
        if (code.trim()) sections.push(`${caption ? `${renderLinks(caption, linkFor)}\n\n` : ''}${fenced(code)}`);
        break;
      }
      case 'default':
      case 'defaultValue':
        if (body) defaultValue = body;
        break;
      case 'deprecated':
        sections.push(`**Deprecated.** ${renderLinks(body, linkFor)}`.trim());
        break;
      case 'see':
        if (body) sections.push(`See ${renderLinks(body, linkFor)}`);
        break;
      case 'returns':
      case 'return':
        if (body) sections.push(`Returns ${renderLinks(body, linkFor)}`);
        break;
      case 'param': {
        const [, name, rest] = /^(?:\{[^}]*\}\s*)?(\S+)\s*(?:-\s*)?([\s\S]*)$/.exec(body) ?? [];
        if (name) sections.push(`- \`${name}\` ${renderLinks(rest ?? '', linkFor)}`.trim());
        break;
      }
      case 'remarks':
        if (body) sections.push(renderLinks(body, linkFor));
        break;
      default:
        break;
    }
    current = null;
  };

  let inFence = false;
  for (const line of (source ?? '').replace(/\r\n/g, '\n').split('\n')) {
    if (/^\s*```/.test(line)) inFence = !inFence;
    const tag = inFence ? null : TAG_LINE.exec(line.trim());
    if (tag) {
      close();
      current = { tag: tag[1] ?? '', head: tag[2] ?? '', lines: [] };
    } else if (current) {
      current.lines.push(line);
    } else {
      prose.push(line);
    }
  }
  close();

  let text = prose.join('\n').trim();
  const trailing = TRAILING_DEFAULT.exec(text);
  if (trailing) {
    defaultValue ??= trailing[1]?.replace(/\s+/g, ' ');
    text = text.slice(0, trailing.index).trimEnd();
  }
  const markdown = [renderLinks(text, linkFor), ...sections].filter(Boolean).join('\n\n');
  // The Default column is plain text: a link there is just the name.
  const plainDefault = defaultValue?.replace(INLINE_LINK, (_match, target: string, label: string) => label.trim() || target);
  return { markdown, ...(plainDefault === undefined ? {} : { defaultValue: plainDefault }) };
}

interface DocgenProp {
  description?: string;
  defaultValue?: { value: string; computed?: boolean } | null;
}

interface DocgenInfo {
  description?: string;
  props?: Record<string, DocgenProp | undefined>;
}

const done = new WeakSet<object>();

/**
 * Rewrites a component's `__docgenInfo` (what the docs' description and props table read) once:
 * descriptions as Markdown, `@default` as the prop's default when the code's own default is
 * unknown to react-docgen (or differs from what the comment promises, which would be a bug).
 */
export function normaliseDocgen(component: unknown, linkFor: DocsLinkFor): void {
  if ((typeof component !== 'function' && (typeof component !== 'object' || component === null)) || done.has(component)) return;
  done.add(component);
  const info = (component as { __docgenInfo?: DocgenInfo }).__docgenInfo;
  if (!info) return;
  if (info.description) info.description = renderJsDoc(info.description, linkFor).markdown;
  for (const prop of Object.values(info.props ?? {})) {
    if (!prop?.description) continue;
    const { markdown, defaultValue } = renderJsDoc(prop.description, linkFor);
    prop.description = markdown;
    if (defaultValue !== undefined && !prop.defaultValue) prop.defaultValue = { value: defaultValue, computed: false };
  }
}
